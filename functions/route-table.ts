// THE route table (product/platform.md §2): one entry per /api route, one Lambda per entry.
// Read by the CDK stack, by the local gateway and by the access-matrix test, so a
// route exists everywhere or nowhere.

import { decodeOrUndefined } from '#shared/percent-decoding.js';

export type Access = 'public' | 'user' | 'admin';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Module =
  | 'auth'
  | 'account'
  | 'agents'
  | 'booking'
  | 'inspections'
  | 'contracts'
  | 'reports'
  | 'payments'
  | 'ce'
  | 'open-house'
  | 'agent-contacts'
  | 'route-planner'
  | 'settings'
  | 'dashboard'
  | 'dev';

/** What a function may touch beyond reading the table; the stack grants exactly this. */
export type Grant = 'table:write' | 'files:read' | 'files:write' | 'files:delete' | 'secrets:stripe';

export interface Route {
  method: Method;
  /** API Gateway path, `{name}` for a path parameter. */
  path: string;
  /** Handler file under functions/, without extension; it exports `handler`. */
  handler: string;
  access: Access;
  module: Module;
  grants: Grant[];
  /** Lambda memory in MB; scrypt needs more than the default (product/platform.md §6). */
  memory?: number;
  /** Lambda timeout in seconds, when 10 is not enough. */
  timeout?: number;
}

/** scrypt needs 128 MiB of its own (functions/auth/passwords.ts). */
const HASHING = 512;
const W: Grant[] = ['table:write'];
/**
 * Uploads decode and re-encode the image in JavaScript and WebAssembly (D-120): a
 * 12-megapixel photo takes seconds of one CPU, and Lambda gives a whole vCPU at 1,769 MB;
 * 25 seconds for a picture at the limit, inside CloudFront's 30-second origin timeout.
 */
const IMAGE_UPLOAD = { memory: 1769, timeout: 25 };
/** An open-house export of 5,000 listings (2 MB of JSON): read item by item, then some 400 batched writes. */
const BULK_IMPORT = { memory: 1024, timeout: 25 };

/** 500 listings: a 250,000-cell travel matrix and up to 2 s of search, on a whole vCPU. */
const ROUTE_PLANNING = { memory: 1769, timeout: 15 };

