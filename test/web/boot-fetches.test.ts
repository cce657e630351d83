import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECENT_CONTACTS } from '#shared/agent-contacts.js';
import { reportMessages } from '#shared/reports.js';
import { PAGE_BOOT_FETCHES, PAGE_BOOT_ID, PAGE_BOOT_SCRIPT, type PageBoot } from '#shared/page-boot.js';
import { ADMIN_PAGES } from '#shared/admin-pages.js';
import { bootFetchesOf, SITE_PAGES } from '#shared/site-pages.js';
import { api } from '#web/src/api.js';
import { loadRepairRequest } from '#web/src/features/reports/repair-request-api.js';
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
      for (const path of page.afterFetches ?? []) expect(path).toMatch(/^\/api\/[a-z/-]*(\{\d\}[a-z/-]*)?$/);
    }
  });

  it("match the agent contacts' first list request, whose size is a constant (D-212)", () => {
    const page = SITE_PAGES.find((item) => item.segment === 'agent-contacts');
    expect(page?.fetches).toContain(`/api/agent-contacts?limit=${RECENT_CONTACTS}`);
  });
});

/** What runBootScript's server refuses, by path, with its status. */
const refusedPaths: Record<string, number> = {};

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
    return Promise.resolve(new Response(JSON.stringify(path in answers ? answers[path] : { path }), { status: refusedPaths[path] ?? 200 }));
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

  it('are held back on every admin page (shared/admin-pages.ts, D-241)', async () => {
    for (const item of SITE_PAGES.filter((candidate) => ADMIN_PAGES.has(candidate.segment))) {
      const { asked } = await runBootScript(`/${item.segment}`, bootFetchesOf(item), { user: { is_admin: false } });
      expect(asked, item.segment).toEqual(['/api/session', '/api/business-info']);
    }
  });
});

describe('the report’s repair request, read beside the report (D-242)', () => {
  const page = SITE_PAGES.find((item) => item.segment === 'report')!;
  afterEach(() => {
    for (const path of Object.keys(refusedPaths)) delete refusedPaths[path];
  });

  it('starts once the report answered, and is taken by the panel', async () => {
    const { asked, left } = await runBootScript('/report/b-1', bootFetchesOf(page), { user: { is_admin: false } });
    expect(asked).toEqual(['/api/session', '/api/business-info', '/api/inspection-data/b-1', '/api/inspections/b-1/repair-request']);
    const fetch = stubFetch(200, '{}');
    started(left);
    // The stand-in server's answer is no repair request: what matters is that it was the boot script's.
    await loadRepairRequest('b-1').catch(() => undefined);
    expect(fetch).not.toHaveBeenCalled();
    expect(left['/api/inspections/b-1/repair-request']).toBeUndefined();
  });

  it('is not asked while the report is refused (unpaid, not found), and the panel then asks itself', async () => {
    for (const status of [402, 404]) {
      refusedPaths['/api/inspection-data/b-2'] = status;
      const { asked, left } = await runBootScript('/report/b-2', bootFetchesOf(page), { user: { is_admin: false } });
      expect(asked, String(status)).toEqual(['/api/session', '/api/business-info', '/api/inspection-data/b-2']);
      expect(left['/api/inspections/b-2/repair-request'], String(status)).toBeUndefined();
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
