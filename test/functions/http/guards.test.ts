import { beforeAll, describe, expect, it } from 'vitest';
import { defineHandler } from '#functions/http/handler.js';
import { deleteUserSessions } from '#functions/data/auth-sessions.js';
import { getDeps } from '#functions/deps.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';

beforeAll(provisionTestTable);

const change = defineHandler({ access: 'public', run: async () => ({ changed: true }) });
const adminOnly = defineHandler({ access: 'admin', run: async () => ({ ok: true }) });
const usersOnly = defineHandler({ access: 'user', run: async ({ auth }) => ({ id: auth.user.id }) });

describe('cross-site requests (product/platform.md §3)', () => {
  it('refuses a state change from another origin', async () => {
    const answer = await call(change, 'POST /api/x', { body: {}, headers: { origin: 'https://evil.example' } });
    expect(answer.status).toBe(403);
    expect(answer.json.error).toBe('Cross-site request refused.');
  });

  it('refuses a cross-site fetch that sent no Origin', async () => {
    const answer = await call(change, 'DELETE /api/x', { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(answer.status).toBe(403);
  });

  it('allows the same origin and clients that are not browsers', async () => {
    expect((await call(change, 'POST /api/x', { body: {}, headers: { origin: 'http://localhost:3000' } })).status).toBe(200);
    expect((await call(change, 'POST /api/x', { body: {} })).status).toBe(200);
  });

  it('lets reads through from anywhere (they change nothing)', async () => {
    expect((await call(change, 'GET /api/x', { headers: { origin: 'https://evil.example' } })).status).toBe(200);
  });
});

describe('access levels', () => {
  it('answers 403 to an agent on an admin route and 200 to an admin', async () => {
    const agent = await makeUser();
    const admin = await makeUser({ is_admin: true });
    expect((await call(adminOnly, 'GET /api/admin/x', { token: agent.token })).status).toBe(403);
    expect((await call(adminOnly, 'GET /api/admin/x', { token: admin.token })).status).toBe(200);
  });

  it('stops a session the moment its sessions are ended (deactivation)', async () => {
    const { user, token } = await makeUser();
    expect((await call(usersOnly, 'GET /api/me', { token })).json).toEqual({ id: user.id });
    await deleteUserSessions(getDeps().db, user.id);
    expect((await call(usersOnly, 'GET /api/me', { token })).status).toBe(401);
  });
});
