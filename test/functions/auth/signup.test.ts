import { beforeAll, describe, expect, it } from 'vitest';
import { handler as getVerifyEmail } from '#functions/auth/get-verify-email.js';
import { handler as postSendPhoneCode } from '#functions/auth/post-send-phone-code.js';
import { handler as postSetupAuth } from '#functions/auth/post-setup-auth.js';
import { handler as postSignup } from '#functions/auth/post-signup.js';
import { handler as postVerifyPhone } from '#functions/auth/post-verify-phone.js';
import { handler as postLogin } from '#functions/auth/post-login.js';
import { getUser } from '#functions/data/users.js';
import { getDeps } from '#functions/deps.js';
import { call, cookiePair, lastMessageTo, linkToken, makeUser, provisionTestTable } from '#test/support/api.js';

beforeAll(async () => {
  await provisionTestTable();
  await makeUser({ is_admin: true, email: 'owner@example.com' });
});

const sameSite = { origin: 'http://localhost:3000' };
const form = (n: number) => ({
  first_name: 'Maria',
  last_name: 'Garza',
  email: `maria${n}@example.com`,
  phone: `(832) 555-01${String(n).padStart(2, '0')}`,
  company: 'Bayou City Realty',
  smsConsent: true,
});

/** Signup → email link → continuation cookie, as the browser goes through it. */
async function signUpAndVerify(n: number) {
  const signup = await call(postSignup, 'POST /api/signup', { body: form(n), headers: sameSite });
  expect(signup.status).toBe(200);
  const token = linkToken((await lastMessageTo(`maria${n}@example.com`)).text, '/verify-email/');
  const verified = await call(getVerifyEmail, `GET /api/verify-email/${token}`);
  return { userId: signup.json.user_id as string, token, verified, cookie: cookiePair(verified.cookies[0]) };
}

describe('signup', () => {
  it('creates a pending account and emails a verification link', async () => {
    const { userId, verified } = await signUpAndVerify(1);
    expect(verified.json).toEqual({ status: 'success', message: expect.any(String), user_id: userId });
    const user = await getUser(getDeps().db, userId);
    expect(user).toMatchObject({ approved: false, phone: '8325550101', email_verified_at: expect.any(String) });
  });

  it('refuses a duplicate phone with a suggestion, creating nothing', async () => {
    await call(postSignup, 'POST /api/signup', { body: form(2), headers: sameSite });
    const again = await call(postSignup, 'POST /api/signup', { body: { ...form(2), email: 'other@example.com' }, headers: sameSite });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ error: 'An account with this phone number already exists.', suggestion: expect.any(String) });
  });

  it("validates with the spec's messages", async () => {
    const short = await call(postSignup, 'POST /api/signup', { body: { ...form(3), phone: '83255' }, headers: sameSite });
    expect(short.json).toMatchObject({ error: 'Phone number is too short', field: 'phone' });
    const noConsent = await call(postSignup, 'POST /api/signup', { body: { ...form(3), smsConsent: false }, headers: sameSite });
    expect(noConsent.status).toBe(400);
    expect(noConsent.json.field).toBe('smsConsent');
  });

  it('answers where the account stands when the link is opened again', async () => {
    const { token, userId } = await signUpAndVerify(4);
    const again = await call(getVerifyEmail, `GET /api/verify-email/${token}`);
    expect(again.json).toMatchObject({ status: 'incomplete_setup', user_id: userId });
    expect((await call(getVerifyEmail, 'GET /api/verify-email/not-a-token')).json).toMatchObject({ status: 'error' });
  });
});

describe('setup: method, then phone code', () => {
  it('takes a password, texts a code, and leaves the account pending approval', async () => {
    const { userId, cookie } = await signUpAndVerify(5);
    const setup = await call(postSetupAuth, `POST /api/setup-auth/${userId}`, {
      body: { auth_method: 'password', password: 'porch-light-9' },
      cookies: [cookie],
      headers: sameSite,
    });
    expect(setup.json).toEqual({ status: 'verify_phone', phone_hint: '(•••) •••-0105' });
    const code = /\b(\d{6})\b/.exec((await lastMessageTo('8325550105')).text)![1]!;
    const wrong = await call(postVerifyPhone, 'POST /api/verify-phone', {
      body: { user_id: userId, code: code === '000000' ? '111111' : '000000' },
      cookies: [cookie],
      headers: sameSite,
    });
    expect(wrong.status).toBe(400);
    const right = await call(postVerifyPhone, 'POST /api/verify-phone', { body: { user_id: userId, code }, cookies: [cookie], headers: sameSite });
    expect(right.json).toEqual({ status: 'pending_approval' });
    expect((await lastMessageTo('owner@example.com')).subject).toContain('Maria Garza');
    // Pending: the right password is told to wait.
    const login = await call(postLogin, 'POST /api/login', { body: { phone: '8325550105', password: 'porch-light-9' }, headers: sameSite });
    expect(login.status).toBe(403);
    expect(login.json.status).toBe('pending');
  });

  it('works only for the browser that opened the email link', async () => {
    const { userId } = await signUpAndVerify(6);
    const stranger = await call(postSetupAuth, `POST /api/setup-auth/${userId}`, {
      body: { auth_method: 'password', password: 'attacker-pass' },
      headers: sameSite,
    });
    expect(stranger.status).toBe(403);
    const otherCookie = (await signUpAndVerify(7)).cookie;
    const wrongAccount = await call(postSetupAuth, `POST /api/setup-auth/${userId}`, {
      body: { auth_method: 'password', password: 'attacker-pass' },
      cookies: [otherCookie],
      headers: sameSite,
    });
    expect(wrongAccount.status).toBe(403);
    expect((await getUser(getDeps().db, userId)).password_hash).toBeUndefined();
  });

  it('gives a code five tries, then asks for a new one', async () => {
    const { userId, cookie } = await signUpAndVerify(8);
    await call(postSetupAuth, `POST /api/setup-auth/${userId}`, { body: { auth_method: 'password', password: 'secret123' }, cookies: [cookie], headers: sameSite });
    const code = /\b(\d{6})\b/.exec((await lastMessageTo('8325550108')).text)![1]!;
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) {
      await call(postVerifyPhone, 'POST /api/verify-phone', { body: { user_id: userId, code: wrong }, cookies: [cookie], headers: sameSite });
    }
    const late = await call(postVerifyPhone, 'POST /api/verify-phone', { body: { user_id: userId, code }, cookies: [cookie], headers: sameSite });
    expect(late.json.error).toBe('Too many attempts. Send a new code.');
    await call(postSendPhoneCode, 'POST /api/send-phone-code', { body: { user_id: userId }, cookies: [cookie], headers: sameSite });
    const fresh = /\b(\d{6})\b/.exec((await lastMessageTo('8325550108')).text)![1]!;
    const ok = await call(postVerifyPhone, 'POST /api/verify-phone', { body: { user_id: userId, code: fresh }, cookies: [cookie], headers: sameSite });
    expect(ok.json).toEqual({ status: 'pending_approval' });
  });
});
