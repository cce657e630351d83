// The CBOR that WebAuthn sends (RFC 8949): an attestation object and COSE keys, which
// CTAP2 encodes canonically with definite lengths only. So indefinite lengths, tags and
// floats are refused rather than half-read: none occurs in what we decode (D-178).

export type CborValue = number | bigint | string | boolean | null | undefined | Uint8Array | CborValue[] | Map<CborValue, CborValue>;

/** Nesting deeper than this is no WebAuthn structure, and would only cost stack. */
const MAX_DEPTH = 16;

class Reader {
  offset = 0;
  readonly bytes: Uint8Array;

  // A plain view, even of a Buffer: Buffer's slice() shares memory where Uint8Array's copies.
  constructor(bytes: Uint8Array) {
    this.bytes = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  private take(length: number): Uint8Array {
    if (length > this.bytes.length - this.offset) throw new Error('CBOR: truncated');
    const part = this.bytes.subarray(this.offset, this.offset + length);
    this.offset += length;
    return part;
  }

  /** The argument after the initial byte: the value, length or count of the item. */
  private argument(info: number): number {
    if (info < 24) return info;
    const size = info === 24 ? 1 : info === 25 ? 2 : info === 26 ? 4 : info === 27 ? 8 : 0;
    if (!size) throw new Error('CBOR: indefinite or reserved length');
    const part = this.take(size);
    const view = new DataView(part.buffer, part.byteOffset, size);
    const value = size === 1 ? view.getUint8(0) : size === 2 ? view.getUint16(0) : size === 4 ? view.getUint32(0) : view.getBigUint64(0);
    if (typeof value === 'bigint' && value > BigInt(Number.MAX_SAFE_INTEGER)) throw new Error('CBOR: integer too large');
    return Number(value);
  }

  read(depth = 0): CborValue {
    if (depth > MAX_DEPTH) throw new Error('CBOR: nested too deeply');
    const [initial] = this.take(1);
    const major = initial! >> 5;
    const info = initial! & 0x1f;
    if (major === 7) {
      if (info === 20) return false;
      if (info === 21) return true;
      if (info === 22) return null;
      if (info === 23) return undefined;
      throw new Error('CBOR: unsupported simple value or float');
    }
    if (major === 6) throw new Error('CBOR: tags are not expected');
    const argument = this.argument(info);
    switch (major) {
      case 0:
        return argument;
      case 1:
        return -1 - argument;
      case 2:
        return this.take(argument).slice();
      case 3:
        return new TextDecoder('utf-8', { fatal: true }).decode(this.take(argument));
      case 4:
        return Array.from({ length: this.count(argument) }, () => this.read(depth + 1));
      default: {
        const map = new Map<CborValue, CborValue>();
        for (let index = this.count(argument); index > 0; index--) {
          const key = this.read(depth + 1);
          if (map.has(key)) throw new Error('CBOR: duplicate map key');
          map.set(key, this.read(depth + 1));
        }
        return map;
      }
    }
  }

  /** Each item takes at least a byte: a count larger than what is left is a lie. */
  private count(count: number): number {
    if (count > this.bytes.length - this.offset) throw new Error('CBOR: truncated');
    return count;
  }
}

/** The first CBOR item of `bytes` and how many bytes it took (authenticator data goes on after the key). */
export function decodeCborFirst(bytes: Uint8Array): { value: CborValue; length: number } {
  const reader = new Reader(bytes);
  const value = reader.read();
  return { value, length: reader.offset };
}

/** Exactly one CBOR item: bytes after it are refused. */
export function decodeCbor(bytes: Uint8Array): CborValue {
  const { value, length } = decodeCborFirst(bytes);
  if (length !== bytes.length) throw new Error('CBOR: bytes after the item');
  return value;
}
