// The admin's pages (product/portal.md §6), by their first path segment: the one list that says
// which pages only an admin may open (D-241). The sidebar shows an agent none of their links
// (web/src/layout/nav-links.ts), the layout sends an agent who opens one to the dashboard
// (web/src/components/admin-only.tsx), and a page's boot script starts its own reads only once
// the session says the visitor is an admin (shared/site-pages.ts `bootFetchesOf`, D-221). Kept
// apart from the site's page list, whose titles and descriptions the app's entry does not need.

export const ADMIN_PAGES: ReadonlySet<string> = new Set([
  'admin-agents',
  'ce-admin',
  'open-house-browse',
  'open-house-upload',
  'agent-contacts',
  'route-planner',
  'mobile-route-follower',
  'settings',
]);

/** Whether the page at `pathname` (an address's path, or a page's path pattern) is an admin's page. */
export const isAdminPath = (pathname: string): boolean => ADMIN_PAGES.has(pathname.split('/')[1] ?? '');

/** Whether `user` may open the page at `pathname`: the sidebar's links and the layout's guard ask this. */
export const mayOpen = (user: { is_admin: boolean }, pathname: string): boolean => user.is_admin || !isAdminPath(pathname);
