// Issue 18 / product/platform.md §6: GET requests change nothing that matters, so mail
// scanners and prefetchers that open links use nothing up. For every GET route of the
// route table, with real ids and the real links the product sent, the table is
// snapshotted before, after the first and after the third call. Three GETs do what
// their first open is for and no more: verify an email, record the client's first
// download, open one checkout.
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDeps } from '#functions/deps.js';
import { ORIGIN_VERIFY_HEADER } from '#functions/http/origin.js';
import { matchRoute, routeKey, routes, type Route } from '#functions/route-table.js';
import { sameSite } from '#test/support/accounts.js';
import { call, loadHandler, makeUser, provisionTestTable } from '#test/support/api.js';
import { makeBooking, preferredDates } from '#test/support/bookings.js';
import { reportedBooking, requestPayment } from './payments/support.js';

/** What a first GET may record, by design; every repeat still changes nothing. */
const FIRST_OPEN_RECORDS = new Set(['GET /api/verify-email/{token}', 'GET /api/download-pdf/{token}', 'GET /api/agent-payment/{bookingId}']);

type Item = Record<string, unknown>;
type Caller = { name: string; token?: string };

/**
 * The table, without what every request may touch by design: rate-limit counters (they
 * count requests) and a session's `last_seen_at` (refreshed at most every 5 minutes).
 */
async function snapshot(): Promise<Map<string, Item>> {
  const { db } = getDeps();
  const items = new Map<string, Item>();
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await db.doc.send(new ScanCommand({ TableName: db.table, ExclusiveStartKey: cursor, ConsistentRead: true }));
    for (const item of page.Items ?? []) {
      if (String(item.pk).startsWith('RATE#')) continue;
      const { last_seen_at: _seen, ...rest } = item;
      items.set(`${item.pk}|${item.sk}`, rest);
    }
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return items;
}

function changes(before: Map<string, Item>, after: Map<string, Item>): string[] {
  const keys = new Set([...before.keys(), ...after.keys()]);
  return [...keys].filter((key) => JSON.stringify(before.get(key)) !== JSON.stringify(after.get(key)));
}

const callers: Caller[] = [{ name: 'anonymous' }];
const candidates: string[] = [];

/** Every link the product sent, by its secret: /sign/…, /download/…, ?invite=…, /qr-approve/…. */
async function sentLinks(): Promise<string[]> {
  const texts = [...(await snapshot()).values()].filter((item) => String(item.pk).startsWith('OUTBOX#')).map((item) => String(item.text ?? ''));
  const tokens = texts.flatMap((text) => [...text.matchAll(/(?:\/(?:sign|download|verify-email|reset-password|checkout|qr-approve)\/|[?&]invite=)([A-Za-z0-9_-]{16,})/g)].map((m) => m[1]!));
  return [...new Set(tokens)];
}

