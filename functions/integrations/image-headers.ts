import { isPng } from './png.js';

// What an uploaded JPEG's or WebP's header says before a single pixel is decoded: its
// size (so a small file claiming a huge picture is refused before memory is allocated
// for it) and, for a JPEG, the camera's orientation tag; and every upload's real type. A
// PNG's header is png.ts's (D-206). Every read is bounds-checked: these bytes come from
// anyone with an account, and a header that says two things (two frames, a canvas
// unlike its bitstream) is refused, since the decoder might believe the other one.

export const imageExtensions = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;

export type ImageType = keyof typeof imageExtensions;

export interface ImageHeader {
  width: number;
  height: number;
  /** EXIF orientation, 1 (upright) to 8; always 1 for WebP. */
  orientation: number;
}

/** The image's real type from its first bytes; the declared type and name are not trusted. */
export function sniffImageType(bytes: Buffer): ImageType | undefined {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (isPng(bytes)) return 'image/png';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  return undefined;
}

/** The header of a JPEG or WebP; undefined when it is malformed or a kind we cannot decode. */
export function readImageHeader(bytes: Buffer, type: Exclude<ImageType, 'image/png'>): ImageHeader | undefined {
  return type === 'image/jpeg' ? readJpegHeader(bytes) : readWebpHeader(bytes);
}

/** The frame types jpeg-js decodes: baseline, extended and progressive Huffman (not lossless, not arithmetic). */
const DECODABLE_FRAMES = new Set([0xc0, 0xc1, 0xc2]);
const isFrameMarker = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/**
 * Walks the JPEG's segments to its end (EOI): the frame (SOF) gives the size, the first
 * Exif APP1 the orientation. One frame of 8-bit samples in 1, 3 or 4 components, before
 * the first scan, or the file is refused: jpeg-js would decode a second frame after a
 * scan at that frame's own size, whatever the first one claimed.
 */
export function readJpegHeader(bytes: Buffer): ImageHeader | undefined {
  let at = 2;
  let frame: { width: number; height: number } | undefined;
  let orientation: number | undefined;
  let hasScan = false;
  while (at < bytes.length) {
    if (at + 2 > bytes.length || bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    // 0xFF may pad before a marker.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    // The end, after at least one scan; a JPEG that ends (EOI, SOI) before one is broken.
    if (marker === 0xd9 && hasScan) break;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xd8 || marker === 0xd9 || at + 4 > bytes.length) return undefined;
    const length = bytes.readUInt16BE(at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > bytes.length) return undefined;
    const data = bytes.subarray(at + 4, end);
    if (marker === 0xe1 && orientation === undefined) orientation = readExifOrientation(data);
    if (isFrameMarker(marker)) {
      if (frame || !DECODABLE_FRAMES.has(marker) || data.length < 6) return undefined;
      const components = data[5]!;
      if (data[0] !== 8 || ![1, 3, 4].includes(components) || data.length !== 6 + 3 * components) return undefined;
      frame = { height: data.readUInt16BE(1), width: data.readUInt16BE(3) };
    }
    if (marker === 0xda && !frame) return undefined;
    hasScan ||= marker === 0xda;
    // A scan's data runs on to the next marker; one cut short is the decoder's to refuse.
    at = marker === 0xda ? endOfScan(bytes, end) : end;
  }
  return frame && hasScan ? { ...frame, orientation: orientation ?? 1 } : undefined;
}

/**
 * Where a scan's entropy-coded data ends: at the first 0xFF that starts a marker, not a
 * stuffed 0xFF00 or a restart marker (ITU T.81 §B.1.1.5). The end of the file when none.
 */
function endOfScan(bytes: Buffer, from: number): number {
  for (let at = bytes.indexOf(0xff, from); at >= 0; at = bytes.indexOf(0xff, at + 1)) {
    const next = bytes[at + 1];
    if (next === undefined) break;
    if (next !== 0x00 && next !== 0xff && (next < 0xd0 || next > 0xd7)) return at;
  }
  return bytes.length;
}

/** The Orientation tag (0x0112) of an APP1 Exif segment's first IFD; undefined when absent, malformed or out of 1..8. */
export function readExifOrientation(app1: Buffer): number | undefined {
  if (app1.length < 6 + 8 || app1.toString('latin1', 0, 6) !== 'Exif\0\0') return undefined;
  // The TIFF structure: byte order, 42, offset of the first IFD; offsets count from here.
  const tiff = app1.subarray(6);
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return undefined;
  const isLittle = order === 'II';
  const u16 = (at: number) => (isLittle ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (isLittle ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  if (u16(2) !== 42) return undefined;
  const ifd = u32(4);
  if (ifd < 8 || ifd + 2 > tiff.length) return undefined;
  const count = u16(ifd);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return undefined;
    if (u16(entry) !== 0x0112) continue;
    // One SHORT, stored in the first two bytes of the entry's value field.
    if (u16(entry + 2) !== 3 || u32(entry + 4) !== 1) return undefined;
    const value = u16(entry + 8);
    return value >= 1 && value <= 8 ? value : undefined;
  }
  return undefined;
}

/**
 * The size of a still WebP: lossy (VP8) or lossless (VP8L), or extended (VP8X), whose
 * canvas must be the size its bitstream says (libwebp decodes the bitstream's).
 */
export function readWebpHeader(bytes: Buffer): ImageHeader | undefined {
  if (bytes.length < 30) return undefined;
  if (bytes.toString('latin1', 12, 16) !== 'VP8X') return readBitstreamSize(bytes, 12);
  const canvas = { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1, orientation: 1 };
  // As libwebp reads it: any chunks (ICCP, ALPH, unknown) up to the bitstream; an animation has none.
  for (let at = 30; at + 8 <= bytes.length; ) {
    const chunk = bytes.toString('latin1', at, at + 4);
    if (chunk === 'ANIM' || chunk === 'ANMF') return undefined;
    if (chunk === 'VP8 ' || chunk === 'VP8L') {
      const image = readBitstreamSize(bytes, at);
      return image?.width === canvas.width && image.height === canvas.height ? canvas : undefined;
    }
    const size = bytes.readUInt32LE(at + 4);
    at += 8 + size + (size & 1);
  }
  return undefined;
}

/** The size in a VP8 or VP8L chunk's bitstream header; `at` is where the chunk starts. */
function readBitstreamSize(bytes: Buffer, at: number): ImageHeader | undefined {
  const chunk = bytes.toString('latin1', at, at + 4);
  const data = at + 8;
  if (data + 10 > bytes.length) return undefined;
  if (chunk === 'VP8 ') {
    // A key frame's tag (3 bytes) and start code 9d 01 2a, then 14-bit width and height.
    if ((bytes[data]! & 1) !== 0 || bytes[data + 3] !== 0x9d || bytes[data + 4] !== 0x01 || bytes[data + 5] !== 0x2a) return undefined;
    return { width: bytes.readUInt16LE(data + 6) & 0x3fff, height: bytes.readUInt16LE(data + 8) & 0x3fff, orientation: 1 };
  }
  if (chunk === 'VP8L') {
    if (bytes[data] !== 0x2f) return undefined;
    const bits = bytes.readUInt32LE(data + 1);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1, orientation: 1 };
  }
  return undefined;
}
