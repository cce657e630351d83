import { beforeAll, describe, expect, it } from 'vitest';
import { handler as getUpdateInfo } from '#functions/account/get-update-info.js';
import { handler as getInfo } from '#functions/auth/get-qr-login-info.js';
import { handler as getStatus } from '#functions/auth/get-qr-login-status.js';
import { handler as postApprove } from '#functions/auth/post-qr-login-approve.js';
import { handler as postComplete } from '#functions/auth/post-qr-login-complete.js';
import { handler as postDecline } from '#functions/auth/post-qr-login-decline.js';
import { handler as postGenerate } from '#functions/auth/post-qr-login-generate.js';
import { handler as postLoginOptions } from '#functions/auth/post-webauthn-login-options.js';
import { expireQrLogins } from '#functions/jobs/expire-qr-logins.js';
import { getDeps } from '#functions/deps.js';
import { addPasskey, sameSite } from '#test/support/accounts.js';
import { call, cookiePair, makeUser, provisionTestTable } from '#test/support/api.js';
import { readQrImage } from '#test/support/qr-image.js';
import { storedItems } from '#test/support/stored.js';
import type { SoftAuthenticator } from '#test/support/soft-authenticator.js';

beforeAll(provisionTestTable);

/** The desktop: generates a QR login and keeps its binding cookie. */
async function generate() {
  const answer = await call(postGenerate, 'POST /api/qr-login/generate', { headers: { ...sameSite, 'user-agent': 'Desktop Chrome' } });
  expect(answer.status).toBe(200);
  // The picture is the link the phone opens.
  expect(readQrImage(answer.json.qr_image as string).text).toBe(answer.json.qr_url);
  return { sessionId: answer.json.session_id as string, link: (answer.json.qr_url as string).split('/qr-approve/')[1]!, cookie: cookiePair(answer.cookies[0]) };
}

/** The phone: approves with its passkey, user verification included. */
async function approve(link: string, device: SoftAuthenticator, verified = true) {
  const options = await call(postLoginOptions, 'POST /api/webauthn/login-options', { body: { user_verification: 'required' }, headers: sameSite });
  return call(postApprove, `POST /api/qr-login/approve/${link}`, { body: { credential: device.assert(options.json, verified) }, headers: sameSite });
}

const status = (sessionId: string, cookies: string[]) => call(getStatus, `GET /api/qr-login/status/${sessionId}`, { cookies });

