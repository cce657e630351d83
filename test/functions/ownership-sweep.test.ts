import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKey, routes, type Route } from '#functions/route-table.js';
import { addPasskey } from '#test/support/accounts.js';
import { makeUser, provisionTestTable } from '#test/support/api.js';
import { card, pngOf } from '#test/support/images.js';
import { changedKeys, storedItems, storedObjects } from '#test/support/stored.js';
import { reviewedAccess } from './access-list.js';
import { send, teachers, type Probe, type World } from './ownership-teachers.js';

// Issue 31 point 1: for every route with a path parameter, generated from the route table,
// agent B (signed in, approved) asks for agent A's real resource and is refused, and the
// table and the bucket are exactly as they were. Then the owner makes the same request and
// is let through, so the refusal was about ownership, not a resource that does not exist.
// A new route with a parameter fails here until ownership-teachers.ts knows how to make one.

let world: World;
let server: Server;

beforeAll(async () => {
  await provisionTestTable();
  const png = pngOf(card(40, 20));
  server = createServer((request, response) => (request.url === '/panel.png' ? response.writeHead(200, { 'content-type': 'image/png' }).end(png) : response.writeHead(404).end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const [a, b, admin] = await Promise.all([makeUser(), makeUser(), makeUser({ is_admin: true })]);
  world = { a, b, admin, passkey: await addPasskey(a.token), photoBase: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}, 60_000);

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

/**
 * The table without what B's own request may touch by design: rate-limit and link-miss
 * counters (they count requests, B's among them) and the `last_seen_at` of B's own session
 * (refreshed as it is used). Everything else, A's and everyone's, must stay as it was.
 */
async function snapshot() {
  const items = await storedItems();
  for (const [key, item] of items) {
    if (String(item.pk).startsWith('RATE#')) items.delete(key);
    else if (String(item.pk).startsWith('SESSION#') && item.user_id === world.b.user.id) items.set(key, { ...item, last_seen_at: undefined });
  }
  return { items, objects: await storedObjects() };
}

/** A secret of the same shape that is not the real one. */
const forge = (secret: string) => secret.slice(0, -8) + (secret.slice(-8) === 'AAAAAAAA' ? 'BBBBBBBB' : 'AAAAAAAA');

const pathOf = (route: Route, probe: Probe, params = probe.params) =>
  route.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? '')) + (probe.query ? `?${probe.query}` : '');

/**
 * What B may get: an admin route refuses an agent outright; another's record is a 404 (or a
 * 403 where the product says so: a browser-bound login or signup); a forged link is "not
 * found" (400 where the product answers "invalid or expired": email verification, reset).
 */
const refusals = { admin: [403], user: [403, 404], bound: [403, 404], link: [400, 404] };

const withParams = routes.filter((route) => route.path.includes('{'));

describe('the ownership sweep', () => {
  it('has a teacher for every path with a parameter, and none for a path the table no longer has', () => {
    expect(withParams.map((route) => route.path).filter((path) => !teachers[path])).toEqual([]);
    expect(Object.keys(teachers).filter((path) => !withParams.some((route) => route.path === path))).toEqual([]);
  });
});

describe.each(withParams.map((route) => [routeKey(route), route] as const))('%s', (key, route) => {
  const access = reviewedAccess[key] ?? 'admin';

  it('refuses agent B the resource of A (or of the link), changes nothing, and lets the owner through', async () => {
    const teach = teachers[route.path];
    if (!teach) throw new Error(`No teacher for ${route.path}: add one to test/functions/ownership-teachers.ts`);
    const probe: Probe = await teach(world, route.method);
    const request = { body: probe.body, rawBody: probe.rawBody, headers: probe.headers };
    const isLink = access === 'public' && probe.secret !== undefined;
    // B: signed in, never with the owner's cookies; on a link, the secret forged.
    const bParams = isLink ? { ...probe.params, [probe.secret!]: forge(probe.params[probe.secret!]!) } : probe.params;

    const before = await snapshot();
    const refused = await send(`${route.method} ${pathOf(route, probe, bParams)}`, { ...request, token: world.b.token });
    const after = await snapshot();
    expect(refusals[access === 'public' ? (isLink ? 'link' : 'bound') : access], JSON.stringify(refused.json)).toContain(refused.status);
    expect(refused.json).toEqual(expect.objectContaining({ error: expect.any(String) }));
    expect(changedKeys(before.items, after.items), 'table').toEqual([]);
    expect(changedKeys(before.objects, after.objects), 'bucket').toEqual([]);

    // The owner (A, the admin for admin routes, the link's holder), same request: let through.
    const ownerToken = access === 'user' ? world.a.token : access === 'admin' ? world.admin.token : undefined;
    const owner = await send(`${route.method} ${pathOf(route, probe)}`, { ...request, token: ownerToken, cookies: probe.ownerCookies });
    expect(owner.status, JSON.stringify(owner.json)).toBeLessThan(400);
  }, 60_000);
});

describe('GET /api/routes/{id} between admins', () => {
  it("refuses another admin's saved route with a 404 and changes nothing (product/outreach.md §6, D-131)", async () => {
    const probe = await teachers['/api/routes/{id}']!(world, 'GET');
    const other = await makeUser({ is_admin: true });
    const before = await snapshot();
    expect((await send(`GET /api/routes/${probe.params.id}`, { token: other.token })).status).toBe(404);
    const after = await snapshot();
    expect(changedKeys(before.items, after.items)).toEqual([]);
    expect((await send(`GET /api/routes/${probe.params.id}`, { token: world.admin.token })).status).toBe(200);
  }, 60_000);
});
