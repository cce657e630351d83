import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as getAuthMethods } from '#functions/auth/get-auth-methods.js';
import { handler as postLoginOptions } from '#functions/auth/post-webauthn-login-options.js';
import { handler as postLoginVerify } from '#functions/auth/post-webauthn-login-verify.js';
import { handler as postRemoveCredential } from '#functions/auth/post-webauthn-remove-credential.js';
import { handler as postQrApprove } from '#functions/auth/post-qr-login-approve.js';
import { handler as postQrGenerate } from '#functions/auth/post-qr-login-generate.js';
import { passkeyClaimKey, userKey } from '#functions/data/keys.js';
import { findPasskeys } from '#functions/data/auth-passkeys.js';
import { getDeps } from '#functions/deps.js';
import { addPasskey, makeAgentWithPassword, sameSite } from '#test/support/accounts.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';
import { PASSKEYS_STORED_BEFORE_D202 } from '#test/support/passkeys-before-d202.js';
import { SoftAuthenticator } from '#test/support/soft-authenticator.js';

beforeAll(provisionTestTable);

describe('passkeys', () => {
  it('registers, then signs in with it', async () => {
    const { user, token } = await makeUser();
    const device = await addPasskey(token);
    expect((await call(getAuthMethods, 'GET /api/auth-methods', { token })).json).toMatchObject({ has_passkey: true, passkeys: [{ id: device.id }] });

    const options = await call(postLoginOptions, 'POST /api/webauthn/login-options', { body: { phone: user.phone }, headers: sameSite });
    expect(options.json.allowCredentials).toEqual([expect.objectContaining({ id: device.id })]);
    const login = await call(postLoginVerify, 'POST /api/webauthn/login-verify', { body: device.assert(options.json), headers: sameSite });
    expect(login.status).toBe(200);
    expect(login.json.user_id).toBe(user.id);
    expect(login.cookies[0]).toMatch(/^sid=/);
  });

  it.each(PASSKEYS_STORED_BEFORE_D202)('signs in with a $device.algorithm passkey our own verifier stored before D-202', async ({ device: saved, item }) => {
    const { user } = await makeUser();
    const { db } = getDeps();
    // The passkey and its credential claim, written as that code wrote them, on this account.
    await db.doc.send(new PutCommand({ TableName: db.table, Item: { ...item, pk: userKey(user.id).pk } }));
    await db.doc.send(new PutCommand({ TableName: db.table, Item: { ...passkeyClaimKey(item.credential_id), user_id: user.id } }));
    const device = SoftAuthenticator.restore(saved);
    const options = await call(postLoginOptions, 'POST /api/webauthn/login-options', { body: { phone: user.phone }, headers: sameSite });
    expect(options.json.allowCredentials).toEqual([expect.objectContaining({ id: device.id })]);
    const login = await call(postLoginVerify, 'POST /api/webauthn/login-verify', { body: device.assert(options.json), headers: sameSite });
    expect(login.json).toMatchObject({ success: true, user_id: user.id });
    expect((await findPasskeys(db, user.id))[0]).toMatchObject({ ...item, counter: item.counter + 1, last_used_at: expect.any(String) });
  });

  it('raises the stored counter on every sign-in, by login and by QR approval (issue 31 point 7)', async () => {
    const { user, token } = await makeUser();
    const device = await addPasskey(token);
    const storedCounter = async () => (await findPasskeys(getDeps().db, user.id))[0]!.counter;
    const seen = [await storedCounter()];
    for (let i = 0; i < 4; i++) {
      const options = await call(postLoginOptions, 'POST /api/webauthn/login-options', { body: { phone: user.phone }, headers: sameSite });
      expect((await call(postLoginVerify, 'POST /api/webauthn/login-verify', { body: device.assert(options.json), headers: sameSite })).status).toBe(200);
      seen.push(await storedCounter());
    }
    const qr = await call(postQrGenerate, 'POST /api/qr-login/generate', { headers: sameSite });
    const options = await call(postLoginOptions, 'POST /api/webauthn/login-options', { body: { user_verification: 'required' }, headers: sameSite });
    const link = String(qr.json.qr_url).split('/qr-approve/')[1]!;
    expect((await call(postQrApprove, `POST /api/qr-login/approve/${link}`, { body: { credential: device.assert(options.json) }, headers: sameSite })).status).toBe(200);
    seen.push(await storedCounter());
    // What the authenticator said each time, stored each time: 1 at registration, then one more per use.
    expect(seen).toEqual([1, 2, 3, 4, 5, 6]);
    expect(device.saved().counter).toBe(6);
  });

  it('uses a challenge once', async () => {
    const { token } = await makeUser();
    const device = await addPasskey(token);
    const options = await call(postLoginOptions, 'POST /api/webauthn/login-options', { body: {}, headers: sameSite });
    const assertion = device.assert(options.json);
    expect((await call(postLoginVerify, 'POST /api/webauthn/login-verify', { body: assertion, headers: sameSite })).status).toBe(200);
    const replay = await call(postLoginVerify, 'POST /api/webauthn/login-verify', { body: assertion, headers: sameSite });
    expect(replay.status).toBe(400);
    expect(replay.json.error).toBe('Authentication failed. The credential may be invalid.');
  });

  it('refuses a passkey nobody registered', async () => {
    const options = await call(postLoginOptions, 'POST /api/webauthn/login-options', { body: {}, headers: sameSite });
    const stranger = new SoftAuthenticator().assert(options.json);
    expect((await call(postLoginVerify, 'POST /api/webauthn/login-verify', { body: stranger, headers: sameSite })).status).toBe(400);
  });

  it('never removes the last way in', async () => {
    const { token } = await makeUser();
    const device = await addPasskey(token);
    const refused = await call(postRemoveCredential, 'POST /api/webauthn/remove-credential', { body: { credential_id: device.id }, token, headers: sameSite });
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe('Cannot remove passkey: no password set as backup. Add a password first.');

    const withPassword = await makeAgentWithPassword('backup-pass');
    const second = await addPasskey(withPassword.token);
    const removed = await call(postRemoveCredential, 'POST /api/webauthn/remove-credential', {
      body: { credential_id: second.id },
      token: withPassword.token,
      headers: sameSite,
    });
    expect(removed.json).toEqual({ success: true });
  });
});
