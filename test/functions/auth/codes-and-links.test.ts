import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as postUpdateInfo } from '#functions/account/post-update-info.js';
import { handler as getResetPassword } from '#functions/auth/get-reset-password.js';
import { handler as getVerifyEmail } from '#functions/auth/get-verify-email.js';
import { handler as postResetPassword } from '#functions/auth/post-reset-password.js';
import { handler as postResetPasswordToken } from '#functions/auth/post-reset-password-token.js';
import { handler as postSendPhoneCode } from '#functions/auth/post-send-phone-code.js';
import { handler as postSignup } from '#functions/auth/post-signup.js';
import { handler as postVerifyPhone } from '#functions/auth/post-verify-phone.js';
import { phoneCodeKey } from '#functions/data/keys.js';
import { createSession } from '#functions/data/auth-sessions.js';
import { getUser } from '#functions/data/users.js';
import { getDeps } from '#functions/deps.js';
import { authMessages } from '#shared/auth.js';
import { makeAgentWithPassword } from '#test/support/accounts.js';
import { call, lastMessageTo, linkToken, makeUser, provisionTestTable } from '#test/support/api.js';
import { fromIp, newIp, testClock } from '#test/support/limits.js';
import { expectNoItemHolds, expectStoredOnlyHashed, expectStrongToken } from '#test/support/secrets.js';

// The phone code, the email link and the reset link (docs/data-model.md §4, docs/security.md
// "Sessions, limits, codes and links"): each is strong enough not to be guessed, stored only
// as a hash, refused once expired, used once, and replaced by a newer one.

beforeAll(provisionTestTable);

const clock = testClock();
const MINUTE = 60_000;

describe('the phone code', () => {
  const codeIn = async (phone: string) => /\b(\d{6})\b/.exec((await lastMessageTo(phone)).text)![1]!;

  it('is 6 digits with few tries, hashed, replaced by a newer one, 10 minutes long, and works once', async () => {
    const headers = fromIp(newIp());
    const { user } = await makeUser();
    const { token } = await createSession(getDeps().db, user.id, clock.now());
    const number = '2815550166';
    const body = { first_name: user.first_name, last_name: user.last_name, email: user.email, phone: number, company: 'Heights Realty', bio: '' };
    expect((await call(clock.on(postUpdateInfo), 'POST /api/update-info', { body, token, headers })).status).toBe(200);
    // A second apart, so the newest message is the one the outbox lists first.
    const resend = () => {
      clock.move(1 / 60);
      return call(clock.on(postSendPhoneCode), 'POST /api/send-phone-code', { body: { user_id: user.id }, token, headers });
    };
    const verify = (code: string) => call(clock.on(postVerifyPhone), 'POST /api/verify-phone', { body: { user_id: user.id, code }, token, headers });

    // The exception to 128 bits: a person types it, so 10^6 codes, with 5 tries a code
    // (docs/product/rules.md "Fixed on purpose") and 15 checks an hour an account.
    const older = await codeIn(number);
    expect(older).toMatch(/^\d{6}$/);
    await expectNoItemHolds(older);
    const { db } = getDeps();
    const stored = (await db.doc.send(new GetCommand({ TableName: db.table, Key: phoneCodeKey(user.id), ConsistentRead: true }))).Item!;
    expect(stored.code_hash).toMatch(/^[A-Za-z0-9_-]{43}$/);

    let newer = older;
    // One chance in a million that the new code is the old one: then it is sent again.
    for (let tries = 0; newer === older && tries < 3; tries++) {
      expect((await resend()).status).toBe(200);
      newer = await codeIn(number);
    }
    expect((await verify(older)).json).toEqual({ error: authMessages.wrongCode });

    clock.move(10);
    clock.move(1 / 60);
    expect((await verify(newer)).json).toEqual({ error: authMessages.codeExpired });

    expect((await resend()).status).toBe(200);
    const last = await codeIn(number);
    expect((await verify(last)).json).toEqual({ status: 'phone_updated' });
    expect((await db.doc.send(new GetCommand({ TableName: db.table, Key: phoneCodeKey(user.id), ConsistentRead: true }))).Item).toBeUndefined();
    expect((await verify(last)).status).toBe(400);
  });
});

