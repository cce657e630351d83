import { inflateSync } from 'node:zlib';
import { contractMessages, SIGNATURE_MAX_BYTES } from '#shared/contracts.js';
import { invalid, tooLarge } from '../errors.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Far above the signature pad (400 × 200): a larger picture is no signature, and could be a decompression bomb. */
const MAX_SIDE = 2_000;
/** Samples per pixel of each PNG colour type (greyscale, RGB, palette, grey + alpha, RGBA). */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
/** The chunks a picture needs; everything else (text, times, profiles) is left behind. */
const KEPT = new Set(['IHDR', 'PLTE', 'tRNS', 'IDAT', 'IEND']);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

interface Chunk {
  type: string;
  /** The whole chunk as stored: length, type, data and CRC. */
  raw: Buffer;
  data: Buffer;
}

const unreadable = () => invalid(contractMessages.signatureUnreadable);

/** Every chunk, each checked against its CRC; the file must end with IEND and nothing after. */
function readChunks(bytes: Buffer): Chunk[] {
  const chunks: Chunk[] = [];
  let at = 8;
  while (at < bytes.length) {
    if (at + 12 > bytes.length) throw unreadable();
    const length = bytes.readUInt32BE(at);
    const end = at + 12 + length;
    if (end > bytes.length) throw unreadable();
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (crc32(bytes.subarray(at + 4, at + 8 + length)) !== bytes.readUInt32BE(at + 8 + length)) throw unreadable();
    chunks.push({ type, raw: bytes.subarray(at, end), data: bytes.subarray(at + 8, at + 8 + length) });
    at = end;
    if (type === 'IEND') break;
  }
  if (at !== bytes.length || chunks.at(-1)?.type !== 'IEND') throw unreadable();
  return chunks;
}

/**
 * The signature of a data URL as a clean PNG, refused before anything is stored unless
 * it decodes in full: every chunk's CRC, the whole compressed image inflated, exactly
 * as many rows of exactly the right length as the header promises, each with a valid
 * filter. A PNG header over corrupt data once passed a header check, was recorded as
 * signed, and then failed in the PDF (issue 18). Only the chunks a picture needs are
 * kept, so nothing the sender's software wrote into it reaches the agreement.
 */
export function cleanSignaturePng(dataUrl: string): Buffer {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (bytes.length > SIGNATURE_MAX_BYTES) throw tooLarge(contractMessages.signatureTooBig);
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE) || bytes.toString('latin1', 12, 16) !== 'IHDR') {
    throw invalid(contractMessages.signatureRequired);
  }
  const chunks = readChunks(bytes);
  const header = chunks[0]!.data;
  if (header.length !== 13) throw unreadable();
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const [bitDepth, colorType, compression, filter, interlace] = header.subarray(8);
  const channels = CHANNELS[colorType!];
  if (!width || !height || !channels || ![1, 2, 4, 8, 16].includes(bitDepth!) || compression || filter || interlace) throw unreadable();
  // Known before a byte is inflated, so a small file cannot claim a huge picture.
  if (width > MAX_SIDE || height > MAX_SIDE) throw tooLarge(contractMessages.signatureTooBig);
  if (colorType === 3 && !chunks.some((chunk) => chunk.type === 'PLTE')) throw unreadable();
  const rowBytes = 1 + Math.ceil((width * channels * bitDepth!) / 8);
  let pixels: Buffer;
  try {
    pixels = inflateSync(Buffer.concat(chunks.filter((chunk) => chunk.type === 'IDAT').map((chunk) => chunk.data)), { maxOutputLength: rowBytes * height + 1 });
  } catch {
    throw unreadable();
  }
  if (pixels.length !== rowBytes * height) throw unreadable();
  for (let row = 0; row < height; row++) if (pixels[row * rowBytes]! > 4) throw unreadable();
  return Buffer.concat([PNG_SIGNATURE, ...chunks.filter((chunk) => KEPT.has(chunk.type)).map((chunk) => chunk.raw)]);
}
