import { beforeAll, describe, expect, it } from 'vitest';
import { routeKey, routes, type Access } from '../../functions/routes.js';
import { call, loadHandler, makeUser, provisionTestTable } from '../support/api.js';

// Every route of the route table, called as each kind of caller (STYLE "Tests as the
// wrong user"). A new route is covered the moment it is added to the table.

type Caller = 'anonymous' | 'pending agent' | 'inactive agent' | 'agent' | 'admin';

const denied: Record<Access, Partial<Record<Caller, number>>> = {
  public: {},
  user: { anonymous: 401, 'pending agent': 401, 'inactive agent': 401 },
  admin: { anonymous: 401, 'pending agent': 401, 'inactive agent': 401, agent: 403 },
};

const tokens: Partial<Record<Caller, string>> = {};

beforeAll(async () => {
  await provisionTestTable();
  tokens['pending agent'] = (await makeUser({ approved: false, active: null })).token;
  tokens['inactive agent'] = (await makeUser({ approved: true, active: false })).token;
  tokens.agent = (await makeUser()).token;
  tokens.admin = (await makeUser({ is_admin: true })).token;
});

/** A request path with every `{param}` filled in. */
const samplePath = (path: string) => path.replace(/\{[^}]+\}/g, 'sample-id');

describe.each(routes.map((route) => [routeKey(route), route] as const))('%s', (_key, route) => {
  it(`declares the access the route table gives it (${route.access})`, async () => {
    expect((await loadHandler(route.handler)).access).toBe(route.access);
  });

  const callers: Caller[] = ['anonymous', 'pending agent', 'inactive agent', 'agent', 'admin'];
  it.each(callers)('as %s', async (caller) => {
    const handler = await loadHandler(route.handler);
    const answer = await call(handler, `${route.method} ${samplePath(route.path)}`, {
      token: tokens[caller],
      headers: { origin: 'http://localhost:3000' },
      body: route.method === 'GET' ? undefined : {},
    });
    const expected = denied[route.access][caller];
    if (expected) {
      expect(answer.status).toBe(expected);
      expect(answer.json).toEqual({ error: expect.any(String) });
    } else {
      expect([401, 403]).not.toContain(answer.status);
    }
  });
});
