import { beforeAll, describe, expect, it } from 'vitest';
import { handler as getUpdateInfo } from '#functions/account/get-update-info.js';
import { handler as getResetPassword } from '#functions/auth/get-reset-password.js';
import { handler as postLogin } from '#functions/auth/post-login.js';
import { handler as postResetPassword } from '#functions/auth/post-reset-password.js';
import { handler as postResetPasswordToken } from '#functions/auth/post-reset-password-token.js';
import { makeAgentWithPassword, sameSite } from '#test/support/accounts.js';
import { call, lastMessageTo, linkToken, provisionTestTable } from '#test/support/api.js';

beforeAll(provisionTestTable);

const request = (email: string) => call(postResetPassword, 'POST /api/reset-password', { body: { email }, headers: sameSite });

describe('password reset', () => {
  it('gives the same answer whether or not the email has an account', async () => {
    const { user } = await makeAgentWithPassword('old-password');
    const known = await request(user.email.toUpperCase());
    const unknown = await request('nobody@example.com');
    expect(known.status).toBe(200);
    expect(unknown.json).toEqual(known.json);
  });

  it('sets the new password once, ends other sessions, and a newer link cancels older ones', async () => {
    const { user, token: oldSession } = await makeAgentWithPassword('old-password');
    await request(user.email);
    const older = linkToken((await lastMessageTo(user.email)).text, '/reset-password/');
    await request(user.email);
    const newer = linkToken((await lastMessageTo(user.email)).text, '/reset-password/');
    expect((await call(getResetPassword, `GET /api/reset-password/${older}`)).status).toBe(400);
    // Checking the link (a GET) does not use it up.
    expect((await call(getResetPassword, `GET /api/reset-password/${newer}`)).json).toEqual({ valid: true });
    expect((await call(getResetPassword, `GET /api/reset-password/${newer}`)).json).toEqual({ valid: true });

    const reset = await call(postResetPasswordToken, `POST /api/reset-password/${newer}`, { body: { password: 'new-password' }, headers: sameSite });
    expect(reset.json).toEqual({ message: 'Password updated' });
    const again = await call(postResetPasswordToken, `POST /api/reset-password/${newer}`, { body: { password: 'third-password' }, headers: sameSite });
    expect(again.status).toBe(400);

    expect((await call(getUpdateInfo, 'GET /api/update-info', { token: oldSession })).status).toBe(401);
    const login = await call(postLogin, 'POST /api/login', { body: { phone: user.phone, password: 'new-password' }, headers: sameSite });
    expect(login.status).toBe(200);
  });

  it('refuses a password under 6 characters', async () => {
    const answer = await call(postResetPasswordToken, 'POST /api/reset-password/whatever', { body: { password: 'abc' }, headers: sameSite });
    expect(answer.json.error).toBe('Password must be at least 6 characters');
  });
});
