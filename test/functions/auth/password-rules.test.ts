import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { dictionary } from '@zxcvbn-ts/language-common';
import { handler as getVerifyEmail } from '#functions/auth/get-verify-email.js';
import { handler as postAuthMethods } from '#functions/auth/post-auth-methods.js';
import { handler as postLogin } from '#functions/auth/post-login.js';
import { handler as postResetPassword } from '#functions/auth/post-reset-password.js';
import { handler as postResetPasswordToken } from '#functions/auth/post-reset-password-token.js';
import { handler as postSetupAuth } from '#functions/auth/post-setup-auth.js';
import { handler as postSignup } from '#functions/auth/post-signup.js';
import { isCommonPassword } from '#functions/auth/common-passwords.js';
import { getDeps } from '#functions/deps.js';
import { accountMessages, passwordSchema, PASSWORD_MAX_LENGTH } from '#shared/account.js';
import { makeAgentWithPassword, sameSite } from '#test/support/accounts.js';
import { call, cookiePair, lastMessageTo, linkToken, makeUser, provisionTestTable } from '#test/support/api.js';

beforeAll(provisionTestTable);

const TOO_COMMON = accountMessages.passwordTooCommon;
const changePassword = (token: string, password: string) =>
  call(postAuthMethods, 'POST /api/auth-methods', { body: { action: 'add_password', password }, token, headers: sameSite });

/** Code points, as the shared rule counts them. */
const codePoints = (text: string) => [...text];

describe('the shared password rule (product/portal.md §5 and §9: 6 to 200 characters)', () => {
  it('refuses under 6 and over 200 characters, and keeps spaces as typed', () => {
    expect(passwordSchema.safeParse('abcde').error?.issues[0]?.message).toBe(accountMessages.passwordTooShort);
    expect(passwordSchema.safeParse('x'.repeat(PASSWORD_MAX_LENGTH + 1)).error?.issues[0]?.message).toBe(accountMessages.passwordTooLong);
    expect(passwordSchema.parse('x'.repeat(PASSWORD_MAX_LENGTH))).toHaveLength(PASSWORD_MAX_LENGTH);
    expect(passwordSchema.parse('  two spaces each side  ')).toBe('  two spaces each side  ');
  });
});

describe('the 10,000 most common passwords (D-217)', () => {
  const ranked = dictionary['passwords-common'];

  it('are refused up to rank 10,000 and not beyond, in any case and any Unicode width', async () => {
    expect(await isCommonPassword(ranked[0]!)).toBe(true);
    expect(await isCommonPassword(ranked[9_999]!)).toBe(true);
    expect(await isCommonPassword(ranked[10_000]!)).toBe(false);
    expect(await isCommonPassword('PassWord1')).toBe(true);
    // Full-width letters are the same password to the hash (NFKC), so to the list too.
    expect(await isCommonPassword('ｐａｓｓｗｏｒｄ１')).toBe(true);
    expect(await isCommonPassword('porch-light-9')).toBe(false);
  });

  it('are refused on a reset, and the link still works for a better password', async () => {
    const { user } = await makeAgentWithPassword('old-password');
    await call(postResetPassword, 'POST /api/reset-password', { body: { email: user.email }, headers: sameSite });
    const token = linkToken((await lastMessageTo(user.email)).text, '/reset-password/');
    const common = await call(postResetPasswordToken, `POST /api/reset-password/${token}`, { body: { password: 'password1' }, headers: sameSite });
    expect(common.status).toBe(400);
    expect(common.json).toEqual({ error: TOO_COMMON, field: 'password' });
    const login = (password: string) => call(postLogin, 'POST /api/login', { body: { phone: user.phone, password }, headers: sameSite });
    expect((await login('password1')).status).toBe(401);
    const better = await call(postResetPasswordToken, `POST /api/reset-password/${token}`, { body: { password: 'porch-light-9' }, headers: sameSite });
    expect(better.json).toEqual({ message: 'Password updated' });
    expect((await login('porch-light-9')).status).toBe(200);
  });

  it('are refused when a password is added or changed in settings', async () => {
    const { token } = await makeAgentWithPassword('only-way-in');
    const answer = await changePassword(token, 'Qwerty123');
    expect(answer.status).toBe(400);
    expect(answer.json.error).toBe(TOO_COMMON);
  });

  it('are refused when the account is set up at signup', async () => {
    await makeUser({ is_admin: true, email: 'owner.rules@example.com' });
    const signup = await call(postSignup, 'POST /api/signup', {
      body: { first_name: 'Rosa', last_name: 'Diaz', email: 'rosa.rules@example.com', phone: '(832) 555-0177', company: 'Bayou City Realty', smsConsent: true },
      headers: sameSite,
    });
    const verified = await call(getVerifyEmail, `GET /api/verify-email/${linkToken((await lastMessageTo('rosa.rules@example.com')).text, '/verify-email/')}`);
    const setUp = (password: string) =>
      call(postSetupAuth, `POST /api/setup-auth/${signup.json.user_id}`, {
        body: { auth_method: 'password', password },
        cookies: [cookiePair(verified.cookies[0])],
        headers: sameSite,
      });
    const common = await setUp('iloveyou');
    expect(common.status).toBe(400);
    expect(common.json.error).toBe(TOO_COMMON);
    expect((await setUp('bayou-city-ride')).json.status).toBe('verify_phone');
  });
});

