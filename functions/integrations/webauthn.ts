import { randomBytes, X509Certificate } from 'node:crypto';
import { decodeCbor, type CborValue } from './webauthn-cbor.js';
import { base64urlBytes, checkAuthenticatorData, checkClientData, parseAuthenticatorData, sha256 } from './webauthn-data.js';
import { isValidSignature, readCoseKey, SUPPORTED_ALGORITHMS } from './webauthn-keys.js';

// Passkey ceremonies, after WebAuthn Level 3 §7.1 (registering) and §7.2 (verifying an
// assertion), for what we ask: attestation "none", ES256, EdDSA or RS256. Our own in place
// of @simplewebauthn/server, whose certificate parsers were 330 kB of every passkey
// function for attestation we never request (D-178). Every refusal throws; the caller
// answers the one message the spec gives for all of them.

export interface Expected {
  challenge: string;
  origin: string;
  rpId: string;
  requireUserVerification: boolean;
}

export interface RegisteredPasskey {
  credentialId: string;
  /** The COSE_Key as the authenticator sent it: what an assertion is checked with. */
  publicKey: Buffer;
  counter: number;
  transports: string[];
  deviceType: 'singleDevice' | 'multiDevice';
  backedUp: boolean;
}

/** 32 random bytes, base64url: each ceremony's challenge. */
export const newChallenge = () => randomBytes(32).toString('base64url');

interface CredentialJson {
  id?: unknown;
  rawId?: unknown;
  type?: unknown;
  response?: Record<string, unknown>;
}

/** The credential's id, the same as rawId (both base64url), of type public-key. */
function credentialId(credential: CredentialJson): string {
  if (typeof credential.id !== 'string' || !credential.id || credential.id !== credential.rawId) throw new Error('credential id and rawId differ');
  if (credential.type !== 'public-key') throw new Error('not a public-key credential');
  return credential.id;
}

const bytesOf = (value: CborValue, what: string): Buffer => {
  if (!(value instanceof Uint8Array)) throw new Error(`${what} missing`);
  return Buffer.from(value);
};

/**
 * §7.1 step 21–22 for the formats a browser sends when asked for "none": "none" itself, and
 * "packed" (signed by the new key itself, or by a certificate we do not chain to any root,
 * as we trust no attestation). Anything else needs certificate chains we do not keep.
 */
function checkAttestation(fmt: CborValue, statement: Map<CborValue, CborValue>, signed: Buffer, credentialAlg: number, credentialKey: Parameters<typeof isValidSignature>[1]): void {
  if (fmt === 'none') {
    if (statement.size) throw new Error('"none" attestation with a statement');
    return;
  }
  if (fmt !== 'packed') throw new Error(`unsupported attestation format ${String(fmt)}`);
  const alg = statement.get('alg');
  const signature = bytesOf(statement.get('sig') ?? null, 'attestation signature');
  const chain = statement.get('x5c');
  if (chain === undefined) {
    if (alg !== credentialAlg || !isValidSignature(credentialAlg, credentialKey, signed, signature)) throw new Error('bad self attestation');
    return;
  }
  if (!Array.isArray(chain) || !chain.length || typeof alg !== 'number') throw new Error('bad attestation certificate');
  const leaf = new X509Certificate(bytesOf(chain[0]!, 'attestation certificate'));
  if (!isValidSignature(alg, leaf.publicKey, signed, signature)) throw new Error('bad attestation signature');
}

/** §7.1: the new credential, if the browser's answer to our registration options holds. */
export function verifyRegistrationResponse(credential: CredentialJson, expected: Expected): RegisteredPasskey {
  const id = credentialId(credential);
  const response = credential.response ?? {};
  const clientDataJson = base64urlBytes(response.clientDataJSON, 'clientDataJSON');
  checkClientData(clientDataJson, { type: 'webauthn.create', challenge: expected.challenge, origin: expected.origin });
  const attestation = decodeCbor(base64urlBytes(response.attestationObject, 'attestationObject'));
  if (!(attestation instanceof Map)) throw new Error('attestation object is not a map');
  const authDataBytes = bytesOf(attestation.get('authData') ?? null, 'authData');
  const authData = parseAuthenticatorData(authDataBytes);
  checkAuthenticatorData(authData, expected.rpId, expected.requireUserVerification);
  if (!authData.credential) throw new Error('no attested credential data');
  if (authData.credential.id.toString('base64url') !== id.replace(/=+$/, '')) throw new Error('credential id differs from the authenticator data');
  const { alg, key } = readCoseKey(authData.credential.publicKey);
  if (!SUPPORTED_ALGORITHMS.includes(alg)) throw new Error(`algorithm ${alg} was not offered`);
  const statement = attestation.get('attStmt');
  if (!(statement instanceof Map)) throw new Error('attestation statement is not a map');
  checkAttestation(attestation.get('fmt') ?? null, statement, Buffer.concat([authDataBytes, sha256(clientDataJson)]), alg, key);
  const transports = Array.isArray(response.transports) ? response.transports.filter((item): item is string => typeof item === 'string').slice(0, 10) : [];
  return {
    credentialId: authData.credential.id.toString('base64url'),
    publicKey: authData.credential.publicKey,
    counter: authData.counter,
    transports,
    deviceType: authData.backupEligible ? 'multiDevice' : 'singleDevice',
    backedUp: authData.backedUp,
  };
}

export interface StoredPasskey {
  credentialId: string;
  publicKey: Uint8Array;
  counter: number;
  /** The account the credential was made for: a discoverable credential's user handle names it. */
  userHandle: string;
}

/** §7.2: the assertion's new signature counter, if it proves possession of the stored passkey. */
export function verifyAuthenticationResponse(credential: CredentialJson, expected: Expected, passkey: StoredPasskey): { newCounter: number } {
  if (credentialId(credential).replace(/=+$/, '') !== passkey.credentialId) throw new Error('another credential');
  const response = credential.response ?? {};
  // Step 6: a user handle, when sent, is the one we gave this credential (the user's id).
  if (response.userHandle !== undefined && response.userHandle !== null && response.userHandle !== '') {
    if (base64urlBytes(response.userHandle, 'userHandle').toString('utf8') !== passkey.userHandle) throw new Error('user handle of another account');
  }
  const clientDataJson = base64urlBytes(response.clientDataJSON, 'clientDataJSON');
  checkClientData(clientDataJson, { type: 'webauthn.get', challenge: expected.challenge, origin: expected.origin });
  const authDataBytes = base64urlBytes(response.authenticatorData, 'authenticatorData');
  const authData = parseAuthenticatorData(authDataBytes);
  checkAuthenticatorData(authData, expected.rpId, expected.requireUserVerification);
  const { alg, key } = readCoseKey(passkey.publicKey);
  const signed = Buffer.concat([authDataBytes, sha256(clientDataJson)]);
  if (!isValidSignature(alg, key, signed, base64urlBytes(response.signature, 'signature'))) throw new Error('bad signature');
  // Step 22: a counter that did not grow means a cloned authenticator (both 0: it keeps none).
  if ((authData.counter > 0 || passkey.counter > 0) && authData.counter <= passkey.counter) throw new Error('signature counter did not increase');
  return { newCounter: authData.counter };
}
