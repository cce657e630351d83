import type { RouteObject } from 'react-router-dom';
import { PageLoader } from './components/page-loader';
import { PAGE_SHELLS } from './components/page-shells';
import { RouteError } from './components/route-error';
import type { SignedInRouteHandle } from './layout/app-layout';
import { AppRoot } from './layout/app-root';
import { collectPaths } from './route-paths';

// Only pages that exist are listed: every other path, /login included until it is
// built, is the 404 page. Each page is its own chunk (route-level code splitting).

/** Pages inside the signed-in layout (product/portal.md §2). A page added here gets its sidebar link. */
const signedInPages: RouteObject[] = [
  {
    path: 'dashboard',
    handle: { shell: PAGE_SHELLS.dashboard } satisfies SignedInRouteHandle,
    lazy: () => import('./features/dashboard/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
  },
  {
    path: 'my-inspections',
    handle: { shell: PAGE_SHELLS.inspections } satisfies SignedInRouteHandle,
    lazy: () => import('./features/inspections/inspections-page').then((m) => ({ Component: m.InspectionsPage })),
  },
  {
    path: 'update-info',
    handle: { shell: PAGE_SHELLS.profile } satisfies SignedInRouteHandle,
    lazy: () => import('./features/account/profile-page').then((m) => ({ Component: m.ProfilePage })),
  },
  {
    path: 'invite',
    handle: { shell: PAGE_SHELLS.invite } satisfies SignedInRouteHandle,
    lazy: () => import('./features/account/invite-page').then((m) => ({ Component: m.InvitePage })),
  },
  {
    path: 'order',
    handle: { shell: PAGE_SHELLS.order } satisfies SignedInRouteHandle,
    lazy: () => import('./features/booking/order-page').then((m) => ({ Component: m.OrderPage })),
  },
  {
    path: 'manage-auth',
    handle: { shell: PAGE_SHELLS.manageAuth } satisfies SignedInRouteHandle,
    lazy: () => import('./features/auth/manage-auth-page').then((m) => ({ Component: m.ManageAuthPage })),
  },
  // Admins only: nav-links.ts marks its link admin-only; the page sends agents to /dashboard.
  {
    path: 'admin-agents',
    handle: { shell: PAGE_SHELLS.adminAgents } satisfies SignedInRouteHandle,
    lazy: () => import('./features/agents/admin-agents-page').then((m) => ({ Component: m.AdminAgentsPage })),
  },
  // Admins only, as above: prices, capacity and blocked dates.
  {
    path: 'settings',
    handle: { shell: PAGE_SHELLS.settings } satisfies SignedInRouteHandle,
    lazy: () => import('./features/settings/settings-page').then((m) => ({ Component: m.SettingsPage })),
  },
  // Admins only, as above: the MLS open-house import (product/outreach.md §2) and the browser it links to.
  {
    path: 'open-house-upload',
    handle: { shell: PAGE_SHELLS.openHouseUpload } satisfies SignedInRouteHandle,
    lazy: () => import('./features/open-house/open-house-upload-page').then((m) => ({ Component: m.OpenHouseUploadPage })),
  },
  {
    path: 'open-house-browse',
    handle: { shell: PAGE_SHELLS.openHouseBrowse } satisfies SignedInRouteHandle,
    lazy: () => import('./features/open-house/open-house-browse-page').then((m) => ({ Component: m.OpenHouseBrowsePage })),
  },
  // Admins only, as above: the open-house route planner and the phone's route follower (product/outreach.md §2).
  {
    path: 'route-planner',
    handle: { shell: PAGE_SHELLS.routePlanner } satisfies SignedInRouteHandle,
    lazy: () => import('./features/route-planner/route-planner-page').then((m) => ({ Component: m.RoutePlannerPage })),
  },
  {
    path: 'mobile-route-follower',
    handle: { shell: PAGE_SHELLS.routeFollower } satisfies SignedInRouteHandle,
    lazy: () => import('./features/route-planner/mobile-route-follower-page').then((m) => ({ Component: m.MobileRouteFollowerPage })),
  },
  // Admins only, as above: the outreach log (product/outreach.md §2); its sections are addressed by the query.
  {
    path: 'agent-contacts',
    handle: { shell: PAGE_SHELLS.agentContacts } satisfies SignedInRouteHandle,
    lazy: () => import('./features/agent-contacts/agent-contacts-page').then((m) => ({ Component: m.ContactsPage })),
  },
  // Admins only, as above: CE classes, sessions and their QR codes (product/outreach.md §2).
  {
    path: 'ce-admin',
    handle: { shell: PAGE_SHELLS.ceAdmin } satisfies SignedInRouteHandle,
    lazy: () => import('./features/ce/ce-admin-page').then((m) => ({ Component: m.CeAdminPage })),
  },
  // The report viewer behind the payment gate (product/outreach.md §2); `?section=I.A` deep-links a section.
  {
    path: 'report/:bookingId',
    handle: { shell: PAGE_SHELLS.report } satisfies SignedInRouteHandle,
    lazy: () => import('./features/reports/report-page').then((m) => ({ Component: m.ReportPage })),
  },
];

/** Pages anyone may open. */
const publicPages: RouteObject[] = [
  { index: true, lazy: () => import('./features/landing/landing-page').then((m) => ({ Component: m.LandingPage })) },
  {
    path: 'privacy-policy',
    lazy: () => import('./features/legal/privacy-policy-page').then((m) => ({ Component: m.PrivacyPolicyPage })),
  },
  {
    path: 'terms-of-service',
    lazy: () => import('./features/legal/terms-of-service-page').then((m) => ({ Component: m.TermsOfServicePage })),
  },
  // Sign-in (product/portal.md §2) and the phone's side of a QR sign-in (product/outreach.md §2).
  { path: 'login', lazy: () => import('./features/auth/login-page').then((m) => ({ Component: m.LoginPage })) },
  {
    path: 'qr-approve/:token',
    lazy: () => import('./features/auth/qr-approve-page').then((m) => ({ Component: m.QrApprovePage })),
  },
  // Signup and recovery (product/portal.md §2), public: the visitor has no session yet.
  { path: 'signup', lazy: () => import('./features/auth/signup/signup-page').then((m) => ({ Component: m.SignupPage })) },
  {
    path: 'verify-email/:token',
    lazy: () => import('./features/auth/signup/verify-email-page').then((m) => ({ Component: m.VerifyEmailPage })),
  },
  {
    path: 'setup-auth/:userId',
    lazy: () => import('./features/auth/signup/setup-auth-page').then((m) => ({ Component: m.SetupAuthPage })),
  },
  {
    path: 'verify-phone/:userId',
    lazy: () => import('./features/auth/signup/verify-phone-page').then((m) => ({ Component: m.VerifyPhonePage })),
  },
  {
    path: 'pending-approval',
    lazy: () => import('./features/auth/signup/pending-approval-page').then((m) => ({ Component: m.PendingApprovalPage })),
  },
  {
    path: 'forgot-password',
    lazy: () => import('./features/auth/recovery/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })),
  },
  {
    path: 'reset-password/:token',
    lazy: () => import('./features/auth/recovery/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
  },
  // The client's agreement link (product/portal.md §2): public, {id} is the unguessable token.
  { path: 'sign/:id', lazy: () => import('./features/contracts/sign-page').then((m) => ({ Component: m.SignPage })) },
  // The client's report link (product/outreach.md §2): public, {token} is the unguessable download token.
  { path: 'download/:token', lazy: () => import('./features/payments/download-page').then((m) => ({ Component: m.DownloadPage })) },
  // Messages agents send other agents about our free CE classes (product/outreach.md §2, issue 11 point 5).
  { path: 'ce-class', lazy: () => import('./features/ce/share-page').then((m) => ({ Component: m.SharePage })) },
  // A CE session's QR code leads here (product/outreach.md §2): public, {token} is the session's unguessable link.
  { path: 'ce-attendance/:token', lazy: () => import('./features/ce/attendance-page').then((m) => ({ Component: m.AttendancePage })) },
  // The local stand-in for Stripe Checkout (no Stripe keys): public, as Stripe's page is.
  { path: 'checkout/:id', lazy: () => import('./features/payments/checkout-page').then((m) => ({ Component: m.CheckoutPage })) },
  // Outside the layout so it works signed out; the page itself hides in production.
  { path: 'dev/outbox', lazy: () => import('./features/dev/outbox-page').then((m) => ({ Component: m.OutboxPage })) },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppRoot />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      ...publicPages,
      {
        // The layout reads the table's paths to derive its links; it loads lazily, after the table exists.
        lazy: () =>
          import('./layout/app-layout').then(({ AppLayout }) => ({ element: <AppLayout pagePaths={pagePaths} /> })),
        children: signedInPages,
      },
      { path: '*', lazy: () => import('./components/not-found-page').then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
];

const pagePaths = collectPaths(routes);
