import { describe, expect, it } from 'vitest';
import { verifyAuthenticationResponse, verifyRegistrationResponse, type StoredPasskey } from '../../../functions/integrations/webauthn.js';
import { generateAuthenticationOptions, generateRegistrationOptions } from '../../../functions/integrations/webauthn-options.js';
import { SoftAuthenticator, type SoftAlgorithm } from '../../support/soft-authenticator.js';

// Our WebAuthn verifier (D-178), step by step of WebAuthn Level 3 §7.1 and §7.2: what a
// browser sends is accepted, and each tampered part is refused.

const ORIGIN = 'http://localhost:3000';
const RP_ID = 'localhost';
const challenge = 'c2VydmVyLWNoYWxsZW5nZS0xMjM0NTY3ODkwMTIzNDU2';
const expected = (requireUserVerification = false) => ({ challenge, origin: ORIGIN, rpId: RP_ID, requireUserVerification });

type Json = ReturnType<SoftAuthenticator['register']>;
const b64 = (value: string | Buffer) => Buffer.from(value).toString('base64url');
const clientData = (json: { response: { clientDataJSON: string } }) => JSON.parse(Buffer.from(json.response.clientDataJSON, 'base64url').toString()) as Record<string, unknown>;
/** The same answer with its clientDataJSON changed: under "none" nothing signs it at registration. */
const withClientData = (json: Json, change: Record<string, unknown>): Json => ({
  ...json,
  response: { ...json.response, clientDataJSON: b64(JSON.stringify({ ...clientData(json), ...change })) },
});

function registered(device: SoftAuthenticator, userHandle = 'user-1'): StoredPasskey {
  const created = verifyRegistrationResponse(device.register({ challenge }), expected());
  return { credentialId: created.credentialId, publicKey: created.publicKey, counter: created.counter, userHandle };
}