describe('a password is taken whole (issue 31 point 6)', () => {
  // Any Unicode: emoji (sequences too), combining marks, other scripts, spaces at either end.
  const text = fc.oneof(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 200 }), fc.string({ unit: 'binary', minLength: 1, maxLength: 200 }));
  const padding = fc.constantFrom('', ' ', '  ', '\t', '\u00a0');
  const password = fc
    .tuple(padding, text, padding)
    .map(([before, core, after]) => codePoints(`${before}${core}${after}`).slice(0, PASSWORD_MAX_LENGTH).join(''))
    .filter((candidate) => codePoints(candidate).length >= 6);
  // Each run signs in three times; a fresh rate-limit window per run keeps 429s out of a run.
  let run = 0;
  const loginInWindow = () => {
    run += 1;
    const later = run * 16 * 60_000;
    return postLogin.withDeps({ ...getDeps(), now: () => new Date(Date.now() + later) });
  };

  it('signs in with exactly the password set, never with it trimmed or cut', async () => {
    await fc.assert(
      fc.asyncProperty(password, async (chosen) => {
        const { user, token } = await makeUser();
        expect((await changePassword(token, chosen)).status).toBe(200);
        const login = loginInWindow();
        const signIn = (attempt: string) => call(login, 'POST /api/login', { body: { phone: user.phone, password: attempt }, headers: sameSite });
        expect((await signIn(chosen)).status).toBe(200);
        const shorter = codePoints(chosen).slice(0, -1).join('');
        // 401, or 400 when what is left is empty: refused either way, never a 500.
        expect([400, 401]).toContain((await signIn(shorter)).status);
        if (chosen.trim() !== chosen) expect([400, 401]).toContain((await signIn(chosen.trim())).status);
      }),
      {
        numRuns: 25,
        examples: [
          // 200 code points, 800 bytes of UTF-8: far past bcrypt's 72, which scrypt does not have.
          ['🏠'.repeat(PASSWORD_MAX_LENGTH)],
          [` ${'👩‍👩‍👧‍👦'.repeat(28)} `],
          ['e\u0301'.repeat(100)],
        ],
      },
    );
  });

  it('refuses a password over 200 characters whole, never keeping part of it', async () => {
    const { token } = await makeAgentWithPassword('only-way-in');
    const long = fc.string({ unit: 'grapheme', minLength: 201, maxLength: 1000 }).filter((text) => codePoints(text).length > PASSWORD_MAX_LENGTH);
    await fc.assert(
      fc.asyncProperty(long, async (text) => {
        const answer = await changePassword(token, text);
        expect(answer.status).toBe(400);
        expect(answer.json.error).toBe(accountMessages.passwordTooLong);
      }),
      { numRuns: 10 },
    );
  });
});
