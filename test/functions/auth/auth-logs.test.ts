import { beforeAll, describe, expect, it, vi } from 'vitest';
import { handler as getInvite } from '#functions/account/get-invite.js';
import { handler as postInvite } from '#functions/account/post-invite-agent.js';
import { handler as getResetPassword } from '#functions/auth/get-reset-password.js';
import { handler as getVerifyEmail } from '#functions/auth/get-verify-email.js';
import { handler as getQrInfo } from '#functions/auth/get-qr-login-info.js';
import { handler as postAuthMethods } from '#functions/auth/post-auth-methods.js';
import { handler as postLogin } from '#functions/auth/post-login.js';
import { handler as postQrDecline } from '#functions/auth/post-qr-login-decline.js';
import { handler as postQrGenerate } from '#functions/auth/post-qr-login-generate.js';
import { handler as postResetPassword } from '#functions/auth/post-reset-password.js';
import { handler as postResetPasswordToken } from '#functions/auth/post-reset-password-token.js';
import { handler as postSetupAuth } from '#functions/auth/post-setup-auth.js';
import { handler as postSignup } from '#functions/auth/post-signup.js';
import { handler as postVerifyPhone } from '#functions/auth/post-verify-phone.js';
import { logKey } from '#functions/http/stack.js';
import { routes } from '#functions/route-table.js';
import { makeAgentWithPassword, sameSite } from '#test/support/accounts.js';
import { call, cookiePair, lastMessageTo, linkToken, loadHandler, makeUser, provisionTestTable } from '#test/support/api.js';

// Issue 31 point 8, D-218: a failed sign-in, a refused token and a 429 each write one structured
// line, and no password, code, token or cookie reaches any line.

beforeAll(async () => {
  await provisionTestTable();
  await makeUser({ is_admin: true, email: 'owner.logs@example.com' });
});

/** Every line written to the console or the process's streams while `run` runs. */
async function captureLogs(run: () => Promise<void>): Promise<string[]> {
  const lines: string[] = [];
  const keep = (...args: unknown[]) => void lines.push(args.map(String).join(' '));
  const write = (chunk: unknown) => (lines.push(String(chunk)), true);
  const spies = [
    ...(['log', 'info', 'warn', 'error', 'debug'] as const).map((level) => vi.spyOn(console, level).mockImplementation(keep)),
    vi.spyOn(process.stdout, 'write').mockImplementation(write),
    vi.spyOn(process.stderr, 'write').mockImplementation(write),
  ];
  try {
    await run();
  } finally {
    spies.forEach((spy) => spy.mockRestore());
  }
  return lines;
}

const parsed = (lines: string[]) => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the log line of a refusal (D-218)', () => {
  it('a failed sign-in writes one line with a key for the phone, not the phone or the password', async () => {
    const { user } = await makeAgentWithPassword('front-porch-42');
    const lines = await captureLogs(async () => {
      const answer = await call(postLogin, 'POST /api/login', { body: { phone: user.phone, password: 'front-porch-43' }, headers: sameSite });
      expect(answer.status).toBe(401);
    });
    expect(parsed(lines)).toEqual([
      expect.objectContaining({ route: 'POST /api/login', status: 401, event: 'sign-in-failed', reason: 'wrong-password', key: logKey(`phone:${user.phone}`) }),
    ]);
    expect(lines.join('\n')).not.toMatch(/front-porch|713\d{7}/);
  });

  it('a refused reset link writes one line, without the token', async () => {
    const token = 'a'.repeat(43);
    const lines = await captureLogs(async () => {
      expect((await call(getResetPassword, `GET /api/reset-password/${token}`)).status).toBe(400);
    });
    expect(parsed(lines)).toEqual([
      expect.objectContaining({ route: 'GET /api/reset-password/{token}', status: 400, event: 'token-refused', reason: 'reset-link', key: logKey('ip:127.0.0.1') }),
    ]);
    expect(lines.join('\n')).not.toContain(token);
  });

  it('a 429 writes one line naming the spent limit and a key for its subject', async () => {
    const email = 'limited.logs@example.com';
    for (let i = 0; i < 3; i += 1) await call(postResetPassword, 'POST /api/reset-password', { body: { email }, headers: sameSite });
    const lines = await captureLogs(async () => {
      expect((await call(postResetPassword, 'POST /api/reset-password', { body: { email }, headers: sameSite })).status).toBe(429);
    });
    expect(parsed(lines)).toEqual([
      expect.objectContaining({ route: 'POST /api/reset-password', status: 429, event: 'rate-limited', reason: 'reset', key: logKey(`email:${email}`) }),
    ]);
    expect(lines.join('\n')).not.toContain(email);
  });
});

