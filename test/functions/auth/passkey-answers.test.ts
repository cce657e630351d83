import { beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '#shared/auth.js';
import { authenticationOptions, registrationOptions, verifyAuthentication, verifyRegistration } from '#functions/auth/passkeys.js';
import { findPasskeys } from '#functions/data/auth-passkeys.js';
import type { UserItem } from '#functions/data/users.js';
import { getDeps } from '#functions/deps.js';
import { makeUser, provisionTestTable } from '#test/support/api.js';
import { PASSKEYS_STORED_BEFORE_D202 } from '#test/support/passkeys-before-d202.js';
import { SoftAuthenticator, type SoftAlgorithm } from '#test/support/soft-authenticator.js';

// Our use of @simplewebauthn/server (D-202): the soft authenticator's answers to our own
// options, good and tampered. Every refusal is the spec's one message (product/outreach.md §3), and a
// refused answer changes nothing stored.

beforeAll(provisionTestTable);

const deps = getDeps();
const refusal = { kind: 'invalid', message: authMessages.passkeyInvalid };
const b64 = (value: string | Buffer) => Buffer.from(value).toString('base64url');

async function register(user: UserItem, device: SoftAuthenticator, options?: { challenge: string }) {
  return verifyRegistration(deps, user, device.register(options ?? (await registrationOptions(deps, user))));
}

/** A new account with one passkey, registered through our registration path. */
async function withPasskey(algorithm: SoftAlgorithm = 'ES256') {
  const { user } = await makeUser();
  const device = new SoftAuthenticator(undefined, undefined, algorithm);
  await register(user, device);
  return { user, device };
}

const stored = async (userId: string) => (await findPasskeys(deps.db, userId))[0]!;
const loginOptions = () => authenticationOptions(deps, undefined, 'preferred');
const signIn = async (answer: unknown, requireUserVerification = false) => verifyAuthentication(deps, answer, requireUserVerification);

describe('passkey registration', () => {
  it.each<SoftAlgorithm>(['ES256', 'EdDSA', 'RS256'])('stores a %s passkey as the library read it', async (algorithm) => {
    const { user, device } = await withPasskey(algorithm);
    const passkey = await stored(user.id);
    expect(passkey).toMatchObject({ credential_id: device.id, counter: 1, transports: ['internal'], device_type: 'singleDevice', backed_up: false });
    expect(Buffer.from(passkey.public_key, 'base64url').length).toBeGreaterThan(30);
  });

  it.each(PASSKEYS_STORED_BEFORE_D202)('stores a $device.algorithm passkey as our own verifier stored it before D-202: nothing to migrate', async ({ device, item }) => {
    const { user } = await makeUser();
    await register(user, SoftAuthenticator.restore({ ...device, counter: 0 }));
    expect(await stored(user.id)).toEqual({ ...item, pk: `USER#${user.id}`, created_at: expect.any(String) });
  });

  it('offers what it offered before (D-178): EdDSA, ES256, RS256, no attestation, our RP, the account, its passkeys excluded', async () => {
    const { user, device } = await withPasskey();
    const options = await registrationOptions(deps, user);
    expect(options).toMatchObject({
      rp: { name: deps.config.BUSINESS_NAME, id: 'localhost' },
      user: { id: b64(user.id), name: user.email },
      pubKeyCredParams: [-8, -7, -257].map((alg) => ({ alg, type: 'public-key' })),
      timeout: 60_000,
      attestation: 'none',
      excludeCredentials: [{ id: device.id, transports: ['internal'], type: 'public-key' }],
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred', requireResidentKey: false },
    });
    expect(Buffer.from(options.challenge, 'base64url')).toHaveLength(32);
  });

  it("refuses an answer for another origin, another site's RP ID, or without the user present", async () => {
    const { user } = await makeUser();
    await expect(register(user, new SoftAuthenticator('https://evil.example'))).rejects.toMatchObject(refusal);
    await expect(register(user, new SoftAuthenticator(undefined, 'evil.example'))).rejects.toMatchObject(refusal);
    const absent = new SoftAuthenticator();
    await expect(verifyRegistration(deps, user, absent.register(await registrationOptions(deps, user), { flags: 0x44 }))).rejects.toMatchObject(refusal);
    await expect(verifyRegistration(deps, user, absent.variant({ clientData: { crossOrigin: true } }).register(await registrationOptions(deps, user)))).rejects.toMatchObject(refusal);
    expect(await findPasskeys(deps.db, user.id)).toEqual([]);
  });

  it('accepts "packed" attestation signed by the new key or by a certificate, which it does not chain to any root', async () => {
    const { user } = await makeUser();
    await verifyRegistration(deps, user, new SoftAuthenticator().register(await registrationOptions(deps, user), { fmt: 'packed' }));
    await verifyRegistration(deps, user, new SoftAuthenticator().register(await registrationOptions(deps, user), { certified: true }));
    expect(await findPasskeys(deps.db, user.id)).toHaveLength(2);
  });

  it('refuses a self attestation that another key signed', async () => {
    const { user } = await makeUser();
    const other = new SoftAuthenticator().register({ challenge: 'b3RoZXI' }, { fmt: 'packed' });
    const theirs = Buffer.from(other.response.attestationObject, 'base64url');
    const sig = theirs.subarray(theirs.indexOf(Buffer.from('sig')) + 5);
    const statement = { alg: -7, sig: sig.subarray(0, 2 + sig[1]!) };
    const answer = new SoftAuthenticator().register(await registrationOptions(deps, user), { fmt: 'packed', statement });
    await expect(verifyRegistration(deps, user, answer)).rejects.toMatchObject(refusal);
    expect(await findPasskeys(deps.db, user.id)).toEqual([]);
  });

  it("uses a challenge once, for its account and purpose, within five minutes", async () => {
    const { user } = await makeUser();
    const { user: other } = await makeUser();
    const options = await registrationOptions(deps, user);
    await register(user, new SoftAuthenticator(), options);
    await expect(register(user, new SoftAuthenticator(), options)).rejects.toMatchObject(refusal);
    await expect(register(user, new SoftAuthenticator(), await registrationOptions(deps, other))).rejects.toMatchObject(refusal);
    await expect(register(user, new SoftAuthenticator(), await loginOptions())).rejects.toMatchObject(refusal);
    await expect(register(user, new SoftAuthenticator(), { challenge: b64('never issued') })).rejects.toMatchObject(refusal);
    const late = { ...deps, now: () => new Date(Date.now() + 5 * 60_000 + 1000) };
    await expect(verifyRegistration(late, user, new SoftAuthenticator().register(await registrationOptions(deps, user)))).rejects.toMatchObject(refusal);
    expect(await findPasskeys(deps.db, user.id)).toHaveLength(1);
  });
});

describe('passkey sign-in', () => {
  it.each<SoftAlgorithm>(['ES256', 'EdDSA', 'RS256'])('signs in with a %s passkey and stores its counter', async (algorithm) => {
    const { user, device } = await withPasskey(algorithm);
    expect((await signIn(device.assert(await loginOptions()))).id).toBe(user.id);
    expect(await stored(user.id)).toMatchObject({ counter: 2, last_used_at: expect.any(String) });
    await signIn(device.assert(await loginOptions()));
    expect((await stored(user.id)).counter).toBe(3);
  });

  it('offers the passkeys of the account whose phone is given, and the user verification asked for', async () => {
    const { user, device } = await withPasskey();
    const options = await authenticationOptions(deps, user.phone, 'required');
    expect(options).toMatchObject({ rpId: 'localhost', allowCredentials: [{ id: device.id, transports: ['internal'], type: 'public-key' }], userVerification: 'required' });
    expect((await loginOptions()).allowCredentials).toEqual([]);
  });

  it('refuses a tampered answer: another origin or RP ID, a bad signature, another key, a challenge not ours', async () => {
    const { user, device } = await withPasskey();
    const good = device.assert(await loginOptions());
    const signature = Buffer.from(good.response.signature, 'base64url');
    signature[signature.length - 1]! ^= 1;
    const data = Buffer.from(device.assert(await loginOptions()).response.authenticatorData, 'base64url');
    const stranger = new SoftAuthenticator().assert(await loginOptions());
    const tampered = [
      device.variant({ origin: 'https://evil.example' }).assert(await loginOptions()),
      device.variant({ rpId: 'evil.example' }).assert(await loginOptions()),
      device.variant({ clientData: { crossOrigin: true } }).assert(await loginOptions()),
      { ...good, response: { ...good.response, signature: b64(signature) } },
      { ...good, response: { ...good.response, authenticatorData: b64(Buffer.concat([data.subarray(0, 36), Buffer.from([data[36]! + 1])])) } },
      { ...stranger, id: device.id, rawId: device.id },
      device.assert({ challenge: b64('never issued') }),
      device.assert(await registrationOptions(deps, user)),
    ];
    for (const answer of tampered) await expect(signIn(answer)).rejects.toMatchObject(refusal);
    expect((await stored(user.id)).last_used_at).toBeUndefined();
  });

  it('uses a challenge once', async () => {
    const { device } = await withPasskey();
    const answer = device.assert(await loginOptions());
    await signIn(answer);
    await expect(signIn(answer)).rejects.toMatchObject(refusal);
  });

  it('refuses a counter that went backwards (a cloned passkey), and accepts one that keeps no counter', async () => {
    const { user, device } = await withPasskey();
    await signIn(device.assert(await loginOptions()));
    await expect(signIn(device.variant({ counter: 1 }).assert(await loginOptions()))).rejects.toMatchObject(refusal);
    expect((await stored(user.id)).counter).toBe(2);

    const { user: other } = await makeUser();
    const counterless = new SoftAuthenticator().variant({ counter: -1 });
    await register(other, counterless);
    await signIn(counterless.variant({ counter: -1 }).assert(await loginOptions()));
    expect((await stored(other.id)).counter).toBe(0);
  });

  it('requires user verification where asked (QR approval)', async () => {
    const { device } = await withPasskey();
    await expect(signIn(device.assert(await loginOptions(), false), true)).rejects.toMatchObject(refusal);
    await signIn(device.assert(await loginOptions(), false), false);
    await signIn(device.assert(await loginOptions(), true), true);
  });

  it("refuses another account's user handle, and accepts the owner's", async () => {
    const { user, device } = await withPasskey();
    const handled = async (userHandle: string) => {
      const answer = device.assert(await loginOptions());
      return { ...answer, response: { ...answer.response, userHandle: b64(userHandle) } };
    };
    await expect(signIn(await handled('user-somebody-else'))).rejects.toMatchObject(refusal);
    expect((await signIn(await handled(user.id))).id).toBe(user.id);
  });
});