describe('WebAuthn registration (§7.1)', () => {
  it.each<SoftAlgorithm>(['ES256', 'EdDSA', 'RS256'])('accepts a %s passkey with attestation "none"', (algorithm) => {
    const device = new SoftAuthenticator(ORIGIN, RP_ID, algorithm);
    const created = verifyRegistrationResponse(device.register({ challenge }), expected());
    expect(created).toMatchObject({ credentialId: device.id, counter: 1, transports: ['internal'], deviceType: 'singleDevice', backedUp: false });
    expect(created.publicKey.length).toBeGreaterThan(30);
  });

  it('accepts "packed" self attestation signed by the new key, and refuses it signed by another', () => {
    const device = new SoftAuthenticator();
    expect(verifyRegistrationResponse(device.register({ challenge }, { fmt: 'packed' }), expected()).credentialId).toBe(device.id);
    const other = new SoftAuthenticator().register({ challenge }, { fmt: 'packed' });
    const theirs = Buffer.from(other.response.attestationObject, 'base64url');
    // A valid DER signature by another key over other bytes: the statement of the other device.
    const sig = theirs.subarray(theirs.indexOf(Buffer.from('sig')) + 5);
    const signature = sig.subarray(0, 2 + sig[1]!);
    expect(() => verifyRegistrationResponse(device.register({ challenge }, { fmt: 'packed', statement: { alg: -7, sig: signature } }), expected())).toThrow(/self attestation/);
  });

  it('refuses another origin, another challenge, another type, a cross-origin frame', () => {
    const answer = new SoftAuthenticator().register({ challenge });
    expect(() => verifyRegistrationResponse(withClientData(answer, { origin: 'https://evil.example' }), expected())).toThrow(/origin/);
    expect(() => verifyRegistrationResponse(withClientData(answer, { challenge: 'b3RoZXI' }), expected())).toThrow(/challenge/);
    expect(() => verifyRegistrationResponse(withClientData(answer, { type: 'webauthn.get' }), expected())).toThrow(/type/);
    expect(() => verifyRegistrationResponse(withClientData(answer, { crossOrigin: true }), expected())).toThrow(/cross-origin/);
    expect(() => verifyRegistrationResponse(new SoftAuthenticator('https://evil.example').register({ challenge }), expected())).toThrow(/origin/);
  });

  it("refuses another site's RP ID hash", () => {
    expect(() => verifyRegistrationResponse(new SoftAuthenticator(ORIGIN, 'evil.example').register({ challenge }), expected())).toThrow(/RP ID/);
  });

  it('refuses a missing user presence, and a missing user verification when required', () => {
    const device = new SoftAuthenticator();
    expect(() => verifyRegistrationResponse(device.register({ challenge }, { flags: 0x44 }), expected())).toThrow(/present/);
    expect(() => verifyRegistrationResponse(device.register({ challenge }, { flags: 0x41 }), expected(true))).toThrow(/verified/);
    expect(verifyRegistrationResponse(device.register({ challenge }, { flags: 0x41 }), expected()).credentialId).toBe(device.id);
  });

  it('reads the backup flags, and refuses a backed-up credential that cannot be backed up', () => {
    const device = new SoftAuthenticator();
    expect(verifyRegistrationResponse(device.register({ challenge }, { flags: 0x45 | 0x18 }), expected())).toMatchObject({ deviceType: 'multiDevice', backedUp: true });
    expect(() => verifyRegistrationResponse(device.register({ challenge }, { flags: 0x45 | 0x10 }), expected())).toThrow(/backup/);
  });

  it('refuses no attested credential, mismatched ids, a statement under "none", other formats', () => {
    const device = new SoftAuthenticator();
    expect(() => verifyRegistrationResponse(device.register({ challenge }, { flags: 0x05 }), expected())).toThrow();
    const answer = device.register({ challenge });
    expect(() => verifyRegistrationResponse({ ...answer, rawId: new SoftAuthenticator().id }, expected())).toThrow(/rawId/);
    const other = new SoftAuthenticator().id;
    expect(() => verifyRegistrationResponse({ ...answer, id: other, rawId: other }, expected())).toThrow(/authenticator data/);
    expect(() => verifyRegistrationResponse({ ...answer, type: 'password' as 'public-key' }, expected())).toThrow();
    expect(() => verifyRegistrationResponse(device.register({ challenge }, { fmt: 'tpm' }), expected())).toThrow(/format/);
    expect(() => verifyRegistrationResponse(device.register({ challenge }, { statement: { x: 1 } }), expected())).toThrow(/none/);
    expect(() => verifyRegistrationResponse(device.register({ challenge }, { fmt: 'packed', statement: { alg: -257, sig: Buffer.alloc(64) } }), expected())).toThrow(/self attestation/);
  });

  it('refuses bytes that are not what they claim: truncated or padded attestation, junk', () => {
    const answer = new SoftAuthenticator().register({ challenge });
    const object = Buffer.from(answer.response.attestationObject, 'base64url');
    for (const bytes of [object.subarray(0, object.length - 5), Buffer.concat([object, Buffer.from([0])]), Buffer.from('not cbor')]) {
      expect(() => verifyRegistrationResponse({ ...answer, response: { ...answer.response, attestationObject: b64(bytes) } }, expected())).toThrow();
    }
    expect(() => verifyRegistrationResponse({ ...answer, response: { ...answer.response, clientDataJSON: b64('{') } }, expected())).toThrow();
    expect(() => verifyRegistrationResponse({ ...answer, response: { ...answer.response, attestationObject: 42 as never } }, expected())).toThrow();
  });
});

