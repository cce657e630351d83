import { createPublicKey, verify, type JsonWebKey, type KeyObject } from 'node:crypto';
import { decodeCbor, type CborValue } from './webauthn-cbor.js';

// COSE public keys (RFC 9053) turned into node:crypto keys, and WebAuthn signatures checked
// with them. Only the algorithms our registration options offer (D-178).

export const COSE_ALGORITHMS = { EdDSA: -8, ES256: -7, RS256: -257 } as const;

/** What the registration options offer, in the order @simplewebauthn/server offered them. */
export const SUPPORTED_ALGORITHMS: number[] = [COSE_ALGORITHMS.EdDSA, COSE_ALGORITHMS.ES256, COSE_ALGORITHMS.RS256];

// COSE key parameters: kty 1, alg 3; EC2/OKP crv -1, x -2, y -3; RSA n -1, e -2.
const KTY = { OKP: 1, EC2: 2, RSA: 3 };

const b64 = (value: CborValue): string => {
  if (!(value instanceof Uint8Array) || !value.length) throw new Error('COSE: missing key parameter');
  return Buffer.from(value).toString('base64url');
};

function fixedLength(value: CborValue, length: number): string {
  if (!(value instanceof Uint8Array) || value.length !== length) throw new Error('COSE: key parameter of the wrong length');
  return b64(value);
}

const KEY_TYPE_OF: Record<number, string> = { [COSE_ALGORITHMS.EdDSA]: 'ed25519', [COSE_ALGORITHMS.ES256]: 'ec', [COSE_ALGORITHMS.RS256]: 'rsa' };

export interface CoseKey {
  alg: number;
  key: KeyObject;
}

/** Reads a COSE_Key: ES256 on P-256, EdDSA on Ed25519, or RS256; anything else is refused. */
export function readCoseKey(bytes: Uint8Array): CoseKey {
  const cose = decodeCbor(bytes);
  if (!(cose instanceof Map)) throw new Error('COSE: not a map');
  const kty = cose.get(1);
  const alg = cose.get(3);
  let jwk: JsonWebKey;
  if (alg === COSE_ALGORITHMS.ES256 && kty === KTY.EC2 && cose.get(-1) === 1) {
    jwk = { kty: 'EC', crv: 'P-256', x: fixedLength(cose.get(-2), 32), y: fixedLength(cose.get(-3), 32) };
  } else if (alg === COSE_ALGORITHMS.EdDSA && kty === KTY.OKP && cose.get(-1) === 6) {
    jwk = { kty: 'OKP', crv: 'Ed25519', x: fixedLength(cose.get(-2), 32) };
  } else if (alg === COSE_ALGORITHMS.RS256 && kty === KTY.RSA) {
    jwk = { kty: 'RSA', n: b64(cose.get(-1)), e: b64(cose.get(-2)) };
  } else {
    throw new Error(`COSE: unsupported key (kty ${String(kty)}, alg ${String(alg)})`);
  }
  // createPublicKey also checks that an EC point lies on its curve.
  return { alg, key: createPublicKey({ key: jwk, format: 'jwk' }) };
}

/**
 * Whether `signature` signs `data` with `key` under COSE algorithm `alg`. ES256 signatures
 * are DER (WebAuthn §6.5.5), node's default; a malformed signature is simply not valid.
 */
export function isValidSignature(alg: number, key: KeyObject, data: Uint8Array, signature: Uint8Array): boolean {
  // An attestation certificate's key must be of the kind its statement's alg names.
  if (key.asymmetricKeyType !== KEY_TYPE_OF[alg]) return false;
  if (alg === COSE_ALGORITHMS.ES256 && key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') return false;
  try {
    if (alg === COSE_ALGORITHMS.EdDSA) return verify(null, data, key, signature);
    if (alg === COSE_ALGORITHMS.ES256 || alg === COSE_ALGORITHMS.RS256) return verify('sha256', data, key, signature);
    return false;
  } catch {
    return false;
  }
}
