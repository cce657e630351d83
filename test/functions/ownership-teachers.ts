import type { UserItem } from '#functions/data/users.js';
import { getDeps } from '#functions/deps.js';
import { matchRoute, type Method } from '#functions/route-table.js';
import { payAsAgent } from '#infra/cli/seed-reports.js';
import { addDays, dateIn } from '#shared/dates.js';
import { sameSite } from '#test/support/accounts.js';
import { call, cookiePair, lastMessageTo, lettersOf, linkToken, loadHandler, makeUser, type ApiCall } from '#test/support/api.js';
import { makeBooking, preferredDates } from '#test/support/bookings.js';
import { card, pngOf } from '#test/support/images.js';
import { makeSignedBooking, publishReport, SAMPLE_SECTIONS, samplePdf, uploadReportPdf } from '#test/support/reports.js';
import type { SoftAuthenticator } from '#test/support/soft-authenticator.js';
import { eventContact, logContact } from './agent-contacts/support.js';
import { businessToday, createClass, createSession, importHolders } from './ce/ce-support.js';
import { requestPayment } from './payments/support.js';
import { freshDay, importDay, optimize } from './route-planner/support.js';

// The ownership sweep's teachers (issue 31 point 1): for each route path with a parameter,
// how to make agent A's real resource of that kind (or the real link a client holds), through
// the product's own routes. ownership-sweep.test.ts fails for a path with no teacher here.

export interface Account {
  user: UserItem;
  token: string;
}

export interface World {
  /** The owner of every agent resource. */
  a: Account;
  /** The other agent, signed in and approved, who must get nothing of A's. */
  b: Account;
  admin: Account;
  /** A's passkey: QR logins are approved with it. */
  passkey: SoftAuthenticator;
  /** An http server of the test serving `/panel.png`, for report photos. */
  photoBase: string;
}

/** A real request on A's resource: B sends the same one, so only ownership can refuse it. */
export interface Probe {
  params: Record<string, string>;
  body?: unknown;
  rawBody?: Buffer;
  headers?: Record<string, string>;
  /** Cookies that bind the resource to the owner's browser (signup, QR login): B never has them. */
  ownerCookies?: string[];
  /** On a route public by design, the parameter that is the link's secret: B tries a forged one. */
  secret?: string;
  /** A query string the route needs, without `?`. */
  query?: string;
}

export type Teacher = (world: World, method: Method) => Promise<Probe>;

/** Calls the route a request names, as the browser would (same origin). */
export async function send(request: string, options: ApiCall = {}) {
  const [method, url] = request.split(' ') as [string, string];
  const match = matchRoute(method, new URL(url, 'http://localhost').pathname);
  if (!match) throw new Error(`No route for ${request}`);
  return call(await loadHandler(match.route.handler), request, { ...options, headers: { ...sameSite, ...options.headers } });
}

/** `send`, for a setup step that must work. */
async function ok(request: string, options: ApiCall = {}) {
  const answer = await send(request, options);
  if (answer.status >= 400) throw new Error(`${request}: ${answer.status} ${JSON.stringify(answer.json)}`);
  return answer;
}

let serial = 0;
const next = () => ++serial;
const stamp = () => `${String(Date.now() % 100_000).padStart(5, '0')}${next() % 10}`;

