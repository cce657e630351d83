// The pages the site serves its own HTML for (issue 14 point 5): each page's first path
// segment, its tab title (the page part; the business name follows, as usePageTitle sets
// it) and its description. Read by the build (web/prerender.ts writes <segment>/index.html),
// by CloudFront's viewer-request function and by the local gateway (which serve that file
// for the segment's paths), so all three agree on the list.

import { isAdminPath } from './admin-pages.js';

export interface SitePage {
  /** The first path segment ('' for the home page). */
  segment: string;
  /** The page's part of the title; undefined for the home page, which carries the site title. */
  title?: string;
  description: string;
  /**
   * The route rendered to HTML at build time (public pages, D-150; the shell of a signed-in
   * page, D-182), so the first paint needs no JavaScript; its parameters get a stand-in,
   * since a page's first render (loading) does not show them.
   */
  prerender?: string;
  /**
   * The GETs the page's first render makes, started by its boot script beside the HTML's paint
   * instead of after the app's scripts (D-181); '{2}' stands for the address's second segment.
   * Only with `prerender` (the boot script comes with a rendered page). A path under /api/dev/
   * (development only) starts once GET /api/business-info says the stack is not production (D-245).
   */
  fetches?: string[];
  /**
   * The GETs of what the page shows only beside a successful first read (the report's repair
   * request, D-242): started by its boot script once every one of `fetches` answered OK.
   */
  afterFetches?: string[];
}

// Every page asks who is signed in (GET /api/session, D-212) and the business details (the layout, the footer).
const SESSION = ['/api/session', '/api/business-info'];

const SITE = 'Home inspections for real-estate agents and their clients in Greater Houston';

export const SITE_PAGES: SitePage[] = [
  { segment: '', description: `${SITE}: online ordering, same-day reports, 7 days a week.`, prerender: '/', fetches: SESSION },
  { segment: 'login', title: 'Sign in', description: 'Sign in to the agent portal with your phone number and a passkey or password.', prerender: '/login', fetches: SESSION },
  { segment: 'signup', title: 'Sign up: Your details', description: 'Create your agent account to order and follow home inspections online.', prerender: '/signup', fetches: SESSION },
  { segment: 'forgot-password', title: 'Reset your password', description: 'Get a link by email to choose a new password.', prerender: '/forgot-password' },
  { segment: 'privacy-policy', title: 'Privacy Policy', description: 'How we collect, use and protect your information.', prerender: '/privacy-policy' },
  { segment: 'terms-of-service', title: 'Terms of Service', description: 'The terms of using the portal and ordering inspections.', prerender: '/terms-of-service' },
  { segment: 'download', title: 'Inspection report ready', description: 'Your home inspection report: pay if needed, then download it.', prerender: '/download/:token', fetches: ['/api/download/{2}', ...SESSION] },
  { segment: 'ce-attendance', title: 'CE attendance', description: 'Check in to a continuing-education class with your licence number.', prerender: '/ce-attendance/:token', fetches: ['/api/ce/public/session-info/{2}', ...SESSION] },
  { segment: 'ce-class', title: 'Share our free CE classes', description: 'Free continuing-education classes for Texas real-estate agents.', prerender: '/ce-class', fetches: ['/api/ce/public/next-session', ...SESSION] },
  { segment: 'sign', title: 'Service agreement', description: 'Read and sign the inspection service agreement.', prerender: '/sign/:id', fetches: ['/api/sign/{2}', ...SESSION] },
  { segment: 'checkout', title: 'Test checkout', description: 'The local test checkout.', prerender: '/checkout/:id', fetches: ['/api/local-checkout/{2}', ...SESSION] },
  { segment: 'qr-approve', title: 'Approve login', description: 'Approve a sign-in on another device.', prerender: '/qr-approve/:token', fetches: ['/api/qr-login/info/{2}', ...SESSION] },
  { segment: 'verify-email', title: 'Verify your email', description: 'Confirm your email address to continue setting up your account.', prerender: '/verify-email/:token', fetches: ['/api/verify-email/{2}', ...SESSION] },
  { segment: 'setup-auth', title: 'Choose how you will sign in', description: 'Choose a passkey or a password for your agent account.', prerender: '/setup-auth/:userId', fetches: SESSION },
  { segment: 'verify-phone', title: 'Verify your phone', description: 'Confirm your mobile phone number.', prerender: '/verify-phone/:userId', fetches: SESSION },
  { segment: 'pending-approval', title: 'Waiting for approval', description: 'Your account is set up and waits for approval.', prerender: '/pending-approval', fetches: SESSION },
  { segment: 'reset-password', title: 'Choose a new password', description: 'Choose a new password for your agent account.', prerender: '/reset-password/:token', fetches: ['/api/reset-password/{2}', ...SESSION] },
  // Development only (product/platform.md §7): rendered while the deployment is checked, then the list or, in production,
  // not found. Its list starts beside the paint once the business details say this is not production (D-245).
  { segment: 'dev', title: 'Sent messages', description: 'Development only: every email and text the app sent.', prerender: '/dev/outbox', fetches: [...SESSION, '/api/dev/outbox'] },
  { segment: 'dashboard', title: 'Dashboard', description: 'Your agent dashboard: how to reach us, hours and service area.', prerender: '/dashboard', fetches: [...SESSION, '/api/dashboard'] },
  { segment: 'my-inspections', title: 'My inspections', description: 'Follow every inspection you ordered, step by step.', prerender: '/my-inspections', fetches: [...SESSION, '/api/inspections'] },
  { segment: 'order', title: 'Order an inspection', description: 'Order a home inspection in seven steps.', prerender: '/order', fetches: [...SESSION, '/api/booking-progress'] },
  { segment: 'report', title: 'Inspection report', description: 'Read the inspection report section by section.', prerender: '/report/:bookingId', fetches: [...SESSION, '/api/inspection-data/{2}'], afterFetches: ['/api/inspections/{2}/repair-request'] },
  { segment: 'update-info', title: 'Update info', description: 'Your photo, name, contact details and agency.', prerender: '/update-info', fetches: SESSION },
  { segment: 'invite', title: 'Invite an agent', description: 'Invite another agent to the portal.', prerender: '/invite', fetches: SESSION },
  { segment: 'manage-auth', title: 'Manage sign-in methods', description: 'Add or remove your passkey and password.', prerender: '/manage-auth', fetches: [...SESSION, '/api/auth-methods'] },
  { segment: 'admin-agents', title: 'Manage agents', description: 'Approve and manage agent accounts.', prerender: '/admin-agents', fetches: [...SESSION, '/api/admin/agents'] },
  { segment: 'settings', title: 'Settings', description: 'Prices, capacity, blocked dates and the travel model.', prerender: '/settings', fetches: [...SESSION, '/api/admin/settings'] },
  { segment: 'open-house-upload', title: 'Import open houses', description: 'Import the MLS open-house export.', prerender: '/open-house-upload', fetches: SESSION },
  { segment: 'open-house-browse', title: 'Open houses', description: 'Browse the imported open houses.', prerender: '/open-house-browse', fetches: [...SESSION, '/api/open-house/dates'] },
  { segment: 'route-planner', title: 'Route planner', description: 'Plan an open-house route for a day.', prerender: '/route-planner', fetches: [...SESSION, '/api/route-planner/available-dates'] },
  { segment: 'mobile-route-follower', title: 'Follow route', description: 'Follow a planned route on a phone.', prerender: '/mobile-route-follower', fetches: SESSION },
  { segment: 'agent-contacts', title: 'Agent contacts', description: 'The log of agent contacts and follow-ups.', prerender: '/agent-contacts', fetches: [...SESSION, '/api/agent-contacts/stats', '/api/agent-contacts?limit=5'] },
  { segment: 'ce-admin', title: 'CE administration', description: 'Continuing-education classes, sessions and attendance.', prerender: '/ce-admin', fetches: [...SESSION, '/api/ce/classes', '/api/ce/sessions'] },
];

