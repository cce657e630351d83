import type { CurrentUser } from '#shared/account.js';
import { mayOpen } from '#shared/admin-pages.js';

export interface NavLinkEntry {
  path: string;
  label: string;
}

/** The sidebar's links, in the spec's order (product/portal.md §2). */
export const navLinks: readonly NavLinkEntry[] = [
  { path: '/dashboard', label: 'DASHBOARD' },
  { path: '/my-inspections', label: 'MY INSPECTIONS' },
  { path: '/order', label: 'ORDER INSPECTION' },
  { path: '/update-info', label: 'UPDATE INFO' },
  { path: '/invite', label: 'INVITE AGENT' },
  { path: '/manage-auth', label: 'MANAGE AUTH' },
  { path: '/admin-agents', label: 'MANAGE AGENTS' },
  { path: '/ce-admin', label: 'CE ADMIN' },
  // Not in the spec's list (it links to the browser and leaves it undefined): beside the import it feeds.
  { path: '/open-house-browse', label: 'OPEN HOUSES' },
  { path: '/open-house-upload', label: 'OPEN HOUSE DATA' },
  { path: '/agent-contacts', label: 'AGENT CONTACTS' },
  { path: '/route-planner', label: 'ROUTE PLANNER' },
  { path: '/settings', label: 'SETTINGS' },
];

/**
 * The links this user may follow whose pages exist in the route table (no link to a 404); an
 * admin's page is one of shared/admin-pages.ts (D-241).
 */
export function visibleNavLinks(user: Pick<CurrentUser, 'is_admin'>, pagePaths: ReadonlySet<string>): NavLinkEntry[] {
  return navLinks.filter((link) => mayOpen(user, link.path) && pagePaths.has(link.path));
}

/**
 * product/portal.md §2: what follows "DASHBOARD / ": the first path segment, upper-cased, hyphens
 * as spaces; null on the dashboard itself, which would otherwise read "DASHBOARD / DASHBOARD".
 */
export function breadcrumbSection(pathname: string): string | null {
  const first = pathname.split('/').find(Boolean) ?? 'dashboard';
  let segment = first;
  try {
    segment = decodeURIComponent(first);
  } catch {
    // A malformed escape: show the segment as typed.
  }
  const section = segment.replace(/-/g, ' ').toUpperCase();
  return section === 'DASHBOARD' ? null : section;
}
