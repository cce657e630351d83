import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECENT_CONTACTS } from '#shared/agent-contacts.js';
import { reportMessages } from '#shared/reports.js';
import { readFileSync } from 'node:fs';
import { PAGE_BOOT_FETCHES, PAGE_BOOT_ID, PAGE_BOOT_SCRIPT, type PageBoot } from '#shared/page-boot.js';
import { bootFetchesOf, SITE_PAGES } from '#shared/site-pages.js';
import { PAGE_MODULES } from '#web/prerender-chunks.js';
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

/**
 * Runs the boot script as a page at `pathname` with `boot` would, against a fetch that answers
 * GET /api/session with `session` and GET /api/business-info with `businessInfo`: the paths it
 * fetched and what it left for the app.
 */
async function runBootScript(pathname: string, boot: Omit<PageBoot, 'entry' | 'modules'>, session: unknown, businessInfo: unknown = { is_production: true }) {
  const asked: string[] = [];
  const answers: Record<string, unknown> = { '/api/session': session, '/api/business-info': businessInfo };
  const fetch = (path: string) => {
    asked.push(path);
    return Promise.resolve(new Response(JSON.stringify(path in answers ? answers[path] : { path })));
  };
  const document = {
    readyState: 'loading',
    addEventListener: () => undefined,
    querySelectorAll: () => [],
    getElementById: (id: string) => (id === PAGE_BOOT_ID ? { textContent: JSON.stringify({ entry: '/e.js', modules: [], ...boot }) } : null),
  };
  const window: Record<string, unknown> = { addEventListener: () => undefined };
  new Function('document', 'window', 'location', 'fetch', PAGE_BOOT_SCRIPT)(document, window, { pathname }, fetch);
  const left = window[PAGE_BOOT_FETCHES] as Record<string, Promise<Response>>;
  await new Promise((resolve) => setTimeout(resolve, 10));
  return { asked, left };
}

describe('an admin page’s early reads (issue 28: no 403 for an agent)', () => {
  const page = SITE_PAGES.find((item) => item.segment === 'admin-agents')!;

  it('start once the session says the visitor is an admin, and are taken by the app', async () => {
    const { asked, left } = await runBootScript('/admin-agents', bootFetchesOf(page), { user: { is_admin: true } });
    expect(asked).toEqual(['/api/session', '/api/business-info', '/api/admin/agents']);
    await expect(left['/api/admin/agents']!.then((answer) => answer.json())).resolves.toEqual({ path: '/api/admin/agents' });
  });

  it('are never asked for an agent or a visitor signed out', async () => {
    for (const session of [{ user: { is_admin: false } }, null]) {
      const { asked, left } = await runBootScript('/admin-agents', bootFetchesOf(page), session);
      expect(asked).toEqual(['/api/session', '/api/business-info']);
      await expect(left['/api/admin/agents']).rejects.toThrow(/Not an admin/);
    }
  });

  it('leave the session’s answer whole for the app', async () => {
    const { left } = await runBootScript('/admin-agents', bootFetchesOf(page), { user: { is_admin: true } });
    await expect(left['/api/session']!.then((answer) => answer.json())).resolves.toEqual({ user: { is_admin: true } });
  });

  it('mark every page whose route only an admin may see, and no other', () => {
    for (const item of SITE_PAGES) {
      const source = (PAGE_MODULES[item.segment] ?? []).filter((module) => module.includes('/features/')).map((module) => readFileSync(new URL(`../../web/${module}`, import.meta.url), 'utf8'));
      expect(Boolean(item.isAdminOnly), item.segment).toBe(source.some((text) => text.includes('<AdminOnly>')));
    }
  });
});

describe('the outbox’s early read (D-245)', () => {
  const page = SITE_PAGES.find((item) => item.segment === 'dev')!;

  it('starts once the business details say this is not production, and is taken by the app', async () => {
    const { asked, left } = await runBootScript('/dev/outbox', bootFetchesOf(page), null, { is_production: false });
    expect(asked).toEqual(['/api/session', '/api/business-info', '/api/dev/outbox']);
    await expect(left['/api/dev/outbox']!.then((answer) => answer.json())).resolves.toEqual({ path: '/api/dev/outbox' });
    await expect(left['/api/business-info']!.then((answer) => answer.json())).resolves.toEqual({ is_production: false });
  });

  it('is never asked in production, nor when the details do not say', async () => {
    for (const businessInfo of [{ is_production: true }, {}, null]) {
      const { asked, left } = await runBootScript('/dev/outbox', bootFetchesOf(page), null, businessInfo);
      expect(asked).toEqual(['/api/session', '/api/business-info']);
      await expect(left['/api/dev/outbox']).rejects.toThrow(/Production/);
    }
  });
});

describe('the shells of signed-in pages (D-182)', () => {
  it('say what the page itself says while it loads', () => {
    expect(PAGE_SHELLS.report.loadingText).toBe(reportMessages.loading);
  });
});