describe('the email verification link', () => {
  it('carries 256 bits, is stored hashed, lasts 48 hours and verifies once', async () => {
    const headers = fromIp(newIp());
    const email = 'secrets.signup@example.com';
    const body = { first_name: 'Eva', last_name: 'Links', email, phone: '8325550177', company: 'Bayou City Realty', smsConsent: true };
    const signup = await call(clock.on(postSignup), 'POST /api/signup', { body, headers });
    expect(signup.status).toBe(200);
    const link = linkToken((await lastMessageTo(email)).text, '/verify-email/');
    expectStrongToken(link);
    await expectStoredOnlyHashed(link, 'outbox');

    const open = (at: 'now' | 'late') => {
      const handler = at === 'late' ? getVerifyEmail.withDeps({ ...clock.deps, now: () => new Date(clock.now().getTime() + 48 * 60 * MINUTE + MINUTE) }) : clock.on(getVerifyEmail);
      return call(handler, `GET /api/verify-email/${link}`, { headers });
    };
    expect((await open('late')).json).toMatchObject({ status: 'error' });
    expect((await open('now')).json).toMatchObject({ status: 'success' });
    const verifiedAt = (await getUser(getDeps().db, signup.json.user_id)).email_verified_at;
    // Opening it again (a mail scanner, a second click) changes nothing: D-118.
    expect((await open('now')).json).toMatchObject({ status: 'incomplete_setup' });
    expect((await getUser(getDeps().db, signup.json.user_id)).email_verified_at).toBe(verifiedAt);
  });

  it('for a changed email: only the newest request’s link works, and only once', async () => {
    const headers = fromIp(newIp());
    const { user } = await makeUser();
    const { token } = await createSession(getDeps().db, user.id, clock.now());
    const change = async (email: string) => {
      clock.move(1 / 60);
      const body = { first_name: user.first_name, last_name: user.last_name, email, phone: user.phone, company: 'Heights Realty', bio: '' };
      expect((await call(clock.on(postUpdateInfo), 'POST /api/update-info', { body, token, headers })).status).toBe(200);
      return linkToken((await lastMessageTo(email)).text, '/verify-email/');
    };
    const older = await change('first.move@example.com');
    const newer = await change('second.move@example.com');
    const open = (link: string) => call(clock.on(getVerifyEmail), `GET /api/verify-email/${link}`, { headers });
    expect((await open(older)).status).toBe(400);
    expect((await open(newer)).json).toMatchObject({ status: 'email_changed' });
    expect((await open(newer)).json.status).not.toBe('email_changed');
    expect((await getUser(getDeps().db, user.id)).email).toBe('second.move@example.com');
  });
});

describe('the password reset link', () => {
  it('carries 256 bits, is stored hashed, lasts an hour, works once, and a newer one cancels it', async () => {
    const headers = fromIp(newIp());
    const { user } = await makeAgentWithPassword('before-reset');
    const ask = async () => {
      clock.move(1 / 60);
      expect((await call(clock.on(postResetPassword), 'POST /api/reset-password', { body: { email: user.email }, headers })).status).toBe(200);
      return linkToken((await lastMessageTo(user.email)).text, '/reset-password/');
    };
    const check = (link: string) => call(clock.on(getResetPassword), `GET /api/reset-password/${link}`, { headers });
    const use = (link: string, password: string) =>
      call(clock.on(postResetPasswordToken), `POST /api/reset-password/${link}`, { body: { password }, headers });

    const expiring = await ask();
    expectStrongToken(expiring);
    await expectStoredOnlyHashed(expiring, 'outbox');
    clock.move(60);
    clock.move(1 / 60);
    expect((await check(expiring)).json).toEqual({ error: authMessages.invalidResetLink });
    expect((await use(expiring, 'too-late-pass')).status).toBe(400);

    const older = await ask();
    const newer = await ask();
    expect((await check(older)).status).toBe(400);
    expect((await use(older, 'older-link-pass')).status).toBe(400);
    expect((await use(newer, 'newest-pass')).json).toEqual({ message: authMessages.passwordUpdated });
    expect((await use(newer, 'again-pass')).status).toBe(400);
  });
});
