import { beforeAll, describe, expect, it } from 'vitest';
import { handler as getInfo } from '#functions/auth/get-qr-login-info.js';
import { handler as postApprove } from '#functions/auth/post-qr-login-approve.js';
import { handler as postComplete } from '#functions/auth/post-qr-login-complete.js';
import { handler as postGenerate } from '#functions/auth/post-qr-login-generate.js';
import { handler as postLoginOptions } from '#functions/auth/post-webauthn-login-options.js';
import { hashToken } from '#functions/data/ids.js';
import { getDeps } from '#functions/deps.js';
import type { ApiHandler } from '#functions/http/handler.js';
import { QR_LOGIN_TTL_MS } from '#shared/auth.js';
import { addPasskey, sameSite } from '#test/support/accounts.js';
import { call, cookiePair, makeUser, provisionTestTable } from '#test/support/api.js';
import { expectStoredOnlyHashed, expectStrongToken } from '#test/support/secrets.js';
import type { SoftAuthenticator } from '#test/support/soft-authenticator.js';

// The three secrets of a QR login (docs/data-model.md §4, D-063): the poll id the desktop shows,
// the approval link in the picture, and the cookie that binds the desktop's browser.

beforeAll(provisionTestTable);

const afterExpiry = (handler: ApiHandler) => handler.withDeps({ ...getDeps(), now: () => new Date(Date.now() + QR_LOGIN_TTL_MS + 1000) });

async function generate() {
  const answer = await call(postGenerate, 'POST /api/qr-login/generate', { headers: sameSite });
  expect(answer.status).toBe(200);
  const cookie = cookiePair(answer.cookies[0]);
  return { sessionId: answer.json.session_id as string, link: (answer.json.qr_url as string).split('/qr-approve/')[1]!, cookie, binding: cookie.slice('qr='.length) };
}

async function approve(link: string, device: SoftAuthenticator, handler: ApiHandler = postApprove) {
  const options = await call(postLoginOptions, 'POST /api/webauthn/login-options', { body: { user_verification: 'required' }, headers: sameSite });
  return call(handler, `POST /api/qr-login/approve/${link}`, { body: { credential: device.assert(options.json) }, headers: sameSite });
}

const complete = (qr: Awaited<ReturnType<typeof generate>>, handler: ApiHandler = postComplete) =>
  call(handler, `POST /api/qr-login/complete/${qr.sessionId}`, { cookies: [qr.cookie], headers: sameSite });

describe('the QR login secrets', () => {
  it('each carry 256 bits and are stored only as their hash', async () => {
    const qr = await generate();
    for (const secret of [qr.sessionId, qr.link, qr.binding]) {
      expectStrongToken(secret);
      await expectStoredOnlyHashed(secret, hashToken(secret));
    }
    expect(new Set([qr.sessionId, qr.link, qr.binding]).size).toBe(3);
  });

  it('expire after five minutes: the link shows and approves nothing, the desktop completes nothing', async () => {
    const { token } = await makeUser();
    const device = await addPasskey(token);
    const qr = await generate();
    expect((await call(afterExpiry(getInfo), `GET /api/qr-login/info/${qr.link}`)).status).toBe(404);
    expect((await approve(qr.link, device, afterExpiry(postApprove))).status).toBe(404);

    const approved = await generate();
    expect((await approve(approved.link, device)).status).toBe(200);
    expect((await complete(approved, afterExpiry(postComplete))).status).toBe(410);
  });

  it('approve once and complete once', async () => {
    const { token } = await makeUser();
    const device = await addPasskey(token);
    const qr = await generate();
    expect((await approve(qr.link, device)).status).toBe(200);
    expect((await approve(qr.link, device)).status).toBe(404);
    const done = await complete(qr);
    expect(done.status).toBe(200);
    const again = await complete(qr);
    expect(again.status).toBe(410);
    expect(again.cookies).toEqual([]);
  });
});