beforeAll(async () => {
  await provisionTestTable();
  const admin = await makeUser({ is_admin: true });
  const agent = await makeUser();
  callers.push({ name: 'agent', token: agent.token }, { name: 'admin', token: admin.token });
  const post = async (route: string, body: unknown, token?: string) => {
    const [method, path] = route.split(' ') as [string, string];
    const entry = matchRoute(method, path)!.route;
    return call(await loadHandler(entry.handler), `${method} ${path}`, { body, token, headers: sameSite });
  };
  // Links of every kind, sent by the product itself.
  // Exchange codes start with 5: a US number's fourth digit is never 0 or 1.
  const stamp = String(Date.now() % 1_000_000).padStart(6, '0');
  const signup = await post('POST /api/signup', { first_name: 'Dana', last_name: 'Quinn', email: `dana.${stamp}@example.com`, phone: `2815${stamp}`, company: 'Quinn Realty', smsConsent: true });
  expect(signup.status).toBe(200);
  await post('POST /api/reset-password', { email: agent.user.email });
  const invite = await post('POST /api/invite-agent', { first_name: 'Ivy', last_name: 'Reyes', email: `ivy.${stamp}@example.com`, phone: `3465${stamp}` }, agent.token);
  expect(invite.status).toBe(200);
  const qr = await post('POST /api/qr-login/generate', {});
  const unsigned = await makeBooking(agent.user, { preferred_dates: preferredDates(30) });
  await post('POST /api/admin/inspections', { booking_id: unsigned.id, selected_date: unsigned.preferred_dates[0], inspection_time: '9AM-2PM' }, admin.token);
  const requested = await reportedBooking(admin.token, agent.user);
  await requestPayment(admin.token, requested);
  // The client pays at the local checkout, so the download link serves the PDF.
  const paid = await reportedBooking(admin.token, agent.user);
  const download = await requestPayment(admin.token, paid);
  const checkout = await post('POST /api/client-checkout/{token}'.replace('{token}', download), {});
  const checkoutId = String(checkout.json.checkout_url).split('/checkout/')[1]!;
  expect((await post(`POST /api/local-checkout/${checkoutId}`, {})).status).toBe(200);
  const reported = await reportedBooking(admin.token, agent.user);
  const qrToken = String(qr.json.qr_url).split('/qr-approve/')[1]!;
  candidates.push(unsigned.id, requested.id, reported.id, agent.user.id, admin.user.id, checkoutId, qrToken, ...(await sentLinks()));
}, 120_000);

// Each route's probing from an address of its own, as CloudFront reports it: probing
// misses on purpose, and misses on secret paths are limited per address.
const secret = 'g'.repeat(40);
let nextAddress = 1;
const newAddress = () => {
  const n = nextAddress++;
  return { [ORIGIN_VERIFY_HEADER]: secret, 'cloudfront-viewer-address': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}:443` };
};

async function handlerOf(route: Route) {
  const deps = getDeps();
  return (await loadHandler(route.handler)).withDeps({ ...deps, config: { ...deps.config, ORIGIN_VERIFY_SECRET: secret } });
}

/** The first caller and parameter the route answers with success; otherwise the last 4xx. */
async function firstOpen(route: Route): Promise<{ caller: Caller; path: string; status: number; headers: Record<string, string> }> {
  const handler = await handlerOf(route);
  const values = route.path.includes('{') ? candidates : [''];
  let last = { caller: callers[0]!, path: route.path, status: 0, headers: newAddress() };
  for (const caller of [...callers].reverse()) {
    for (const value of values) {
      const path = route.path.replace(/\{[^}]+\}/g, value);
      const headers = newAddress();
      const answer = await call(handler, `GET ${path}`, { token: caller.token, headers });
      last = { caller, path, status: answer.status, headers };
      if (answer.status < 400) return last;
    }
  }
  return last;
}

// The table as the last test left it: each test's "before" is the one before's "after", so a
// route costs one scan of the whole table (two for the routes whose first open records).
let latest: Map<string, Item> | undefined;

describe.each(routes.filter((route) => route.method === 'GET').map((route) => [routeKey(route), route] as const))('%s', (key, route) => {
  it('changes nothing on its first open but what it is for, and nothing on the next two', async () => {
    const before = latest ?? (await snapshot());
    latest = undefined;
    const open = await firstOpen(route);
    if (process.env.SHOW_OPENS) console.info(`${key}: ${open.status} as ${open.caller.name}`);
    const afterFirst = FIRST_OPEN_RECORDS.has(key) ? await snapshot() : before;
    const handler = await handlerOf(route);
    for (let i = 0; i < 2; i++) expect((await call(handler, `GET ${open.path}`, { token: open.caller.token, headers: open.headers })).status).toBe(open.status);
    const after = await snapshot();
    latest = after;
    expect(changes(afterFirst, after), `${key} as ${open.caller.name}: ${open.status}, opened three times`).toEqual([]);
  }, 60_000);
});

describe('the routes whose first open records something', () => {
  it('are reached with success here, so the test above really repeats them', async () => {
    for (const key of FIRST_OPEN_RECORDS) {
      const route = routes.find((r) => routeKey(r) === key)!;
      expect((await firstOpen(route)).status, key).toBeLessThan(400);
    }
  });
});
