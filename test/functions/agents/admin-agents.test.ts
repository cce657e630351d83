import { beforeAll, describe, expect, it } from 'vitest';
import { handler as getAgents } from '#functions/agents/get-admin-agents.js';
import { handler as postAgents } from '#functions/agents/post-admin-agents.js';
import { handler as putAgent } from '#functions/agents/put-admin-agents.js';
import { handler as getUpdateInfo } from '#functions/account/get-update-info.js';
import { handler as postSignup } from '#functions/auth/post-signup.js';
import { createSession } from '#functions/data/auth-sessions.js';
import { findUser } from '#functions/data/users.js';
import { getDeps } from '#functions/deps.js';
import { sameSite } from '#test/support/accounts.js';
import { call, lastMessageTo, makeUser, provisionTestTable } from '#test/support/api.js';
import { sessionItemsOf } from '#test/support/secrets.js';

let admin = '';
beforeAll(async () => {
  await provisionTestTable();
  admin = (await makeUser({ is_admin: true })).token;
});

const act = (user_id: string, action: string) => call(postAgents, 'POST /api/admin/agents', { body: { user_id, action }, token: admin, headers: sameSite });

describe('agent approval', () => {
  it('lists agents with the spec fields and moves them through their states', async () => {
    const { user: pending } = await makeUser({ approved: false, active: null, first_name: 'Pat' });
    const list = await call(getAgents, 'GET /api/admin/agents', { token: admin });
    expect(list.json.agents).toContainEqual({
      id: pending.id,
      full_name: `Pat ${pending.last_name}`,
      first_name: 'Pat',
      last_name: pending.last_name,
      email: pending.email,
      phone: pending.phone,
      company: 'Test Realty',
      license_number: '',
      created_at: pending.created_at,
      inspection_count: 0,
      approved: false,
      active: null,
    });
    expect((await act(pending.id, 'approve')).json.agent).toMatchObject({ approved: true, active: true });
    expect((await lastMessageTo(pending.phone)).text).toContain('approved');
    expect((await lastMessageTo(pending.email)).subject).toContain('approved');
    // Approving twice is a conflict, not a second message.
    expect((await act(pending.id, 'approve')).status).toBe(409);
  });

  it('ends every session of an agent when deactivated: reactivating brings none of them back', async () => {
    const { user, token } = await makeUser();
    // A second device, e.g. a phone someone stole.
    const { token: phoneToken } = await createSession(getDeps().db, user.id, getDeps().now());
    expect(await sessionItemsOf(user.id)).toHaveLength(2);
    expect((await act(user.id, 'deactivate')).json.agent).toMatchObject({ active: false });
    expect((await call(getUpdateInfo, 'GET /api/update-info', { token })).status).toBe(401);
    expect(await sessionItemsOf(user.id)).toEqual([]);
    expect((await act(user.id, 'reactivate')).json.agent).toMatchObject({ active: true });
    // The inactive check alone answered 401 above; now only the ended sessions keep them out.
    for (const old of [token, phoneToken]) expect((await call(getUpdateInfo, 'GET /api/update-info', { token: old })).status).toBe(401);
    // The agent is back: a new sign-in works.
    const { token: fresh } = await createSession(getDeps().db, user.id, getDeps().now());
    expect((await call(getUpdateInfo, 'GET /api/update-info', { token: fresh })).status).toBe(200);
  });

  it('denies a pending agent and frees its phone and email for a new signup', async () => {
    const { user } = await makeUser({ approved: false, active: null });
    expect((await act(user.id, 'deny')).json).toEqual({ success: true });
    expect(await findUser(getDeps().db, user.id)).toBeUndefined();
    const again = await call(postSignup, 'POST /api/signup', {
      body: { first_name: 'New', last_name: 'Person', email: user.email, phone: user.phone, company: 'X', smsConsent: true },
      headers: sameSite,
    });
    expect(again.status).toBe(200);
  });

  it('edits an agent and keeps phone and email unique', async () => {
    const { user } = await makeUser();
    const { user: other } = await makeUser();
    const body = { first_name: 'Edited', last_name: 'Name', email: 'edited.agent@example.com', phone: user.phone, company: 'New Co' };
    const edited = await call(putAgent, `PUT /api/admin/agents/${user.id}`, { body, token: admin, headers: sameSite });
    expect(edited.json.agent).toMatchObject({ first_name: 'Edited', email: 'edited.agent@example.com', company: 'New Co' });
    const clash = await call(putAgent, `PUT /api/admin/agents/${user.id}`, { body: { ...body, phone: other.phone }, token: admin, headers: sameSite });
    expect(clash.status).toBe(409);
  });

  it('answers 403 to an agent', async () => {
    const { token } = await makeUser();
    expect((await call(getAgents, 'GET /api/admin/agents', { token })).status).toBe(403);
  });
});
