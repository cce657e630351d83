import { crc32, inflateSync } from 'node:zlib';
import type * as PngJs from 'pngjs';
import type { Rgba } from './webp-codec.js';

// Every PNG we read (an uploaded photo, a contract's signature) goes through here: its
// structure is checked once, by us, before a byte is inflated, and only then does pngjs
// decode it (D-206). pngjs trusts the file: a second IHDR replaces the first (a 1 × 1
// header passed the size check and the file was decoded at its second's 20000 × 20000),
// it inflates an interlaced image without a bound, and a tRNS too short for the colour
// type throws a RangeError. The checks below leave pngjs nothing to trust.

/** What the caller allows, and how it refuses (each caller has its own messages and statuses). */
export interface PngRules {
  maxSide: number;
  maxPixels: number;
  /** A picture over the limits: known from the header alone. */
  tooLarge(): Error;
  /** Anything else: not a whole, well-formed PNG. */
  unreadable(): Error;
}

/** What the single IHDR promises, and where the PNG ends (after IEND; anything later is dropped). */
export interface PngHeader {
  width: number;
  height: number;
  depth: number;
  colorType: number;
  interlace: number;
  end: number;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** The bit depths each colour type allows (PNG §11.2.2): grey, RGB, palette, grey + alpha, RGBA. */
const DEPTHS: Record<number, number[]> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
/** Adam7's seven passes: first column, first row, column step, row step. */
const ADAM7 = [[0, 0, 8, 8], [4, 0, 8, 8], [0, 4, 4, 8], [2, 0, 4, 4], [0, 2, 2, 4], [1, 0, 2, 2], [0, 1, 1, 2]] as const;

export const isPng = (bytes: Buffer): boolean => bytes.subarray(0, 8).equals(SIGNATURE);

/** How many bytes the image data must inflate to: every pass's rows, each with its filter byte. */
function inflatedLength({ width, height, depth, colorType, interlace }: Omit<PngHeader, 'end'>): number {
  const bitsPerPixel = CHANNELS[colorType]! * depth;
  let length = 0;
  for (const [x0, y0, dx, dy] of interlace ? ADAM7 : ([[0, 0, 1, 1]] as const)) {
    const w = Math.ceil((width - x0) / dx);
    const h = Math.ceil((height - y0) / dy);
    if (w > 0 && h > 0) length += h * (1 + Math.ceil((w * bitsPerPixel) / 8));
  }
  return length;
}

/** The first chunk, which must be an IHDR: its CRC right, its fields valid, its size within the rules. */
function readIhdr(bytes: Buffer, rules: PngRules): Omit<PngHeader, 'end'> {
  if (bytes.length < 8 + 12 + 13 || bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR') throw rules.unreadable();
  if (crc32(bytes.subarray(12, 29)) !== bytes.readUInt32BE(29)) throw rules.unreadable();
  const data = bytes.subarray(16, 29);
  const header = { width: data.readUInt32BE(0), height: data.readUInt32BE(4), depth: data[8]!, colorType: data[9]!, interlace: data[12]! };
  if (!header.width || !header.height || !DEPTHS[header.colorType]?.includes(header.depth) || data[10] || data[11] || header.interlace > 1) {
    throw rules.unreadable();
  }
  if (Math.max(header.width, header.height) > rules.maxSide || header.width * header.height > rules.maxPixels) throw rules.tooLarge();
  return header;
}

/**
 * The PNG's header, once everything pngjs would otherwise trust is checked: the
 * signature; exactly one IHDR, the first chunk, within the rules' size; every chunk
 * inside the file with its CRC; a palette before the data when the colour type needs
 * one; a tRNS of the length its colour type defines (PNG §11.3.2.1); and the image data
 * inflating to exactly what the IHDR promises, never past it (`maxOutputLength`), so a
 * few kilobytes cannot become gigabytes.
 */
export function checkPng(bytes: Buffer, rules: PngRules): PngHeader {
  if (!isPng(bytes)) throw rules.unreadable();
  const header = readIhdr(bytes, rules);
  const { colorType, depth } = header;
  let paletteEntries = 0;
  const data: Buffer[] = [];
  let at = 8;
  for (let type = ''; type !== 'IEND'; ) {
    if (at + 12 > bytes.length) throw rules.unreadable();
    const length = bytes.readUInt32BE(at);
    const end = at + 12 + length;
    if (end > bytes.length || crc32(bytes.subarray(at + 4, end - 4)) !== bytes.readUInt32BE(end - 4)) throw rules.unreadable();
    type = bytes.toString('latin1', at + 4, at + 8);
    if (type === 'IHDR' && at !== 8) throw rules.unreadable();
    if (type === 'PLTE') {
      const isGrey = colorType === 0 || colorType === 4;
      if (isGrey || data.length || paletteEntries || !length || length % 3 || length / 3 > 2 ** Math.min(depth, 8)) throw rules.unreadable();
      paletteEntries = length / 3;
    } else if (type === 'tRNS') {
      // 2 bytes for grey, 6 for RGB, at most one a palette entry; none with an alpha channel.
      const allowed = [2, 0, 6, paletteEntries, 0, 0, 0][colorType]!;
      if (data.length || !length || (colorType === 3 ? length > allowed : length !== allowed)) throw rules.unreadable();
    } else if (type === 'IDAT') {
      if (colorType === 3 && !paletteEntries) throw rules.unreadable();
      data.push(bytes.subarray(at + 8, end - 4));
    }
    at = end;
  }
  const expected = inflatedLength(header);
  let inflated: Buffer;
  try {
    inflated = inflateSync(Buffer.concat(data), { maxOutputLength: expected });
  } catch {
    throw rules.unreadable();
  }
  if (inflated.length !== expected) throw rules.unreadable();
  return { ...header, end: at };
}

type PngClass = typeof PngJs.PNG;

/**
 * pngjs, loaded with the first PNG: imported statically, this CommonJS module would stay
 * in every bundle that shares a rules file with an upload, used or not.
 */
async function loadPng(): Promise<PngClass> {
  return (await import('pngjs')).default.PNG;
}

/** The PNG's pixels as 8-bit RGBA (palettes, tRNS and 16-bit samples resolved), checked first by `checkPng`. */
export async function decodePng(bytes: Buffer, rules: PngRules): Promise<Rgba> {
  const header = checkPng(bytes, rules);
  const PNG = await loadPng();
  let image: { width: number; height: number; data: Buffer };
  try {
    image = PNG.sync.read(bytes.subarray(0, header.end), { checkCRC: true });
  } catch {
    throw rules.unreadable();
  }
  if (image.width !== header.width || image.height !== header.height || image.data.length !== header.width * header.height * 4) {
    throw rules.unreadable();
  }
  return image;
}

/** A PNG of the pixels, 8-bit, and nothing else: RGBA, or RGB when `hasAlpha` is false. */
export async function encodePng(image: Rgba, hasAlpha: boolean): Promise<Buffer> {
  const PNG = await loadPng();
  const png = Object.assign(new PNG(), { width: image.width, height: image.height, data: Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength) });
  return PNG.sync.write(png, { colorType: hasAlpha ? 6 : 2 });
}

/** Whether any pixel of the RGBA image is not fully opaque. */
export function hasTransparency(image: Rgba): boolean {
  for (let at = 3; at < image.data.length; at += 4) if (image.data[at] !== 255) return true;
  return false;
}
