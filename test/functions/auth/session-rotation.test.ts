import { beforeAll, describe, expect, it } from 'vitest';
import { handler as getUpdateInfo } from '#functions/account/get-update-info.js';
import { handler as postLogin } from '#functions/auth/post-login.js';
import { handler as postApprove } from '#functions/auth/post-qr-login-approve.js';
import { handler as postComplete } from '#functions/auth/post-qr-login-complete.js';
import { handler as postGenerate } from '#functions/auth/post-qr-login-generate.js';
import { handler as postLoginOptions } from '#functions/auth/post-webauthn-login-options.js';
import { handler as postLoginVerify } from '#functions/auth/post-webauthn-login-verify.js';
import type { ApiAnswer } from '#test/support/api.js';
import { addPasskey, makeAgentWithPassword, sameSite } from '#test/support/accounts.js';
import { call, cookiePair, makeUser, provisionTestTable } from '#test/support/api.js';

// product/platform.md §6: a new token at each sign-in. What the browser held before signing in
// (a session id someone planted, the session of whoever used the computer before, the QR
// login's binding cookie) is never the session after, and opens nothing afterwards.

beforeAll(provisionTestTable);

/** A session id an attacker chose and planted in the victim's browser. */
const planted = 'planted-session-id-chosen-by-an-attacker-00';

const sidOf = (answer: ApiAnswer) => {
  const pair = cookiePair(answer.cookies.find((cookie) => cookie.startsWith('sid=')));
  expect(pair).toMatch(/^sid=[A-Za-z0-9_-]{43}$/);
  return pair.slice('sid='.length);
};

const whoHolds = async (token: string) => {
  const answer = await call(getUpdateInfo, 'GET /api/update-info', { token });
  return answer.status === 200 ? (answer.json.id as string) : answer.status;
};

/** Before each sign-in the browser sends the planted id, then the session of the computer's previous user. */
async function expectRotated(signIn: (before: string) => Promise<ApiAnswer>, userId: string) {
  const afterPlanted = sidOf(await signIn(planted));
  expect(afterPlanted).not.toBe(planted);
  expect(await whoHolds(planted)).toBe(401);
  expect(await whoHolds(afterPlanted)).toBe(userId);

  const { token: previous } = await makeUser();
  const afterPrevious = sidOf(await signIn(previous));
  expect(afterPrevious).not.toBe(previous);
  expect(await whoHolds(previous)).toBe(401);
  expect(await whoHolds(afterPrevious)).toBe(userId);
}

describe('a sign-in issues a new session and ends the one the browser held', () => {
  it('with a password', async () => {
    const { user } = await makeAgentWithPassword('rotate-me-1');
    const logIn = (before: string) =>
      call(postLogin, 'POST /api/login', { body: { phone: user.phone, password: 'rotate-me-1' }, token: before, headers: sameSite });
    await expectRotated(logIn, user.id);
  });

  it('with a passkey', async () => {
    const { user, token } = await makeUser();
    const device = await addPasskey(token);
    const logIn = async (before: string) => {
      const options = await call(postLoginOptions, 'POST /api/webauthn/login-options', { body: { phone: user.phone }, headers: sameSite });
      return call(postLoginVerify, 'POST /api/webauthn/login-verify', { body: device.assert(options.json), token: before, headers: sameSite });
    };
    await expectRotated(logIn, user.id);
  });

  it('with a QR code approved on the phone', async () => {
    const { user, token } = await makeUser();
    const device = await addPasskey(token);
    const bindings: string[] = [];
    const logIn = async (before: string) => {
      const generated = await call(postGenerate, 'POST /api/qr-login/generate', { token: before, headers: sameSite });
      const qrCookie = cookiePair(generated.cookies[0]);
      bindings.push(qrCookie.slice('qr='.length));
      const link = (generated.json.qr_url as string).split('/qr-approve/')[1]!;
      const options = await call(postLoginOptions, 'POST /api/webauthn/login-options', { body: { user_verification: 'required' }, headers: sameSite });
      await call(postApprove, `POST /api/qr-login/approve/${link}`, { body: { credential: device.assert(options.json) }, headers: sameSite });
      return call(postComplete, `POST /api/qr-login/complete/${generated.json.session_id}`, { token: before, cookies: [qrCookie], headers: sameSite });
    };
    await expectRotated(logIn, user.id);
    // The pre-sign-in cookie of the QR login binds the browser; it is not a session, before or after.
    expect(bindings).toHaveLength(2);
    for (const binding of bindings) expect(await whoHolds(binding)).toBe(401);
  });
});