export const routes: Route[] = [
  // account
  { method: 'GET', path: '/api/session', handler: 'account/get-session', access: 'public', module: 'account', grants: [] },
  { method: 'GET', path: '/api/update-info', handler: 'account/get-update-info', access: 'user', module: 'account', grants: [] },
  { method: 'POST', path: '/api/update-info', handler: 'account/post-update-info', access: 'user', module: 'account', grants: W },
  { method: 'POST', path: '/api/agent/upload-photo', handler: 'account/post-agent-upload-photo', access: 'user', module: 'account', grants: [...W, 'files:write'], ...IMAGE_UPLOAD },
  { method: 'GET', path: '/api/agent/photo/{id}', handler: 'account/get-agent-photo', access: 'user', module: 'account', grants: ['files:read'] },
  { method: 'POST', path: '/api/invite-agent', handler: 'account/post-invite-agent', access: 'user', module: 'account', grants: W },
  { method: 'GET', path: '/api/invite/{token}', handler: 'account/get-invite', access: 'public', module: 'account', grants: W },
  // auth: signup
  { method: 'POST', path: '/api/signup', handler: 'auth/post-signup', access: 'public', module: 'auth', grants: W },
  { method: 'GET', path: '/api/verify-email/{token}', handler: 'auth/get-verify-email', access: 'public', module: 'auth', grants: W },
  { method: 'POST', path: '/api/setup-auth/{userId}', handler: 'auth/post-setup-auth', access: 'public', module: 'auth', grants: W, memory: HASHING },
  { method: 'POST', path: '/api/send-phone-code', handler: 'auth/post-send-phone-code', access: 'public', module: 'auth', grants: W },
  { method: 'POST', path: '/api/verify-phone', handler: 'auth/post-verify-phone', access: 'public', module: 'auth', grants: W },
  // auth: sign-in
  { method: 'POST', path: '/api/check-auth-methods', handler: 'auth/post-check-auth-methods', access: 'public', module: 'auth', grants: W },
  { method: 'POST', path: '/api/login', handler: 'auth/post-login', access: 'public', module: 'auth', grants: W, memory: HASHING },
  { method: 'POST', path: '/api/logout', handler: 'auth/post-logout', access: 'public', module: 'auth', grants: W },
  { method: 'POST', path: '/api/webauthn/register-options', handler: 'auth/post-webauthn-register-options', access: 'public', module: 'auth', grants: W },
  { method: 'POST', path: '/api/webauthn/register-verify', handler: 'auth/post-webauthn-register-verify', access: 'public', module: 'auth', grants: W },
  { method: 'POST', path: '/api/webauthn/login-options', handler: 'auth/post-webauthn-login-options', access: 'public', module: 'auth', grants: W },
  { method: 'POST', path: '/api/webauthn/login-verify', handler: 'auth/post-webauthn-login-verify', access: 'public', module: 'auth', grants: W },
  { method: 'POST', path: '/api/webauthn/remove-credential', handler: 'auth/post-webauthn-remove-credential', access: 'user', module: 'auth', grants: W },
  { method: 'POST', path: '/api/qr-login/generate', handler: 'auth/post-qr-login-generate', access: 'public', module: 'auth', grants: W },
  { method: 'GET', path: '/api/qr-login/status/{sessionId}', handler: 'auth/get-qr-login-status', access: 'public', module: 'auth', grants: [] },
  { method: 'POST', path: '/api/qr-login/complete/{sessionId}', handler: 'auth/post-qr-login-complete', access: 'public', module: 'auth', grants: W },
  { method: 'GET', path: '/api/qr-login/info/{token}', handler: 'auth/get-qr-login-info', access: 'public', module: 'auth', grants: W },
  { method: 'POST', path: '/api/qr-login/approve/{token}', handler: 'auth/post-qr-login-approve', access: 'public', module: 'auth', grants: W },
  { method: 'POST', path: '/api/qr-login/decline/{token}', handler: 'auth/post-qr-login-decline', access: 'public', module: 'auth', grants: W },
  { method: 'POST', path: '/api/reset-password', handler: 'auth/post-reset-password', access: 'public', module: 'auth', grants: W },
  { method: 'GET', path: '/api/reset-password/{token}', handler: 'auth/get-reset-password', access: 'public', module: 'auth', grants: W },
  { method: 'POST', path: '/api/reset-password/{token}', handler: 'auth/post-reset-password-token', access: 'public', module: 'auth', grants: W, memory: HASHING },
  { method: 'GET', path: '/api/auth-methods', handler: 'auth/get-auth-methods', access: 'user', module: 'auth', grants: [] },
  { method: 'POST', path: '/api/auth-methods', handler: 'auth/post-auth-methods', access: 'user', module: 'auth', grants: W, memory: HASHING },
  // agents (admin)
  { method: 'GET', path: '/api/admin/agents', handler: 'agents/get-admin-agents', access: 'admin', module: 'agents', grants: [] },
  { method: 'POST', path: '/api/admin/agents', handler: 'agents/post-admin-agents', access: 'admin', module: 'agents', grants: W },
  { method: 'PUT', path: '/api/admin/agents/{id}', handler: 'agents/put-admin-agents', access: 'admin', module: 'agents', grants: W },
  // booking (the order wizard)
  { method: 'POST', path: '/api/property-info', handler: 'booking/post-property-info', access: 'user', module: 'booking', grants: W },
  { method: 'POST', path: '/api/booking-photo', handler: 'booking/post-booking-photo', access: 'user', module: 'booking', grants: [...W, 'files:write'], ...IMAGE_UPLOAD },
  { method: 'GET', path: '/api/booking-photo', handler: 'booking/get-booking-photo', access: 'user', module: 'booking', grants: ['files:read'] },
  { method: 'POST', path: '/api/property-details', handler: 'booking/post-property-details', access: 'user', module: 'booking', grants: W },
  { method: 'POST', path: '/api/quote', handler: 'booking/post-quote', access: 'user', module: 'booking', grants: [] },
  { method: 'POST', path: '/api/quote-accepted', handler: 'booking/post-quote-accepted', access: 'user', module: 'booking', grants: W },
  { method: 'POST', path: '/api/client-info', handler: 'booking/post-client-info', access: 'user', module: 'booking', grants: W },
  { method: 'POST', path: '/api/agent-info', handler: 'booking/post-agent-info', access: 'user', module: 'booking', grants: W },
  { method: 'GET', path: '/api/available-dates', handler: 'booking/get-available-dates', access: 'user', module: 'booking', grants: [] },
  { method: 'POST', path: '/api/date-selection', handler: 'booking/post-date-selection', access: 'user', module: 'booking', grants: W },
  { method: 'GET', path: '/api/booking-progress', handler: 'booking/get-booking-progress', access: 'user', module: 'booking', grants: [] },
  { method: 'DELETE', path: '/api/booking-progress', handler: 'booking/delete-booking-progress', access: 'user', module: 'booking', grants: W },
  { method: 'POST', path: '/api/step-back', handler: 'booking/post-step-back', access: 'user', module: 'booking', grants: W },
  { method: 'POST', path: '/api/book', handler: 'booking/post-book', access: 'user', module: 'booking', grants: W },
  // inspections (list, images, scheduling, cancellation)
  { method: 'GET', path: '/api/inspections', handler: 'inspections/get-inspections', access: 'user', module: 'inspections', grants: [] },
  { method: 'POST', path: '/api/inspections/{id}/upload-image', handler: 'inspections/post-inspections-upload-image', access: 'user', module: 'inspections', grants: [...W, 'files:write'], ...IMAGE_UPLOAD },
  { method: 'GET', path: '/api/inspections/{id}/image', handler: 'inspections/get-inspections-image', access: 'user', module: 'inspections', grants: ['files:read'] },
  { method: 'POST', path: '/api/inspections/{id}/cancel', handler: 'inspections/post-inspections-cancel', access: 'user', module: 'inspections', grants: W },
  { method: 'PUT', path: '/api/inspections/{id}/option-period', handler: 'inspections/put-inspections-option-period', access: 'user', module: 'inspections', grants: W },
  { method: 'POST', path: '/api/admin/inspections', handler: 'inspections/post-admin-inspections', access: 'admin', module: 'inspections', grants: W },
  { method: 'POST', path: '/api/admin/inspections/{id}/resend-contract', handler: 'inspections/post-admin-inspections-resend-contract', access: 'admin', module: 'inspections', grants: W },
  // contracts (signing)
  { method: 'GET', path: '/api/sign/{id}', handler: 'contracts/get-sign', access: 'public', module: 'contracts', grants: W },
  { method: 'POST', path: '/api/sign/{id}', handler: 'contracts/post-sign', access: 'public', module: 'contracts', grants: [...W, 'files:write', 'files:delete'] },
  { method: 'GET', path: '/api/inspections/{id}/contract.pdf', handler: 'contracts/get-inspections-contract-pdf', access: 'user', module: 'contracts', grants: ['files:read'] },
  // reports (publishing and the viewer behind the payment gate)
  { method: 'POST', path: '/api/admin/inspections/{id}/report-upload', handler: 'reports/post-admin-inspections-report-upload', access: 'admin', module: 'reports', grants: ['files:write'] },
  { method: 'POST', path: '/api/admin/inspections/{id}/report', handler: 'reports/post-admin-inspections-report', access: 'admin', module: 'reports', grants: [...W, 'files:read', 'files:write'] },
  { method: 'GET', path: '/api/inspection-data/{bookingId}', handler: 'reports/get-inspection-data', access: 'user', module: 'reports', grants: [] },
  { method: 'GET', path: '/api/report/{id}/pdf', handler: 'reports/get-report-pdf', access: 'user', module: 'reports', grants: ['files:read'] },
  { method: 'GET', path: '/api/report/{id}/photos/{name}', handler: 'reports/get-report-photo', access: 'user', module: 'reports', grants: ['files:read'] },
  { method: 'PUT', path: '/api/admin/settings/report-disclaimer', handler: 'reports/put-admin-settings-report-disclaimer', access: 'admin', module: 'reports', grants: W },
  { method: 'GET', path: '/api/inspections/{id}/repair-request', handler: 'reports/get-inspections-repair-request', access: 'user', module: 'reports', grants: [] },
  { method: 'PUT', path: '/api/inspections/{id}/repair-request', handler: 'reports/put-inspections-repair-request', access: 'user', module: 'reports', grants: W },
  // payments (payment request, the client's link, checkout, provider confirmation)
  { method: 'POST', path: '/api/admin/send-payment-request/{id}', handler: 'payments/post-admin-send-payment-request', access: 'admin', module: 'payments', grants: W },
  { method: 'GET', path: '/api/download/{token}', handler: 'payments/get-download', access: 'public', module: 'payments', grants: W },
  { method: 'GET', path: '/api/download-pdf/{token}', handler: 'payments/get-download-pdf', access: 'public', module: 'payments', grants: [...W, 'files:read'] },
  { method: 'GET', path: '/api/download/{token}/photos/{name}', handler: 'payments/get-download-photo', access: 'public', module: 'payments', grants: [...W, 'files:read'] },
  { method: 'POST', path: '/api/client-checkout/{token}', handler: 'payments/post-client-checkout', access: 'public', module: 'payments', grants: [...W, 'secrets:stripe'] },
  { method: 'GET', path: '/api/agent-payment/{bookingId}', handler: 'payments/get-agent-payment', access: 'user', module: 'payments', grants: [...W, 'secrets:stripe'] },
  { method: 'POST', path: '/api/payments/stripe-webhook', handler: 'payments/post-payments-stripe-webhook', access: 'public', module: 'payments', grants: [...W, 'secrets:stripe'] },
  { method: 'GET', path: '/api/local-checkout/{id}', handler: 'payments/get-local-checkout', access: 'public', module: 'payments', grants: W },
  { method: 'POST', path: '/api/local-checkout/{id}', handler: 'payments/post-local-checkout', access: 'public', module: 'payments', grants: W },
  // CE reports and rosters (admin)
  { method: 'GET', path: '/api/ce/attendance-report', handler: 'ce/get-ce-attendance-report', access: 'admin', module: 'ce', grants: [] },
  { method: 'GET', path: '/api/ce/sessions/{id}/roster', handler: 'ce/get-ce-session-roster', access: 'admin', module: 'ce', grants: [] },
  { method: 'GET', path: '/api/ce/roster-settings', handler: 'ce/get-ce-roster-settings', access: 'admin', module: 'ce', grants: [] },
  { method: 'PUT', path: '/api/ce/roster-settings', handler: 'ce/put-ce-roster-settings', access: 'admin', module: 'ce', grants: W },
  { method: 'POST', path: '/api/ce/licensee-imports/upload', handler: 'ce/post-ce-licensee-upload', access: 'admin', module: 'ce', grants: ['files:write'] },
  { method: 'POST', path: '/api/ce/licensee-imports', handler: 'ce/post-ce-licensee-imports', access: 'admin', module: 'ce', grants: [...W, 'files:read'] },
  { method: 'GET', path: '/api/ce/licensee-imports', handler: 'ce/get-ce-licensee-imports', access: 'admin', module: 'ce', grants: [] },
  // open-house data (admin)
  { method: 'POST', path: '/api/open-house/preview', handler: 'open-house/post-open-house-preview', access: 'admin', module: 'open-house', grants: [], ...BULK_IMPORT },
  { method: 'POST', path: '/api/open-house/import', handler: 'open-house/post-open-house-import', access: 'admin', module: 'open-house', grants: W, ...BULK_IMPORT },
  { method: 'GET', path: '/api/open-house/stats', handler: 'open-house/get-open-house-stats', access: 'admin', module: 'open-house', grants: [] },
  { method: 'GET', path: '/api/open-house/dates', handler: 'open-house/get-open-house-dates', access: 'admin', module: 'open-house', grants: [] },
  { method: 'GET', path: '/api/open-house/listings', handler: 'open-house/get-open-house-listings', access: 'admin', module: 'open-house', grants: [] },
  // route planner (admin): the optimizer runs inside the function (planTimeLimitMs in route-planner/day-problem.ts)
  { method: 'GET', path: '/api/route-planner/available-dates', handler: 'route-planner/get-route-planner-available-dates', access: 'admin', module: 'route-planner', grants: [] },
  { method: 'POST', path: '/api/route-planner/optimize', handler: 'route-planner/post-route-planner-optimize', access: 'admin', module: 'route-planner', grants: [], ...ROUTE_PLANNING },
  { method: 'POST', path: '/api/route-planner/generate-map', handler: 'route-planner/post-route-planner-generate-map', access: 'admin', module: 'route-planner', grants: [] },
  { method: 'POST', path: '/api/routes/save', handler: 'route-planner/post-routes-save', access: 'admin', module: 'route-planner', grants: W },
  // Before /api/routes/{id}: the first match wins, as API Gateway prefers the literal path.
  { method: 'GET', path: '/api/routes/my-routes', handler: 'route-planner/get-routes-my-routes', access: 'admin', module: 'route-planner', grants: [] },
  { method: 'GET', path: '/api/routes/{id}', handler: 'route-planner/get-routes-id', access: 'admin', module: 'route-planner', grants: [] },
  // A saved route on the road (D-228): each stop's progress, and the rest of the day planned again within 2 s.
  { method: 'PUT', path: '/api/routes/{id}/progress', handler: 'route-planner/put-routes-progress', access: 'admin', module: 'route-planner', grants: W },
  { method: 'POST', path: '/api/routes/{id}/replan', handler: 'route-planner/post-routes-replan', access: 'admin', module: 'route-planner', grants: W, ...ROUTE_PLANNING },
  { method: 'PUT', path: '/api/admin/settings/route-planner', handler: 'route-planner/put-admin-settings-route-planner', access: 'admin', module: 'route-planner', grants: W },
  // agent contacts (admin): the business's outreach log (product/outreach.md §7 "Agent contacts")
  { method: 'GET', path: '/api/agent-contacts', handler: 'agent-contacts/get-agent-contacts', access: 'admin', module: 'agent-contacts', grants: [] },
  { method: 'POST', path: '/api/agent-contacts', handler: 'agent-contacts/post-agent-contacts', access: 'admin', module: 'agent-contacts', grants: W },
  { method: 'PUT', path: '/api/agent-contacts/{id}', handler: 'agent-contacts/put-agent-contacts', access: 'admin', module: 'agent-contacts', grants: W },
  { method: 'GET', path: '/api/agent-contacts/stats', handler: 'agent-contacts/get-agent-contacts-stats', access: 'admin', module: 'agent-contacts', grants: [] },
  { method: 'GET', path: '/api/agent-contacts/search-agents', handler: 'agent-contacts/get-agent-contacts-search-agents', access: 'admin', module: 'agent-contacts', grants: [] },
  { method: 'GET', path: '/api/agent-contacts/todays-open-houses', handler: 'agent-contacts/get-agent-contacts-todays-open-houses', access: 'admin', module: 'agent-contacts', grants: [] },
  { method: 'GET', path: '/api/agent-contacts/agent-history/{licenseNumber}', handler: 'agent-contacts/get-agent-contacts-agent-history', access: 'admin', module: 'agent-contacts', grants: [] },
  // continuing education: admin (classes, sessions, attendees) and the public attendance page
  { method: 'GET', path: '/api/ce/classes', handler: 'ce/get-ce-classes', access: 'admin', module: 'ce', grants: [] },
  { method: 'POST', path: '/api/ce/classes', handler: 'ce/post-ce-classes', access: 'admin', module: 'ce', grants: W },
  { method: 'PUT', path: '/api/ce/classes/{id}', handler: 'ce/put-ce-classes', access: 'admin', module: 'ce', grants: W },
  { method: 'DELETE', path: '/api/ce/classes/{id}', handler: 'ce/delete-ce-classes', access: 'admin', module: 'ce', grants: W },
  { method: 'GET', path: '/api/ce/sessions', handler: 'ce/get-ce-sessions', access: 'admin', module: 'ce', grants: [] },
  { method: 'POST', path: '/api/ce/sessions', handler: 'ce/post-ce-sessions', access: 'admin', module: 'ce', grants: W },
  { method: 'PUT', path: '/api/ce/sessions/{id}', handler: 'ce/put-ce-sessions', access: 'admin', module: 'ce', grants: W },
  { method: 'DELETE', path: '/api/ce/sessions/{id}', handler: 'ce/delete-ce-sessions', access: 'admin', module: 'ce', grants: W },
  { method: 'GET', path: '/api/ce/sessions/{id}/attendees', handler: 'ce/get-ce-sessions-attendees', access: 'admin', module: 'ce', grants: [] },
  { method: 'GET', path: '/api/ce/sessions/{id}/qr', handler: 'ce/get-ce-sessions-qr', access: 'admin', module: 'ce', grants: [] },
  { method: 'DELETE', path: '/api/ce/attendance/{id}', handler: 'ce/delete-ce-attendance', access: 'admin', module: 'ce', grants: W },
  // Public: the link's token is the only key; misses are limited (functions/http/misses.ts), writes of rate counters need W.
  { method: 'GET', path: '/api/ce/public/session-info/{token}', handler: 'ce/get-ce-public-session-info', access: 'public', module: 'ce', grants: W },
  { method: 'GET', path: '/api/ce/public/search-students', handler: 'ce/get-ce-public-search-students', access: 'public', module: 'ce', grants: W },
  // Not in the spec's calls: the share page names the next session (issue 11 point 5; D-142).
  { method: 'GET', path: '/api/ce/public/next-session', handler: 'ce/get-ce-public-next-session', access: 'public', module: 'ce', grants: [] },
  { method: 'POST', path: '/api/ce/public/log-attendance', handler: 'ce/post-ce-public-log-attendance', access: 'public', module: 'ce', grants: W },
  // settings and development aids
  { method: 'GET', path: '/api/business-info', handler: 'settings/get-business-info', access: 'public', module: 'settings', grants: [] },
  { method: 'GET', path: '/api/admin/settings', handler: 'settings/get-admin-settings', access: 'admin', module: 'settings', grants: [] },
  { method: 'PUT', path: '/api/admin/settings/pricing', handler: 'settings/put-admin-settings-pricing', access: 'admin', module: 'settings', grants: W },
  { method: 'PUT', path: '/api/admin/settings/capacity', handler: 'settings/put-admin-settings-capacity', access: 'admin', module: 'settings', grants: W },
  { method: 'POST', path: '/api/admin/blocked-dates', handler: 'settings/post-admin-blocked-dates', access: 'admin', module: 'settings', grants: W },
  { method: 'DELETE', path: '/api/admin/blocked-dates/{date}', handler: 'settings/delete-admin-blocked-dates', access: 'admin', module: 'settings', grants: W },
  { method: 'PUT', path: '/api/admin/settings/report-promise', handler: 'settings/put-admin-settings-report-promise', access: 'admin', module: 'settings', grants: W },
  // Not in the spec's calls: the dashboard's work queue (issue 15; D-158..D-160).
  { method: 'GET', path: '/api/dashboard', handler: 'dashboard/get-dashboard', access: 'user', module: 'dashboard', grants: [] },
  { method: 'POST', path: '/api/dashboard/done/{bookingId}', handler: 'dashboard/post-dashboard-done', access: 'user', module: 'dashboard', grants: W },
  { method: 'GET', path: '/api/dev/outbox', handler: 'dev/get-outbox', access: 'public', module: 'dev', grants: [] },
];