describe('QR login', () => {
  it('signs in the desktop that generated it once the phone approves with a passkey', async () => {
    const { user, token } = await makeUser();
    const device = await addPasskey(token);
    const qr = await generate();
    expect((await call(getInfo, `GET /api/qr-login/info/${qr.link}`)).json).toMatchObject({ user_agent: 'Desktop Chrome', ip_address: '127.0.0.1' });
    expect((await status(qr.sessionId, [qr.cookie])).json).toEqual({ status: 'pending' });

    const approved = await approve(qr.link, device);
    expect(approved.json.message).toBe('Login approved successfully! You can close this page.');
    expect((await status(qr.sessionId, [qr.cookie])).json).toEqual({ status: 'approved' });

    const done = await call(postComplete, `POST /api/qr-login/complete/${qr.sessionId}`, { cookies: [qr.cookie], headers: sameSite });
    const session = cookiePair(done.cookies.find((cookie) => cookie.startsWith('sid=')));
    expect((await call(getUpdateInfo, 'GET /api/update-info', { token: session.slice(4) })).json.id).toBe(user.id);
    // Single use.
    expect((await call(postComplete, `POST /api/qr-login/complete/${qr.sessionId}`, { cookies: [qr.cookie], headers: sameSite })).status).toBe(410);
  });

  it('tells another browser with the session id nothing, and lets it complete nothing', async () => {
    const { token } = await makeUser();
    const device = await addPasskey(token);
    const qr = await generate();
    const thief = await generate();
    expect((await status(qr.sessionId, [])).status).toBe(404);
    expect((await status(qr.sessionId, [thief.cookie])).status).toBe(404);
    await approve(qr.link, device);
    const stolen = await call(postComplete, `POST /api/qr-login/complete/${qr.sessionId}`, { cookies: [thief.cookie], headers: sameSite });
    expect(stolen.status).toBe(404);
    expect(stolen.cookies).toEqual([]);
  });

  it('cannot be completed before approval, nor approved without user verification', async () => {
    const { token } = await makeUser();
    const device = await addPasskey(token);
    const qr = await generate();
    expect((await call(postComplete, `POST /api/qr-login/complete/${qr.sessionId}`, { cookies: [qr.cookie], headers: sameSite })).status).toBe(410);
    expect((await approve(qr.link, device, false)).status).toBe(400);
    expect((await status(qr.sessionId, [qr.cookie])).json.status).toBe('pending');
  });

  it('ignores a user id in the body: only the verified passkey counts', async () => {
    const qr = await generate();
    const forged = await call(postApprove, `POST /api/qr-login/approve/${qr.link}`, { body: { user_id: 'someone' }, headers: sameSite });
    expect(forged.status).toBe(400);
  });

  it('can be declined, and expires after five minutes', async () => {
    const declined = await generate();
    await call(postDecline, `POST /api/qr-login/decline/${declined.link}`, { headers: sameSite });
    expect((await status(declined.sessionId, [declined.cookie])).json.status).toBe('declined');
    expect((await call(getInfo, `GET /api/qr-login/info/${declined.link}`)).status).toBe(404);

    const late = await generate();
    const deps = getDeps();
    const future = { ...deps, now: () => new Date(Date.now() + 5 * 60_000 + 1000) };
    const later = await call(getStatus.withDeps(future), `GET /api/qr-login/status/${late.sessionId}`, { cookies: [late.cookie] });
    expect(later.json).toEqual({ status: 'expired' });
    expect((await expireQrLogins(future)).changed).toBeGreaterThanOrEqual(1);
    expect((await status(late.sessionId, [late.cookie])).json.status).toBe('expired');
  });
});

describe('simultaneous QR approvals (issue 31 point 7)', () => {
  /** The session items of these accounts in the table, as user ids (one entry per session). */
  const sessionsOf = async (userIds: string[]) =>
    [...(await storedItems()).values()].filter((item) => String(item.pk).startsWith('SESSION#') && userIds.includes(String(item.user_id))).map((item) => String(item.user_id));

  it('approve one QR login once and sign in exactly one browser, as the approver who won', async () => {
    const phones = await Promise.all([makeUser(), makeUser()]);
    const devices = await Promise.all(phones.map((phone) => addPasskey(phone.token)));
    const ids = phones.map((phone) => phone.user.id);
    const qr = await generate();
    const before = await sessionsOf(ids);

    const approvals = await Promise.all(devices.map((device) => approve(qr.link, device)));
    expect(approvals.map((answer) => answer.status).sort()).toEqual([200, 404]);
    const winner = ids[approvals.findIndex((answer) => answer.status === 200)]!;

    // Two completions at once from the browser that generated it: one session, the winner's.
    const completions = await Promise.all([0, 1].map(() => call(postComplete, `POST /api/qr-login/complete/${qr.sessionId}`, { cookies: [qr.cookie], headers: sameSite })));
    expect(completions.map((answer) => answer.status).sort()).toEqual([200, 410]);
    const done = completions.find((answer) => answer.status === 200)!;
    expect(done.json.user_id).toBe(winner);
    const session = cookiePair(done.cookies.find((cookie) => cookie.startsWith('sid=')));
    expect((await call(getUpdateInfo, 'GET /api/update-info', { token: session.slice(4) })).json.id).toBe(winner);
    expect((await sessionsOf(ids)).sort()).toEqual([...before, winner].sort());
  });
});
