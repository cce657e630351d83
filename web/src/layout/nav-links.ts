import type { CurrentUser } from '#shared/account.js';

export interface NavLinkEntry {
  path: string;
  label: string;
  isAdminOnly: boolean;
}

/** The sidebar's links, in the spec's order (product/portal.md §2). */
export const navLinks: readonly NavLinkEntry[] = [
  { path: '/dashboard', label: 'DASHBOARD', isAdminOnly: false },
  { path: '/my-inspections', label: 'MY INSPECTIONS', isAdminOnly: false },
  { path: '/order', label: 'ORDER INSPECTION', isAdminOnly: false },
  { path: '/update-info', label: 'UPDATE INFO', isAdminOnly: false },
  { path: '/invite', label: 'INVITE AGENT', isAdminOnly: false },
  { path: '/manage-auth', label: 'MANAGE AUTH', isAdminOnly: false },
  { path: '/admin-agents', label: 'MANAGE AGENTS', isAdminOnly: true },
  { path: '/ce-admin', label: 'CE ADMIN', isAdminOnly: true },
  // Not in the spec's list (it links to the browser and leaves it undefined): beside the import it feeds.
  { path: '/open-house-browse', label: 'OPEN HOUSES', isAdminOnly: true },
  { path: '/open-house-upload', label: 'OPEN HOUSE DATA', isAdminOnly: true },
  { path: '/agent-contacts', label: 'AGENT CONTACTS', isAdminOnly: true },
  { path: '/route-planner', label: 'ROUTE PLANNER', isAdminOnly: true },
  { path: '/settings', label: 'SETTINGS', isAdminOnly: true },
];

/** The links this user may follow whose pages exist in the route table (no link to a 404). */
export function visibleNavLinks(user: Pick<CurrentUser, 'is_admin'>, pagePaths: ReadonlySet<string>): NavLinkEntry[] {
  return navLinks.filter((link) => (user.is_admin || !link.isAdminOnly) && pagePaths.has(link.path));
}

/** product/portal.md §2: "DASHBOARD / " then the first path segment, upper-cased, hyphens as spaces. */
export function breadcrumbSection(pathname: string): string {
  const first = pathname.split('/').find(Boolean) ?? 'dashboard';
  let segment = first;
  try {
    segment = decodeURIComponent(first);
  } catch {
    // A malformed escape: show the segment as typed.
  }
  return segment.replace(/-/g, ' ').toUpperCase();
}