describe('WebAuthn assertions (§7.2)', () => {
  it.each<SoftAlgorithm>(['ES256', 'EdDSA', 'RS256'])('accepts a %s assertion and answers its counter', (algorithm) => {
    const device = new SoftAuthenticator(ORIGIN, RP_ID, algorithm);
    const passkey = registered(device);
    expect(verifyAuthenticationResponse(device.assert({ challenge }), expected(true), passkey)).toEqual({ newCounter: 2 });
  });

  it('refuses another origin, another challenge and another RP ID, each signed by the right key', () => {
    const device = new SoftAuthenticator();
    const passkey = registered(device);
    expect(() => verifyAuthenticationResponse(device.assert({ challenge: 'b3RoZXI' }), expected(), passkey)).toThrow(/challenge/);
    expect(() => verifyAuthenticationResponse(device.variant({ origin: 'https://evil.example' }).assert({ challenge }), expected(), passkey)).toThrow(/origin/);
    expect(() => verifyAuthenticationResponse(device.variant({ rpId: 'evil.example' }).assert({ challenge }), expected(), passkey)).toThrow(/RP ID/);
    expect(verifyAuthenticationResponse(device.variant({}).assert({ challenge }), expected(), passkey).newCounter).toBe(3);
  });

  it('requires user verification only where asked (QR approval)', () => {
    const device = new SoftAuthenticator();
    const passkey = registered(device);
    expect(() => verifyAuthenticationResponse(device.assert({ challenge }, false), expected(true), passkey)).toThrow(/verified/);
    expect(verifyAuthenticationResponse(device.assert({ challenge }, false), expected(false), passkey).newCounter).toBe(3);
  });

  it('refuses a bad signature, tampered authenticator data, and a signature by another key', () => {
    const device = new SoftAuthenticator();
    const passkey = registered(device);
    const good = device.assert({ challenge });
    const signature = Buffer.from(good.response.signature, 'base64url');
    signature[signature.length - 1]! ^= 1;
    expect(() => verifyAuthenticationResponse({ ...good, response: { ...good.response, signature: b64(signature) } }, expected(), passkey)).toThrow(/signature/);
    const data = Buffer.from(good.response.authenticatorData, 'base64url');
    data[36]! ^= 0x01;
    expect(() => verifyAuthenticationResponse({ ...good, response: { ...good.response, authenticatorData: b64(data) } }, expected(), passkey)).toThrow(/signature/);
    // Another key claiming this credential's id.
    const stranger = new SoftAuthenticator().assert({ challenge });
    expect(() => verifyAuthenticationResponse({ ...stranger, id: device.id, rawId: device.id }, expected(), passkey)).toThrow(/signature/);
    expect(verifyAuthenticationResponse(good, expected(), passkey).newCounter).toBe(2);
  });

  it('refuses a counter that did not grow, and accepts an authenticator that keeps none', () => {
    const device = new SoftAuthenticator();
    const passkey = registered(device);
    const assertion = device.assert({ challenge });
    expect(() => verifyAuthenticationResponse(assertion, expected(), { ...passkey, counter: 2 })).toThrow(/counter/);
    expect(() => verifyAuthenticationResponse(assertion, expected(), { ...passkey, counter: 9 })).toThrow(/counter/);
    // An authenticator that keeps no counter always says 0 (the assertion adds 1 to -1).
    expect(verifyAuthenticationResponse(device.variant({ counter: -1 }).assert({ challenge }), expected(), { ...passkey, counter: 0 })).toEqual({ newCounter: 0 });
    expect(() => verifyAuthenticationResponse(device.variant({ counter: -1 }).assert({ challenge }), expected(), { ...passkey, counter: 1 })).toThrow(/counter/);
  });

  it("refuses another credential's id and another account's user handle", () => {
    const device = new SoftAuthenticator();
    const passkey = registered(device);
    const assertion = device.assert({ challenge });
    expect(() => verifyAuthenticationResponse(assertion, expected(), { ...passkey, credentialId: new SoftAuthenticator().id })).toThrow(/another credential/);
    const handled = (userHandle: string) => ({ ...assertion, response: { ...assertion.response, userHandle: b64(userHandle) } });
    expect(() => verifyAuthenticationResponse(handled('user-2'), expected(), passkey)).toThrow(/user handle/);
    expect(verifyAuthenticationResponse(handled('user-1'), expected(), passkey).newCounter).toBe(2);
  });
});

describe('WebAuthn options', () => {
  it('offer EdDSA, ES256 and RS256, attestation "none", and a fresh 32-byte challenge each time', () => {
    const options = generateRegistrationOptions({ rpName: 'Biz', rpId: RP_ID, userId: 'u-1', userName: 'a@b.c', userDisplayName: 'A B', excludeCredentials: [{ id: 'abc', transports: ['usb'] }] });
    expect(options).toMatchObject({
      rp: { name: 'Biz', id: RP_ID },
      user: { id: b64('u-1'), name: 'a@b.c', displayName: 'A B' },
      pubKeyCredParams: [-8, -7, -257].map((alg) => ({ alg, type: 'public-key' })),
      attestation: 'none',
      excludeCredentials: [{ id: 'abc', transports: ['usb'], type: 'public-key' }],
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred', requireResidentKey: false },
    });
    expect(Buffer.from(options.challenge, 'base64url')).toHaveLength(32);
    const login = generateAuthenticationOptions({ rpId: RP_ID, allowCredentials: [], userVerification: 'required' });
    expect(login).toMatchObject({ rpId: RP_ID, allowCredentials: [], timeout: 60_000, userVerification: 'required' });
    expect(login.challenge).not.toBe(options.challenge);
  });
});