/** A multipart body with one image part, as the browser's FormData sends it. */
function imageForm(field: string): Pick<Probe, 'rawBody' | 'headers'> {
  const boundary = '----sweep-boundary';
  const rawBody = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="house.png"\r\nContent-Type: image/png\r\n\r\n`),
    pngOf(card(4, 4)),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { rawBody, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const signBody = { full_name: 'Casey Client', agreed: true, signature_data: SIGNATURE };

/** Each assignment takes a later day: the business does two inspections a day. */
let daysAhead = 10;
async function contractSent(world: World) {
  const dates = preferredDates((daysAhead += 3));
  const booking = await makeBooking(world.a.user, { preferred_dates: dates });
  await ok('POST /api/admin/inspections', { token: world.admin.token, body: { booking_id: booking.id, selected_date: dates[0], inspection_time: '9AM-2PM' } });
  return { booking, token: linkToken((await lastMessageTo(booking.client_email)).text, '/sign/') };
}

/** A's booking with a published report whose one photo was copied into the bucket. */
async function reported(world: World) {
  const booking = await makeSignedBooking(world.a.user);
  await publishReport(world.admin.token, booking.id, { sections: [{ ...SAMPLE_SECTIONS[0]!, photos: [`${world.photoBase}/panel.png`] }] });
  const data = await ok(`GET /api/inspection-data/${booking.id}`, { token: world.admin.token });
  const photo = String((data.json.reportData as { photos: string[] }[]).flatMap((section) => section.photos)[0]);
  return { booking, photo: photo.slice(photo.lastIndexOf('/') + 1) };
}

async function paymentRequested(world: World) {
  const { booking, photo } = await reported(world);
  return { booking, photo, token: await requestPayment(world.admin.token, booking) };
}

/** Paid by A at the checkout, as the product's seed pays: the report opens, and waits on A's dashboard to be read. */
async function paid(world: World) {
  const requested = await paymentRequested(world);
  await payAsAgent(getDeps(), world.a.user, requested.booking.id);
  return requested;
}

/** Someone signing up: the verification link's token and, once opened, the browser's cookie. */
async function signUp() {
  const n = stamp();
  const email = `sweep.${n}@example.com`;
  const signup = await ok('POST /api/signup', { body: { first_name: 'Sam', last_name: 'Sweep', email, phone: `2815${n.slice(-6)}`, company: 'Sweep Realty', smsConsent: true } });
  return { userId: String(signup.json.user_id), token: linkToken((await lastMessageTo(email)).text, '/verify-email/') };
}

/** A QR login generated by a browser: its id, its binding cookie and the link the phone opens. */
async function qrLogin() {
  const answer = await ok('POST /api/qr-login/generate', { body: {} });
  return { sessionId: String(answer.json.session_id), cookie: cookiePair(answer.cookies[0]), link: String(answer.json.qr_url).split('/qr-approve/')[1]! };
}

/** A's passkey approving a QR link, with user verification. */
async function approval(world: World) {
  const options = await ok('POST /api/webauthn/login-options', { body: { user_verification: 'required' } });
  return { credential: world.passkey.assert(options.json, true) };
}

async function ceSession(world: World) {
  return createSession(world.admin.token, (await createClass(world.admin.token)).id);
}

/** A route the admin planned and saved on a day of its own: its id and first stop's MLS number. */
async function savedRoute(world: World): Promise<{ id: string; firstStop: string }> {
  const day = freshDay();
  await importDay(world.admin.token, day, [{ hours: '10AM-12PM' }, { hours: '1-3PM' }]);
  const plan = (await optimize(world.admin.token, { date: day.date })).plan!;
  const saved = await ok('POST /api/routes/save', {
    token: world.admin.token,
    body: { route_name: 'Saturday Heights', date: day.date, route_data: plan.route, parameters: { visit_duration_minutes: 5, start_time: '09:00', dedupe_agents: true, summary: plan.summary } },
  });
  return { id: String(saved.json.route.id), firstStop: plan.route[0]!.listing.mls };
}

export const teachers: Record<string, Teacher> = {
  '/api/agent/photo/{id}': async (world) => {
    await ok('POST /api/agent/upload-photo', { token: world.a.token, ...imageForm('photo') });
    return { params: { id: world.a.user.id } };
  },
  '/api/invite/{token}': async (world) => {
    const email = `invitee.${stamp()}@example.com`;
    await ok('POST /api/invite-agent', { token: world.a.token, body: { first_name: 'Ivy', last_name: `Reyes${lettersOf(next())}`, email, phone: `3465${stamp().slice(-6)}` } });
    return { params: { token: /[?&]invite=([A-Za-z0-9_-]+)/.exec((await lastMessageTo(email)).text)![1]! }, secret: 'token' };
  },
  '/api/verify-email/{token}': async () => ({ params: { token: (await signUp()).token }, secret: 'token' }),
  '/api/setup-auth/{userId}': async () => {
    const { userId, token } = await signUp();
    const opened = await ok(`GET /api/verify-email/${token}`);
    return { params: { userId }, ownerCookies: [cookiePair(opened.cookies[0])], body: { auth_method: 'password', password: 'porch-light-9' } };
  },
  '/api/qr-login/status/{sessionId}': async () => {
    const qr = await qrLogin();
    return { params: { sessionId: qr.sessionId }, ownerCookies: [qr.cookie] };
  },
  // Approved by A's phone: what B would love to complete.
  '/api/qr-login/complete/{sessionId}': async (world) => {
    const qr = await qrLogin();
    await ok(`POST /api/qr-login/approve/${qr.link}`, { body: await approval(world) });
    return { params: { sessionId: qr.sessionId }, ownerCookies: [qr.cookie] };
  },
  '/api/qr-login/info/{token}': async () => ({ params: { token: (await qrLogin()).link }, secret: 'token' }),
  '/api/qr-login/approve/{token}': async (world) => ({ params: { token: (await qrLogin()).link }, secret: 'token', body: await approval(world) }),
  '/api/qr-login/decline/{token}': async () => ({ params: { token: (await qrLogin()).link }, secret: 'token' }),
  // Another account's reset: a reset ends the account's sessions, and A's must live on.
  '/api/reset-password/{token}': async () => {
    const { user } = await makeUser();
    await ok('POST /api/reset-password', { body: { email: user.email } });
    return { params: { token: linkToken((await lastMessageTo(user.email)).text, '/reset-password/') }, secret: 'token', body: { password: 'new-porch-light-9' } };
  },
  '/api/admin/agents/{id}': async ({ a }) => ({
    params: { id: a.user.id },
    body: { first_name: a.user.first_name, last_name: a.user.last_name, email: a.user.email, phone: a.user.phone, company: a.user.company, license_number: '' },
  }),
  '/api/inspections/{id}/upload-image': async (world) => ({ params: { id: (await makeBooking(world.a.user)).id }, ...imageForm('image') }),
  '/api/inspections/{id}/image': async (world) => {
    const { id } = await makeBooking(world.a.user);
    await ok(`POST /api/inspections/${id}/upload-image`, { token: world.a.token, ...imageForm('image') });
    return { params: { id } };
  },
  '/api/inspections/{id}/cancel': async (world) => ({ params: { id: (await makeBooking(world.a.user)).id }, body: {} }),
  '/api/inspections/{id}/option-period': async (world) => ({
    params: { id: (await makeBooking(world.a.user)).id },
    body: { contract_effective_date: '2026-11-23', option_period_days: 5 },
  }),
  '/api/admin/inspections/{id}/resend-contract': async (world) => ({ params: { id: (await contractSent(world)).booking.id }, body: {} }),
  '/api/sign/{id}': async (world, method) => ({ params: { id: (await contractSent(world)).token }, secret: 'id', ...(method === 'POST' ? { body: signBody } : {}) }),
  '/api/inspections/{id}/contract.pdf': async (world) => {
    const { booking, token } = await contractSent(world);
    await ok(`POST /api/sign/${token}`, { body: signBody });
    return { params: { id: booking.id } };
  },
  '/api/admin/inspections/{id}/report-upload': async (world) => ({
    params: { id: (await makeSignedBooking(world.a.user)).id },
    body: { content_type: 'application/pdf', size: samplePdf().length },
  }),
  '/api/admin/inspections/{id}/report': async (world) => {
    const { id } = await makeSignedBooking(world.a.user);
    const { upload_id } = await uploadReportPdf(world.admin.token, id, samplePdf());
    return { params: { id }, body: { upload_id, sections: SAMPLE_SECTIONS } };
  },
  '/api/inspection-data/{bookingId}': async (world) => ({ params: { bookingId: (await paid(world)).booking.id } }),
  '/api/report/{id}/pdf': async (world) => ({ params: { id: (await paid(world)).booking.id } }),
  // A's saved request on A's paid report: B neither reads, exports nor overwrites it.
  '/api/inspections/{id}/repair-request': async (world, method) => {
    const { id } = (await paid(world)).booking;
    await ok(`PUT /api/inspections/${id}/repair-request`, { token: world.a.token, body: { items: [{ section_code: 'II.A', request: 'Repair by a licensed electrician' }], version: 0 } });
    return method === 'PUT' ? { params: { id }, body: { items: [], version: 1 } } : { params: { id }, query: 'format=pdf' };
  },
  '/api/report/{id}/photos/{name}': async (world) => {
    const { booking, photo } = await paid(world);
    return { params: { id: booking.id, name: photo } };
  },
  '/api/admin/send-payment-request/{id}': async (world) => ({ params: { id: (await reported(world)).booking.id }, body: {} }),
  '/api/download/{token}': async (world) => ({ params: { token: (await paymentRequested(world)).token }, secret: 'token' }),
  '/api/download-pdf/{token}': async (world) => ({ params: { token: (await paid(world)).token }, secret: 'token' }),
  '/api/download/{token}/photos/{name}': async (world) => {
    const { token, photo } = await paid(world);
    return { params: { token, name: photo }, secret: 'token' };
  },
  '/api/client-checkout/{token}': async (world) => ({ params: { token: (await paymentRequested(world)).token }, secret: 'token', body: {} }),
  '/api/agent-payment/{bookingId}': async (world) => ({ params: { bookingId: (await paymentRequested(world)).booking.id } }),
  '/api/local-checkout/{id}': async (world, method) => {
    const checkout = await ok(`POST /api/client-checkout/${(await paymentRequested(world)).token}`, { body: {} });
    return { params: { id: String(checkout.json.checkout_url).split('/checkout/')[1]! }, secret: 'id', ...(method === 'POST' ? { body: {} } : {}) };
  },
  '/api/ce/sessions/{id}/roster': async (world) => {
    // A roster names the provider: set once (a second save of version 0 is refused, harmlessly).
    await send('PUT /api/ce/roster-settings', { token: world.admin.token, body: { provider_name: 'Sweep CE', provider_number: '712345', instructor_name: 'Dana Demo', version: 0 } });
    return { params: { id: (await ceSession(world)).id }, query: 'format=csv' };
  },
  '/api/ce/sessions/{id}': async (world) => ({
    params: { id: (await ceSession(world)).id },
    body: { session_date: businessToday(), session_time: '19:00', location: 'Katy Office', max_attendees: '' },
  }),
  '/api/ce/sessions/{id}/attendees': async (world) => ({ params: { id: (await ceSession(world)).id } }),
  '/api/ce/sessions/{id}/qr': async (world) => ({ params: { id: (await ceSession(world)).id } }),
  '/api/ce/classes/{id}': async (world) => ({
    params: { id: (await createClass(world.admin.token)).id },
    body: { class_name: 'Roof Systems', class_code: `RS-${stamp()}`, description: 'Shingles and flashing', hours: 2 },
  }),
  '/api/ce/attendance/{id}': async (world) => {
    const session = await ceSession(world);
    const licence = `06${stamp()}`.slice(0, 7);
    await importHolders([[licence, 'RIVERA, ALEX']]);
    await ok('POST /api/ce/public/log-attendance', { body: { session_token: session.qr_token, license_number: licence } });
    return { params: { id: `${session.id}:${licence}` } };
  },
  '/api/ce/public/session-info/{token}': async (world) => ({ params: { token: (await ceSession(world)).qr_token }, secret: 'token' }),
  '/api/routes/{id}': async (world) => ({ params: { id: (await savedRoute(world)).id } }),
  '/api/routes/{id}/progress': async (world) => {
    const route = await savedRoute(world);
    return { params: { id: route.id }, body: { stops: [{ mls: route.firstStop, status: 'visited' }] } };
  },
  '/api/routes/{id}/replan': async (world) => ({ params: { id: (await savedRoute(world)).id }, body: { time: '1:00 PM' } }),
  '/api/agent-contacts/{id}': async (world) => {
    const logged = await ok('POST /api/agent-contacts', { token: world.admin.token, body: eventContact({ follow_up_needed: true }) });
    return { params: { id: String(logged.json.contact.id) }, body: { follow_up_completed: true } };
  },
  '/api/agent-contacts/agent-history/{licenseNumber}': async (world) => {
    const contact = eventContact();
    await logContact(world.admin.token, contact);
    return { params: { licenseNumber: String(contact.contact_license_number) } };
  },
  '/api/admin/blocked-dates/{date}': async (world) => {
    const date = addDays(dateIn('America/Chicago', new Date()), 60 + next());
    await ok('POST /api/admin/blocked-dates', { token: world.admin.token, body: { date } });
    return { params: { date } };
  },
  '/api/dashboard/done/{bookingId}': async (world) => ({ params: { bookingId: (await paid(world)).booking.id }, body: {} }),
};
