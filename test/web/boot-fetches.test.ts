import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECENT_CONTACTS } from '#shared/agent-contacts.js';
import { reportMessages } from '#shared/reports.js';
import { PAGE_BOOT_FETCHES } from '#shared/page-boot.js';
import { SITE_PAGES } from '#shared/site-pages.js';
import { api } from '#web/src/api.js';
import { forgetBootFetches } from '#web/src/boot-fetches.js';
import { PAGE_SHELLS } from '#web/src/components/page-shells.js';
import { stubFetch } from './stub-fetch.js';

// The GETs a page's boot script starts before the app arrives (D-181), as the app takes them.
const started = (fetches: Record<string, Promise<Response>>) => ((globalThis as Record<string, unknown>)[PAGE_BOOT_FETCHES] = fetches);

afterEach(() => {
  vi.unstubAllGlobals();
  delete (globalThis as Record<string, unknown>)[PAGE_BOOT_FETCHES];
});

describe('the boot script’s early reads (D-181)', () => {
  it('answer the first GET of their path once, then the app asks the server itself', async () => {
    const fetch = stubFetch(200, '{"from":"app"}');
    started({ '/api/dashboard': Promise.resolve(new Response('{"from":"boot"}')) });
    await expect(api('/api/dashboard')).resolves.toEqual({ from: 'boot' });
    expect(fetch).not.toHaveBeenCalled();
    await expect(api('/api/dashboard')).resolves.toEqual({ from: 'app' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('answer no other path, no write, and nothing once the first page view is over', async () => {
    const fetch = stubFetch(200, '{"from":"app"}');
    started({ '/api/dashboard': Promise.resolve(new Response('{"from":"boot"}')) });
    await api('/api/dashboard?q=x');
    await api('/api/dashboard', { method: 'POST', body: {} });
    forgetBootFetches();
    await expect(api('/api/dashboard')).resolves.toEqual({ from: 'app' });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('leave a caller that gave up meanwhile with its abort, not the answer', async () => {
    stubFetch(200, '{}');
    started({ '/api/inspections': Promise.resolve(new Response('{"inspections":[]}')) });
    const controller = new AbortController();
    controller.abort();
    await expect(api('/api/inspections', { signal: controller.signal })).rejects.toThrow();
  });

  it('go with rendered pages only, and name paths the app asks for', () => {
    for (const page of SITE_PAGES.filter((item) => item.fetches)) {
      expect(page.prerender, page.segment).toBeDefined();
      for (const path of page.fetches!) expect(path).toMatch(/^\/api\/[a-z/-]*(\{\d\})?(\?[a-z]+=\d+)?$/);
    }
  });

  it("match the agent contacts' first list request, whose size is a constant (D-212)", () => {
    const page = SITE_PAGES.find((item) => item.segment === 'agent-contacts');
    expect(page?.fetches).toContain(`/api/agent-contacts?limit=${RECENT_CONTACTS}`);
  });
});

describe('the shells of signed-in pages (D-182)', () => {
  it('say what the page itself says while it loads', () => {
    expect(PAGE_SHELLS.report.loadingText).toBe(reportMessages.loading);
  });
});
