import { beforeAll, describe, expect, it } from 'vitest';
import { handler as getAuthMethods } from '#functions/auth/get-auth-methods.js';
import { handler as postAuthMethods } from '#functions/auth/post-auth-methods.js';
import { addPasskey, makeAgentWithPassword, sameSite } from '#test/support/accounts.js';
import { call, provisionTestTable } from '#test/support/api.js';

beforeAll(provisionTestTable);

describe('manage auth', () => {
  it('refuses to remove the only password', async () => {
    const { token } = await makeAgentWithPassword('only-way-in');
    const answer = await call(postAuthMethods, 'POST /api/auth-methods', { body: { action: 'remove_password' }, token, headers: sameSite });
    expect(answer.status).toBe(409);
    expect(answer.json.error).toBe('Cannot remove password: no passkey set as backup. Add a passkey first.');
  });

  it('removes the password once a passkey exists, and adds it back', async () => {
    const { token } = await makeAgentWithPassword('only-way-in');
    await addPasskey(token);
    const removed = await call(postAuthMethods, 'POST /api/auth-methods', { body: { action: 'remove_password' }, token, headers: sameSite });
    expect(removed.json).toMatchObject({ has_password: false, has_passkey: true });
    const added = await call(postAuthMethods, 'POST /api/auth-methods', { body: { action: 'add_password', password: 'back-again' }, token, headers: sameSite });
    expect(added.json.has_password).toBe(true);
    expect((await call(getAuthMethods, 'GET /api/auth-methods', { token })).json.passkeys).toHaveLength(1);
  });

  it("checks the new password with the spec's rule", async () => {
    const { token } = await makeAgentWithPassword('only-way-in');
    const answer = await call(postAuthMethods, 'POST /api/auth-methods', { body: { action: 'add_password', password: '123' }, token, headers: sameSite });
    expect(answer.json.error).toBe('Password must be at least 6 characters');
  });
});
