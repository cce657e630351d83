import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, sign, type JsonWebKey, type KeyObject } from 'node:crypto';
import { ATTESTATION_CERTIFICATE, ATTESTATION_KEY } from './attestation-certificate.js';

// A software passkey for API tests: it answers the server's own options with the same
// JSON a browser's WebAuthn produces (attestation "none", or "packed" self attestation;
// ES256 by default, EdDSA or RS256), so the server's real verification runs. Browser
// flows use Chromium's virtual authenticator instead.

export type SoftAlgorithm = 'ES256' | 'EdDSA' | 'RS256';

const KEY_PAIRS: Record<SoftAlgorithm, () => { publicKey: KeyObject; privateKey: KeyObject }> = {
  ES256: () => generateKeyPairSync('ec', { namedCurve: 'P-256' }),
  EdDSA: () => generateKeyPairSync('ed25519'),
  RS256: () => generateKeyPairSync('rsa', { modulusLength: 2048 }),
};

/** What a passkey must keep to sign again later: to keep a passkey registered by older code as a fixture. */
export interface SavedSoftAuthenticator {
  algorithm: SoftAlgorithm;
  privateKey: JsonWebKey;
  credentialId: string;
  counter: number;
}

type Cbor = number | string | Uint8Array | Cbor[] | Map<Cbor, Cbor> | { [key: string]: Cbor };

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
}

function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

export class SoftAuthenticator {
  private readonly keys: { publicKey: KeyObject; privateKey: KeyObject };
  readonly credentialId: Buffer;
  private counter = 0;

  constructor(
    private readonly origin = 'http://localhost:3000',
    private readonly rpId = 'localhost',
    readonly algorithm: SoftAlgorithm = 'ES256',
    same?: SoftAuthenticator,
  ) {
    this.keys = same?.keys ?? KEY_PAIRS[algorithm]();
    this.credentialId = same?.credentialId ?? randomBytes(16);
  }

  /** Fields added to the client data this passkey signs (e.g. `crossOrigin`). */
  private clientDataExtra: Record<string, unknown> = {};

  /**
   * This passkey (same key and id) answering another origin or RP ID, with its counter reset,
   * or signing client data with more fields: to test refusals.
   */
  variant({
    origin = this.origin,
    rpId = this.rpId,
    counter = this.counter,
    clientData = this.clientDataExtra,
  }: { origin?: string; rpId?: string; counter?: number; clientData?: Record<string, unknown> }): SoftAuthenticator {
    const copy = new SoftAuthenticator(origin, rpId, this.algorithm, this);
    copy.counter = counter;
    copy.clientDataExtra = clientData;
    return copy;
  }

  /** The passkey as `saved()` kept it, answering `origin` and `rpId`. */
  static restore(saved: SavedSoftAuthenticator, origin?: string, rpId?: string): SoftAuthenticator {
    const device = new SoftAuthenticator(origin, rpId, saved.algorithm);
    const privateKey = createPrivateKey({ key: saved.privateKey, format: 'jwk' });
    Object.assign(device, { keys: { privateKey, publicKey: createPublicKey(privateKey) }, credentialId: Buffer.from(saved.credentialId, 'base64url'), counter: saved.counter });
    return device;
  }

  saved(): SavedSoftAuthenticator {
    return { algorithm: this.algorithm, privateKey: this.keys.privateKey.export({ format: 'jwk' }), credentialId: this.id, counter: this.counter };
  }

  /** The public key as COSE (RFC 9053): what the authenticator data carries. */
  private coseKey(): Map<Cbor, Cbor> {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    const bytes = (value: string | undefined) => Buffer.from(value!, 'base64url');
    if (this.algorithm === 'EdDSA') return new Map<Cbor, Cbor>([[1, 1], [3, -8], [-1, 6], [-2, bytes(jwk.x)]]);
    if (this.algorithm === 'RS256') return new Map<Cbor, Cbor>([[1, 3], [3, -257], [-1, bytes(jwk.n)], [-2, bytes(jwk.e)]]);
    return new Map<Cbor, Cbor>([[1, 2], [3, -7], [-1, 1], [-2, bytes(jwk.x)], [-3, bytes(jwk.y)]]);
  }

  /** Signs as this passkey's algorithm does: EdDSA hashes nothing first. */
  private sign(data: Buffer): Buffer {
    return sign(this.algorithm === 'EdDSA' ? null : 'sha256', data, this.keys.privateKey);
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private authData(flags: number, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(++this.counter);
    return Buffer.concat([sha256(this.rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  /**
   * The JSON of navigator.credentials.create() for these registration options; `flags`
   * (default UP, UV, AT) and the attestation format can be changed to test refusals.
   * `certified`: "packed" signed by the test attestation certificate, sent as x5c.
   */
  register(
    options: { challenge: string },
    { flags = 0x45, fmt = 'none', statement, certified = false }: { flags?: number; fmt?: string; statement?: { [key: string]: Cbor }; certified?: boolean } = {},
  ) {
    const length = Buffer.from([0, this.credentialId.length]);
    const attested = Buffer.concat([Buffer.alloc(16), length, this.credentialId, cbor(this.coseKey())]);
    const clientData = JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin: this.origin, ...this.clientDataExtra });
    const authData = this.authData(flags, attested);
    const signed = Buffer.concat([authData, sha256(clientData)]);
    const selfSigned = () => ({ alg: Number(this.coseKey().get(3)), sig: this.sign(signed) });
    const certificateSigned = () => ({ alg: -7, sig: sign('sha256', signed, ATTESTATION_KEY), x5c: [ATTESTATION_CERTIFICATE] });
    const attStmt = statement ?? (certified ? certificateSigned() : fmt === 'packed' ? selfSigned() : {});
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(Buffer.from(clientData)),
        attestationObject: b64url(cbor({ fmt: certified ? 'packed' : fmt, attStmt, authData })),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /** The JSON of navigator.credentials.get(); `verified` says whether the user was verified (Face ID). */
  assert(options: { challenge: string }, verified = true) {
    const clientData = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin: this.origin, ...this.clientDataExtra }));
    const authenticatorData = this.authData(verified ? 0x05 : 0x01);
    const signature = this.sign(Buffer.concat([authenticatorData, sha256(clientData)]));
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
        userHandle: undefined,
      },
      clientExtensionResults: {},
    };
  }
}
