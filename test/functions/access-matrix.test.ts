import { beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '#functions/data/auth-sessions.js';
import { getDeps } from '#functions/deps.js';
import { routeKey, routes, type Access } from '#functions/route-table.js';
import { call, loadHandler, makeUser, provisionTestTable } from '#test/support/api.js';
import { reviewedAccess } from './access-list.js';

// Every route of the route table, called as each kind of caller (docs/style.md "Tests as the
// wrong user"). A new route is covered the moment it is added to the table. What each caller
// should get comes from the reviewed list (./access-list.ts), not from the table under test.

type Caller = 'anonymous' | 'pending agent' | 'inactive agent' | 'agent' | 'admin';

const denied: Record<Access, Partial<Record<Caller, number>>> = {
  public: {},
  user: { anonymous: 401, 'pending agent': 401, 'inactive agent': 401 },
  admin: { anonymous: 401, 'pending agent': 401, 'inactive agent': 401, agent: 403 },
};

const users: Partial<Record<Caller, string>> = {};

beforeAll(async () => {
  await provisionTestTable();
  users['pending agent'] = (await makeUser({ approved: false, active: null })).user.id;
  users['inactive agent'] = (await makeUser({ approved: true, active: false })).user.id;
  users.agent = (await makeUser()).user.id;
  users.admin = (await makeUser({ is_admin: true })).user.id;
});

/** A fresh session per call: some routes end the caller's session (logout). */
async function tokenOf(caller: Caller): Promise<string | undefined> {
  const userId = users[caller];
  if (!userId) return undefined;
  const { db, now } = getDeps();
  return (await createSession(db, userId, now())).token;
}

/** A request path with every `{param}` filled in. */
const samplePath = (path: string) => path.replace(/\{[^}]+\}/g, 'sample-id');

describe('the route table', () => {
  it('gives every route the access the reviewed list gives it, and has no route the list lacks', () => {
    const table = Object.fromEntries(routes.map((route) => [routeKey(route), route.access]));
    expect(table).toEqual(reviewedAccess);
  });
});

describe.each(routes.map((route) => [routeKey(route), route] as const))('%s', (key, route) => {
  // A route missing from the list fails above; here it is held to the strictest level meanwhile.
  const access: Access = reviewedAccess[key] ?? 'admin';

  it(`declares the access the reviewed list gives it (${access})`, async () => {
    expect((await loadHandler(route.handler)).access).toBe(access);
  });

  const callers: Caller[] = ['anonymous', 'pending agent', 'inactive agent', 'agent', 'admin'];
  it.each(callers)('as %s', async (caller) => {
    const handler = await loadHandler(route.handler);
    const answer = await call(handler, `${route.method} ${samplePath(route.path)}`, {
      token: await tokenOf(caller),
      headers: { origin: 'http://localhost:3000' },
      body: route.method === 'GET' ? undefined : {},
    });
    const expected = denied[access][caller];
    if (expected) {
      expect(answer.status).toBe(expected);
      expect(answer.json).toEqual({ error: expect.any(String) });
    } else if (access !== 'public') {
      // Past the access check: what the route then says is its own business (tested per route).
      expect([401, 403]).not.toContain(answer.status);
    }
    expect(answer.status).toBeLessThan(500);
  });
});