/** `GET /api/sign/{id}`: the key API Gateway puts in `event.routeKey`. */
export const routeKey = (route: Pick<Route, 'method' | 'path'>) => `${route.method} ${route.path}`;

/** A stable CloudFormation-safe name for a route's function, e.g. `GetApiSignId`. */
export function routeName(route: Pick<Route, 'method' | 'path'>): string {
  const words = `${route.method.toLowerCase()} ${route.path}`.split(/[^a-zA-Z0-9]+/).filter(Boolean);
  return words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

export interface RouteMatch {
  route: Route;
  params: Record<string, string>;
  /** A path parameter is not valid percent-encoding (`%ZZ`): API Gateway answers 400 before any function. */
  isMalformed: boolean;
}

/** Finds the route for a request path; path parameters come back by name, decoded. */
export function matchRoute(method: string, path: string, table: Route[] = routes): RouteMatch | undefined {
  for (const route of table) {
    if (route.method !== method) continue;
    const match = matchPath(route.path, path);
    if (match) return { route, ...match };
  }
  return undefined;
}

function matchPath(pattern: string, path: string): Omit<RouteMatch, 'route'> | undefined {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  let isMalformed = false;
  for (let i = 0; i < want.length; i++) {
    const part = want[i]!;
    const value = got[i]!;
    if (part.startsWith('{') && part.endsWith('}')) {
      if (!value) return undefined;
      const decoded = decodeOrUndefined(value);
      isMalformed ||= decoded === undefined;
      params[part.slice(1, -1)] = decoded ?? value;
    } else if (part !== value) {
      return undefined;
    }
  }
  return { params, isMalformed };
}
