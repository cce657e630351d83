import { describe, expect, it } from 'vitest';
import { routes } from '#functions/route-table.js';
import { ADMIN_PAGES, mayOpen } from '#shared/admin-pages.js';
import { bootFetchesOf, SITE_PAGES } from '#shared/site-pages.js';
import { navLinks, visibleNavLinks } from '#web/src/layout/nav-links.js';

// One list says which pages only an admin may open (shared/admin-pages.ts, D-241); the sidebar,
// the layout's guard and the pages' boot scripts all read it. Each admin page is refused to an
// agent in all three, and no other page is.

const everyPage = new Set(navLinks.map((link) => link.path));
const agent = { is_admin: false };
const admin = { is_admin: true };

describe('an admin’s page (D-241)', () => {
  const adminPages = SITE_PAGES.filter((page) => ADMIN_PAGES.has(page.segment));

  it('is a page of the site, each one on the list', () => {
    expect(adminPages.map((page) => page.segment).sort()).toEqual([...ADMIN_PAGES].sort());
  });

  it('is every page whose first reads only an admin may make, as the server says (functions/route-table.ts)', () => {
    const accessOf = (path: string) =>
      routes.find((route) => route.method === 'GET' && new RegExp(`^${route.path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path.replace('{2}', 'x').split('?')[0]!))?.access;
    for (const page of SITE_PAGES) {
      const own = (page.fetches ?? []).filter((path) => !['/api/session', '/api/business-info'].includes(path)).map(accessOf);
      expect(own, page.segment).not.toContain(undefined);
      if (own.includes('admin')) expect(ADMIN_PAGES.has(page.segment), page.segment).toBe(true);
      if (ADMIN_PAGES.has(page.segment)) expect(own.filter((access) => access !== 'admin'), page.segment).toEqual([]);
    }
  });

  it('is refused to an agent in the sidebar, the layout and the boot script, and shown to an admin', () => {
    for (const { segment } of adminPages) {
      const path = `/${segment}`;
      expect(visibleNavLinks(agent, everyPage).map((link) => link.path), segment).not.toContain(path);
      if (everyPage.has(path)) expect(visibleNavLinks(admin, everyPage).map((link) => link.path), segment).toContain(path);
      // The layout's guard (web/src/components/admin-only.tsx), at any address under the page.
      expect(mayOpen(agent, `${path}/x`), segment).toBe(false);
      expect(mayOpen(admin, path), segment).toBe(true);
    }
  });

  it('starts no read of its own for an agent: only those of the session', () => {
    for (const page of adminPages) expect(bootFetchesOf(page).fetches, page.segment).toEqual(['/api/session', '/api/business-info']);
  });

  it('is the only kind an agent is refused', () => {
    const others = SITE_PAGES.filter((page) => !ADMIN_PAGES.has(page.segment));
    for (const { segment } of others) {
      expect(mayOpen(agent, `/${segment}/x`), segment).toBe(true);
      const page = SITE_PAGES.find((item) => item.segment === segment)!;
      expect(bootFetchesOf(page).adminFetches, segment).toEqual([]);
    }
    expect(visibleNavLinks(agent, everyPage)).toHaveLength(6);
  });
});
