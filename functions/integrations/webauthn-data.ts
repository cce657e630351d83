import { createHash } from 'node:crypto';
import { decodeCborFirst } from './webauthn-cbor.js';

// The parts of a WebAuthn response that both ceremonies read: the client data and the
// authenticator data (WebAuthn Level 3 §5.8.1 and §6.1).

export const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** A base64url string of the browser's JSON as bytes; anything else is refused. */
export function base64urlBytes(value: unknown, what: string): Buffer {
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]*={0,2}$/.test(value) || !value) throw new Error(`${what} is not base64url`);
  return Buffer.from(value, 'base64url');
}

export interface ClientData {
  type: string;
  challenge: string;
  origin: string;
  crossOrigin?: boolean;
}

/** clientDataJSON, checked against what this ceremony expects (§7.1 steps 5–9, §7.2 steps 10–13). */
export function checkClientData(bytes: Uint8Array, expected: { type: string; challenge: string; origin: string }): void {
  let data: ClientData;
  try {
    data = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as ClientData;
  } catch {
    throw new Error('clientDataJSON is not JSON');
  }
  if (data?.type !== expected.type) throw new Error(`unexpected type ${String(data?.type)}`);
  if (data.challenge !== expected.challenge) throw new Error('unexpected challenge');
  if (data.origin !== expected.origin) throw new Error(`unexpected origin ${String(data.origin)}`);
  // Our pages may not be framed (frame-ancestors 'none'): a ceremony from inside another site's frame is refused.
  if (data.crossOrigin === true) throw new Error('cross-origin ceremony');
}

export interface AuthenticatorData {
  rpIdHash: Buffer;
  userPresent: boolean;
  userVerified: boolean;
  backupEligible: boolean;
  backedUp: boolean;
  counter: number;
  /** With attested credential data (registration only). */
  credential?: { aaguid: Buffer; id: Buffer; publicKey: Buffer };
}

const FLAG = { UP: 0x01, UV: 0x04, BE: 0x08, BS: 0x10, AT: 0x40, ED: 0x80 };

// Old Firefox wrote Ed25519 keys as a map of 3 entries holding 4; read as the 4 it holds.
const BAD_EDDSA_HEADER = Buffer.from('a301634f4b500327206745643235353139', 'hex');

/** Parses authenticator data (§6.1); bytes left over after what its flags announce are refused. */
export function parseAuthenticatorData(data: Buffer): AuthenticatorData {
  if (data.length < 37) throw new Error('authenticator data too short');
  const flags = data[32]!;
  const parsed: AuthenticatorData = {
    rpIdHash: data.subarray(0, 32),
    userPresent: !!(flags & FLAG.UP),
    userVerified: !!(flags & FLAG.UV),
    backupEligible: !!(flags & FLAG.BE),
    backedUp: !!(flags & FLAG.BS),
    counter: data.readUInt32BE(33),
  };
  let offset = 37;
  if (flags & FLAG.AT) {
    if (data.length < offset + 18) throw new Error('attested credential data too short');
    const aaguid = data.subarray(offset, offset + 16);
    const idLength = data.readUInt16BE(offset + 16);
    offset += 18;
    if (idLength > 1023 || data.length < offset + idLength) throw new Error('credential id too long');
    const id = data.subarray(offset, offset + idLength);
    offset += idLength;
    const rest = Buffer.from(data.subarray(offset));
    if (rest.subarray(0, BAD_EDDSA_HEADER.length).equals(BAD_EDDSA_HEADER)) rest[0] = 0xa4;
    const { length } = decodeCborFirst(rest);
    const publicKey = Buffer.from(rest.subarray(0, length));
    offset += length;
    parsed.credential = { aaguid, id, publicKey };
  }
  // Extensions are read past (we ask for none the authenticator answers), but must be well formed.
  if (flags & FLAG.ED) offset += decodeCborFirst(data.subarray(offset)).length;
  if (offset !== data.length) throw new Error('bytes after the authenticator data');
  // §6.1.3: a credential that cannot be backed up cannot be backed up.
  if (parsed.backedUp && !parsed.backupEligible) throw new Error('backed up but not backup eligible');
  return parsed;
}

/** §7.1 steps 13–15, §7.2 steps 15–17: our RP ID, a person present, verified if we require it. */
export function checkAuthenticatorData(data: AuthenticatorData, rpId: string, requireUserVerification: boolean): void {
  if (!data.rpIdHash.equals(sha256(rpId))) throw new Error('unexpected RP ID hash');
  if (!data.userPresent) throw new Error('user not present');
  if (requireUserVerification && !data.userVerified) throw new Error('user not verified');
}
