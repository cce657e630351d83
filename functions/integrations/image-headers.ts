// What an uploaded image's header says before a single pixel is decoded: its real type,
// its size (so a small file claiming a huge picture is refused before memory is
// allocated for it) and, for a JPEG, the camera's orientation tag. Every read is
// bounds-checked: these bytes come from anyone with an account.

export const imageExtensions = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;

export type ImageType = keyof typeof imageExtensions;

export interface ImageHeader {
  width: number;
  height: number;
  /** EXIF orientation, 1 (upright) to 8; always 1 for PNG and WebP. */
  orientation: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The image's real type from its first bytes; the declared type and name are not trusted. */
export function sniffImageType(bytes: Buffer): ImageType | undefined {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  return undefined;
}

/** The header of an image of the sniffed type; undefined when it is malformed or a kind we cannot decode. */
export function readImageHeader(bytes: Buffer, type: ImageType): ImageHeader | undefined {
  if (type === 'image/jpeg') return readJpegHeader(bytes);
  if (type === 'image/png') return readPngHeader(bytes);
  return readWebpHeader(bytes);
}

/** The frame types jpeg-js decodes: baseline, extended and progressive Huffman (not lossless, not arithmetic). */
const DECODABLE_FRAMES = new Set([0xc0, 0xc1, 0xc2]);
const isFrameMarker = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/**
 * Walks the JPEG's segments up to the first scan: the frame (SOF) gives the size, the
 * first Exif APP1 the orientation. One frame of 8-bit samples in 1, 3 or 4 components,
 * and a scan after it, or the file is refused.
 */
export function readJpegHeader(bytes: Buffer): ImageHeader | undefined {
  let at = 2;
  let frame: { width: number; height: number } | undefined;
  let orientation: number | undefined;
  for (;;) {
    if (at + 2 > bytes.length || bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    // 0xFF may pad before a marker.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xda) break;
    // Markers without a length (TEM, RSTn) are skipped; SOI or EOI before a scan is broken.
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
    at = end;
  }
  return frame && { ...frame, orientation: orientation ?? 1 };
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

/** The PNG's IHDR, which must be its first chunk. */
export function readPngHeader(bytes: Buffer): ImageHeader | undefined {
  if (bytes.length < 8 + 25 || bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), orientation: 1 };
}

/** The size of a still WebP from its first chunk: lossy (VP8), lossless (VP8L) or extended (VP8X, the canvas). */
export function readWebpHeader(bytes: Buffer): ImageHeader | undefined {
  if (bytes.length < 30) return undefined;
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') {
    // A key frame's tag (3 bytes) and start code 9d 01 2a, then 14-bit width and height.
    if ((bytes[20]! & 1) !== 0 || bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return undefined;
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff, orientation: 1 };
  }
  if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) return undefined;
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1, orientation: 1 };
  }
  if (chunk === 'VP8X') {
    // Animation is a flag here; the decoder refuses an animated file.
    return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1, orientation: 1 };
  }
  return undefined;
}
