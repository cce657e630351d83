import { beforeAll, describe, expect, it } from 'vitest';
import { handler as getMyRoutes } from '#functions/route-planner/get-routes-my-routes.js';
import { getDeps } from '#functions/deps.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';
import { countReads } from '#test/support/lists.js';
import { generatedRoute, putItems } from '#test/support/outreach-lists.js';

// Issue 16 point 6 (D-184): 400 saved routes of one admin; My Routes pages them, newest
// first, one bounded Query a page, and only ever in the caller's own partition.

const ROUTES = 400;
let owner = { token: '', id: '' };
let otherAdmin = { token: '', id: '' };
let agent = '';
let reads: ReturnType<typeof countReads>;
const routes: ReturnType<typeof generatedRoute>[] = [];

beforeAll(async () => {
  await provisionTestTable();
  const { db } = getDeps();
  const made = await makeUser({ is_admin: true });
  owner = { token: made.token, id: made.user.id };
  const other = await makeUser({ is_admin: true });
  otherAdmin = { token: other.token, id: other.user.id };
  agent = (await makeUser()).token;
  const base = new Date('2026-11-20T15:00:00.000Z');
  for (let n = 0; n < ROUTES; n++) routes.push(generatedRoute(owner.id, n, base));
  await putItems(db, [...routes, generatedRoute(other.user.id, 0, base), generatedRoute(other.user.id, 1, base)]);
  reads = countReads(db.doc);
}, 300_000);

type Page = { status: number; json: { routes: { id: string; route_data?: unknown }[]; next_cursor: string | null } };
const list = (token: string, query = '') => call(getMyRoutes, `GET /api/routes/my-routes${query}`, { token }) as Promise<Page>;

describe('GET /api/routes/my-routes, paged (400 routes)', () => {
  it('walks the routes newest first, 100 a page, one Query of at most 101 items each, without their stops', async () => {
    const seen: string[] = [];
    let cursor: string | null = '';
    reads.take();
    while (cursor !== null) {
      const page = await list(owner.token, `?limit=100${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.status).toBe(200);
      expect(page.json.routes.every((route) => route.route_data === undefined)).toBe(true);
      seen.push(...page.json.routes.map((route) => route.id));
      cursor = page.json.next_cursor;
      const taken = reads.take();
      expect(taken.calls.Query).toBe(1);
      expect(taken.items - (taken.calls.GetItem ?? 0)).toBeLessThanOrEqual(101);
    }
    expect(seen).toEqual(routes.map((route) => route.id));
    expect((await list(owner.token)).json.routes).toHaveLength(25);
  });

  it('never reads another admin’s routes: their cursor is a 400; agents get 403', async () => {
    const mine = await list(otherAdmin.token, '?limit=1');
    expect(mine.json.routes.map((route) => route.id)).toEqual(['gen-route-0000']);
    expect((await list(owner.token, `?cursor=${mine.json.next_cursor}`)).status).toBe(400);
    const decoded = JSON.parse(Buffer.from((await list(owner.token, '?limit=1')).json.next_cursor!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...decoded, gsi1pk: `USER#${otherAdmin.id}#ROUTES` })).toString('base64url');
    expect((await list(owner.token, `?cursor=${forged}`)).status).toBe(400);
    expect((await list(agent)).status).toBe(403);
    expect((await call(getMyRoutes, 'GET /api/routes/my-routes')).status).toBe(401);
  });
});