describe('no secret reaches a log line (issue 31 point 8)', () => {
  it('through every auth and account route, with real and wrong passwords, codes, tokens and cookies', async () => {
    const secrets: Record<string, string> = {};
    const lines = await captureLogs(async () => {
      // Signup: the email link, the continuation cookie, a password, the texted code (wrong, then right).
      const signup = await call(postSignup, 'POST /api/signup', {
        body: { first_name: 'Rosa', last_name: 'Diaz', email: 'rosa.logs@example.com', phone: '(832) 555-0188', company: 'Bayou City Realty', smsConsent: true },
        headers: sameSite,
      });
      const userId = signup.json.user_id as string;
      secrets.emailToken = linkToken((await lastMessageTo('rosa.logs@example.com')).text, '/verify-email/');
      const signupCookie = cookiePair((await call(getVerifyEmail, `GET /api/verify-email/${secrets.emailToken}`)).cookies[0]);
      secrets.signupCookie = signupCookie.split('=')[1]!;
      secrets.commonPassword = 'sunshine1';
      secrets.signupPassword = 'rosa-signup-secret';
      for (const password of [secrets.commonPassword, secrets.signupPassword]) {
        await call(postSetupAuth, `POST /api/setup-auth/${userId}`, { body: { auth_method: 'password', password }, cookies: [signupCookie], headers: sameSite });
      }
      secrets.smsCode = /\b(\d{6})\b/.exec((await lastMessageTo('8325550188')).text)![1]!;
      secrets.wrongCode = secrets.smsCode === '482913' ? '482914' : '482913';
      for (const code of [secrets.wrongCode, secrets.smsCode]) {
        await call(postVerifyPhone, 'POST /api/verify-phone', { body: { user_id: userId, code }, cookies: [signupCookie], headers: sameSite });
      }

      // Sign-in, wrong then right: the session cookie.
      secrets.password = 'lantern-by-the-bayou';
      secrets.wrongPassword = 'lantern-by-the-bayoux';
      const { user } = await makeAgentWithPassword(secrets.password);
      await call(postLogin, 'POST /api/login', { body: { phone: user.phone, password: secrets.wrongPassword }, headers: sameSite });
      const login = await call(postLogin, 'POST /api/login', { body: { phone: user.phone, password: secrets.password }, headers: sameSite });
      secrets.session = cookiePair(login.cookies.find((cookie) => cookie.includes('sid='))).split('=')[1]!;
      secrets.newPassword = 'settings-secret-77';
      await call(postAuthMethods, 'POST /api/auth-methods', { body: { action: 'add_password', password: secrets.newPassword }, token: secrets.session, headers: sameSite });

      // Reset: the emailed token, used once, then again.
      await call(postResetPassword, 'POST /api/reset-password', { body: { email: user.email }, headers: sameSite });
      secrets.resetToken = linkToken((await lastMessageTo(user.email)).text, '/reset-password/');
      secrets.resetPassword = 'reset-secret-lantern';
      await call(getResetPassword, `GET /api/reset-password/${secrets.resetToken}`);
      for (let i = 0; i < 2; i += 1) {
        await call(postResetPasswordToken, `POST /api/reset-password/${secrets.resetToken}`, { body: { password: secrets.resetPassword }, headers: sameSite });
      }

      // QR login: the desktop's session id and cookie, the phone's link.
      const qr = await call(postQrGenerate, 'POST /api/qr-login/generate', { headers: sameSite });
      secrets.qrSession = qr.json.session_id as string;
      secrets.qrCookie = cookiePair(qr.cookies[0]).split('=')[1]!;
      secrets.qrToken = (qr.json.qr_url as string).split('/qr-approve/')[1]!;
      await call(getQrInfo, `GET /api/qr-login/info/${secrets.qrToken}`);
      await call(postQrDecline, `POST /api/qr-login/decline/${secrets.qrToken}`, { headers: sameSite });

      // An invitation link.
      const agent = await makeUser();
      const invitee = { first_name: 'Lena', last_name: 'Ortiz', email: 'lena.logs@example.com', phone: '(346) 555-0188' };
      await call(postInvite, 'POST /api/invite-agent', { body: invitee, token: agent.token, headers: sameSite });
      secrets.inviteToken = linkToken((await lastMessageTo('lena.logs@example.com')).text, '/signup\\?invite=');
      await call(getInvite, `GET /api/invite/${secrets.inviteToken}`);

      // Then every auth and account route, each secret in the path, the body and the cookies.
      const values = Object.values(secrets);
      const cookies = [`signup=${secrets.signupCookie}`, `qr=${secrets.qrCookie}`];
      const body = { password: secrets.password, code: secrets.smsCode, token: secrets.resetToken, user_id: userId, credential: { id: secrets.qrToken }, action: 'add_password', auth_method: 'password', phone: user.phone };
      for (const route of routes.filter((each) => each.module === 'auth' || each.module === 'account')) {
        const handler = await loadHandler(route.handler);
        for (const secret of route.path.includes('{') ? values : [secrets.resetToken]) {
          const path = route.path.replace(/\{\w+\}/g, secret);
          const answer = await call(handler, `${route.method} ${path}`, {
            ...(route.method === 'GET' ? {} : { body }),
            token: secrets.session,
            cookies,
            headers: sameSite,
          });
          // Hostile input gets a 4xx, never a 500.
          expect(answer.status, `${route.method} ${path}`).toBeLessThan(500);
        }
      }
    });

    expect(Object.keys(secrets)).toHaveLength(16);
    // The capture saw the requests, and the refusals among them.
    expect(lines.length).toBeGreaterThan(100);
    const events = new Set(parsed(lines.filter((line) => line.startsWith('{'))).map((line) => line.event));
    expect(events).toEqual(new Set([undefined, 'sign-in-failed', 'token-refused', 'rate-limited']));
    const logged = lines.join('\n');
    for (const [name, secret] of Object.entries(secrets)) expect(logged.includes(secret), `${name} is in a log line`).toBe(false);
  });
});