/**
 * The GETs a page's boot script starts at once, and those it starts once the visitor is known to
 * be an admin: an admin's page's own (shared/admin-pages.ts), so an agent who opens it asks for
 * nothing the server refuses (D-221).
 */
export function bootFetchesOf(page: SitePage): { fetches: string[]; adminFetches: string[]; afterFetches: string[] } {
  const all = page.fetches ?? [];
  const afterFetches = page.afterFetches ?? [];
  if (!isAdminPath(`/${page.segment}`)) return { fetches: all, adminFetches: [], afterFetches };
  return { fetches: all.filter((path) => SESSION.includes(path)), adminFetches: all.filter((path) => !SESSION.includes(path)), afterFetches };
}

/** The site title (product/portal.md §1): "{name} - Greater Houston". */
export const siteTitle = (name: string) => `${name} - Greater Houston`;

/** The tab title of a page, as usePageTitle sets it once the page has loaded. */
export const pageTitle = (page: SitePage, businessName: string) => (page.title ? `${page.title} | ${businessName}` : siteTitle(businessName));

/** Where the build writes a page's HTML, relative to the site's root. */
export const pageHtmlPath = (page: SitePage) => (page.segment ? `${page.segment}/index.html` : 'index.html');

/** The HTML for any other path (the SPA's own 404 and pages not listed): the bare shell. */
export const SHELL_HTML = 'app.html';

/** The file that answers a page path (no file extension): its segment's page, else the shell. */
export function htmlPathFor(pathname: string): string {
  const segment = pathname.split('/')[1] ?? '';
  const page = SITE_PAGES.find((item) => item.segment === segment);
  if (page && (segment !== '' || pathname === '/')) return pageHtmlPath(page);
  return SHELL_HTML;
}
