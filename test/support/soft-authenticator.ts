import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

// A software passkey for API tests: it answers the server's own options with the same
// JSON a browser's WebAuthn produces (attestation "none", ES256), so the server's
// real verification runs. Browser flows use Chromium's virtual authenticator instead.

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor> | { [key: string]: Cbor };

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
}

function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

export class SoftAuthenticator {
  private readonly keys: { publicKey: KeyObject; privateKey: KeyObject };
  readonly credentialId = randomBytes(16);
  private counter = 0;

  constructor(
    private readonly origin = 'http://localhost:3000',
    private readonly rpId = 'localhost',
  ) {
    this.keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private authData(flags: number, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(++this.counter);
    return Buffer.concat([sha256(this.rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  /** The JSON of navigator.credentials.create() for these registration options. */
  register(options: { challenge: string }) {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    const cose = new Map<Cbor, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]);
    const length = Buffer.from([0, this.credentialId.length]);
    const attested = Buffer.concat([Buffer.alloc(16), length, this.credentialId, cbor(cose)]);
    const clientData = JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin: this.origin });
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(Buffer.from(clientData)),
        attestationObject: b64url(cbor({ fmt: 'none', attStmt: {}, authData: this.authData(0x45, attested) })),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /** The JSON of navigator.credentials.get(); `verified` says whether the user was verified (Face ID). */
  assert(options: { challenge: string }, verified = true) {
    const clientData = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin: this.origin }));
    const authenticatorData = this.authData(verified ? 0x05 : 0x01);
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientData)]), this.keys.privateKey);
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
