import { constants, crc32, deflateSync, inflateSync } from 'node:zlib';
import type { Rgba } from './webp-codec.js';

// PNG in and out for uploads (D-120, D-192), in place of pngjs (about 30 kB of each upload
// function with its stream parser and packer). Decoding follows PNG §§5–13 as pngjs read
// it: every chunk's CRC, every colour type and depth, Adam7, tRNS (a colour-keyed pixel is
// 0,0,0,0 as pngjs made it), samples scaled to 8 bits with rounding. Encoding is pngjs's:
// 8-bit RGB or RGBA, the filter of least absolute sum for each row, zlib level 9 with RLE.

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
/** Adam7's seven passes: first column, first row, column step, row step. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;
const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

export class PngError extends Error {}
const fail = (why: string): never => {
  throw new PngError(why);
};

interface Chunks {
  header: Buffer;
  palette?: Buffer;
  transparency?: Buffer;
  data: Buffer[];
  /** Where the PNG ends (after IEND): what follows is dropped, like a JPEG's trailer. */
  end?: number;
}

function readChunks(png: Buffer): Chunks {
  if (!png.subarray(0, 8).equals(SIGNATURE)) fail('not a PNG');
  const chunks: Partial<Chunks> & { data: Buffer[] } = { data: [] };
  for (let at = 8; !chunks.end; ) {
    if (at + 12 > png.length) fail('truncated');
    const length = png.readUInt32BE(at);
    if (at + 12 + length > png.length) fail('truncated');
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    if (crc32(png.subarray(at + 4, at + 8 + length)) !== png.readUInt32BE(at + 8 + length)) fail(`bad CRC in ${type}`);
    at += 12 + length;
    if (type === 'IHDR') chunks.header = data;
    else if (type === 'PLTE') chunks.palette = data;
    else if (type === 'tRNS') chunks.transparency = data;
    else if (type === 'IDAT') chunks.data.push(data);
    else if (type === 'IEND') chunks.end = at;
    // An unknown critical chunk (upper-case first letter) changes how the image reads.
    else if (type.charCodeAt(0) < 97) fail(`unsupported chunk ${type}`);
  }
  if (chunks.header?.length !== 13) fail('no header');
  return chunks as Chunks;
}

/** Undoes one row's filter (PNG §9) in place; `previous` is the row above, unfiltered (zeros for the first). */
function unfilterRow(type: number, row: Uint8Array, previous: Uint8Array, bpp: number): void {
  const n = row.length;
  if (type === 0) return;
  for (let i = 0; i < n; i++) {
    const a = i >= bpp ? row[i - bpp]! : 0;
    const b = previous[i]!;
    let predictor: number;
    if (type === 1) predictor = a;
    else if (type === 2) predictor = b;
    else if (type === 3) predictor = (a + b) >> 1;
    else if (type === 4) predictor = paeth(a, b, i >= bpp ? previous[i - bpp]! : 0);
    else return fail(`bad filter ${type}`);
    row[i] = (row[i]! + predictor) & 0xff;
  }
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** The PNG's pixels as 8-bit RGBA, or a PngError: it must inflate to exactly what its header promises. */
export function decodePng(png: Buffer): Rgba {
  const { header, palette, transparency, data } = readChunks(png);
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const [depth, colorType, compression, filter, interlace] = header.subarray(8, 13);
  const channels = CHANNELS[colorType!] ?? fail('bad colour type');
  if (![1, 2, 4, 8, 16].includes(depth!) || compression !== 0 || filter !== 0 || (interlace !== 0 && interlace !== 1)) fail('bad header');
  if (colorType === 3 && !palette) fail('no palette');
  const bitsPerPixel = channels * depth!;
  const passes = (interlace ? ADAM7 : [[0, 0, 1, 1] as const]).map(([x0, y0, dx, dy]) => ({
    x0, y0, dx, dy, w: Math.max(0, Math.ceil((width - x0) / dx)), h: Math.max(0, Math.ceil((height - y0) / dy)),
  }));
  const expected = passes.reduce((sum, p) => sum + (p.w && p.h ? p.h * (1 + Math.ceil((p.w * bitsPerPixel) / 8)) : 0), 0);
  let inflated: Buffer;
  try {
    // Bounded: a few kilobytes must not inflate to gigabytes.
    inflated = inflateSync(Buffer.concat(data), { maxOutputLength: Math.max(1, expected) });
  } catch {
    return fail('bad data');
  }
  if (inflated.length !== expected) fail('data does not match the header');
  const out = new Uint8Array(width * height * 4);
  const max = 2 ** depth! - 1;
  const scale = (v: number) => (depth === 8 ? v : Math.floor((v * 255) / max + 0.5));
  const key = transparency && colorType !== 3 && colorType! < 4 ? Array.from({ length: transparency.length >> 1 }, (_, i) => transparency.readUInt16BE(i * 2)) : undefined;
  const samples = new Array<number>(channels);
  let at = 0;
  for (const pass of passes) {
    if (!pass.w || !pass.h) continue;
    const rowBytes = Math.ceil((pass.w * bitsPerPixel) / 8);
    let previous: Uint8Array = new Uint8Array(rowBytes);
    for (let y = 0; y < pass.h; y++, at += rowBytes + 1) {
      const row = inflated.subarray(at + 1, at + 1 + rowBytes);
      unfilterRow(inflated[at]!, row, previous, Math.max(1, bitsPerPixel >> 3));
      previous = row;
      for (let x = 0; x < pass.w; x++) {
        for (let c = 0; c < channels; c++) {
          const index = x * channels + c;
          if (depth === 8) samples[c] = row[index]!;
          else if (depth === 16) samples[c] = (row[index * 2]! << 8) | row[index * 2 + 1]!;
          else samples[c] = (row[(index * depth!) >> 3]! >> (8 - depth! - ((index * depth!) & 7))) & max;
        }
        const o = ((pass.y0 + y * pass.dy) * width + pass.x0 + x * pass.dx) * 4;
        if (colorType === 3) {
          const i = samples[0]!;
          if (i * 3 + 2 >= palette!.length) fail('index not in palette');
          out[o] = palette![i * 3]!;
          out[o + 1] = palette![i * 3 + 1]!;
          out[o + 2] = palette![i * 3 + 2]!;
          out[o + 3] = transparency && i < transparency.length ? transparency[i]! : 255;
        } else if (key && key.every((value, i) => value === samples[colorType === 0 ? 0 : i])) {
          out.fill(0, o, o + 4);
        } else {
          const grey = colorType === 0 || colorType === 4;
          out[o] = scale(samples[0]!);
          out[o + 1] = scale(samples[grey ? 0 : 1]!);
          out[o + 2] = scale(samples[grey ? 0 : 2]!);
          out[o + 3] = colorType === 4 ? scale(samples[1]!) : colorType === 6 ? scale(samples[3]!) : 255;
        }
      }
    }
  }
  return { width, height, data: out };
}

function chunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const framed = Buffer.alloc(typed.length + 8);
  framed.writeUInt32BE(data.length, 0);
  typed.copy(framed, 4);
  framed.writeUInt32BE(crc32(typed), typed.length + 4);
  return framed;
}

/** 8-bit RGB when every pixel is opaque, else RGBA, each row with the filter of least absolute sum (as pngjs chose). */
export function encodePng(image: Rgba): Buffer {
  const { width, height, data } = image;
  let opaque = true;
  for (let i = 3; i < data.length && opaque; i += 4) opaque = data[i] === 255;
  const bpp = opaque ? 3 : 4;
  const rowBytes = width * bpp;
  const pixels = new Uint8Array(rowBytes * height);
  if (opaque) for (let p = 0, q = 0; p < data.length; p += 4, q += 3) pixels.set(data.subarray(p, p + 3), q);
  else pixels.set(data);
  const raw = Buffer.alloc((rowBytes + 1) * height);
  const zero = new Uint8Array(rowBytes);
  const sums = new Float64Array(5);
  for (let y = 0; y < height; y++) {
    const row = pixels.subarray(y * rowBytes, (y + 1) * rowBytes);
    const up = y ? pixels.subarray((y - 1) * rowBytes, y * rowBytes) : zero;
    sums.fill(0);
    // One pass for the five filters' sums (pngjs's rule: the least sum of |residual|).
    for (let i = 0; i < rowBytes; i++) {
      const x = row[i]!;
      const a = i >= bpp ? row[i - bpp]! : 0;
      const b = up[i]!;
      const c = i >= bpp ? up[i - bpp]! : 0;
      sums[0]! += x;
      sums[1]! += Math.abs(x - a);
      sums[2]! += Math.abs(x - b);
      sums[3]! += Math.abs(x - ((a + b) >> 1));
      sums[4]! += Math.abs(x - paeth(a, b, c));
    }
    let best = 0;
    for (let type = 1; type <= 4; type++) if (sums[type]! < sums[best]!) best = type;
    const at = y * (rowBytes + 1);
    raw[at] = best;
    for (let i = 0; i < rowBytes; i++) raw[at + 1 + i] = (row[i]! - predict(best, row, up, i, bpp)) & 0xff;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, opaque ? 2 : 6, 0, 0, 0], 8);
  const idat = deflateSync(raw, { level: 9, strategy: constants.Z_RLE });
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

function predict(type: number, row: Uint8Array, up: Uint8Array, i: number, bpp: number): number {
  const a = i >= bpp ? row[i - bpp]! : 0;
  if (type === 1) return a;
  if (type === 2) return up[i]!;
  if (type === 3) return (a + up[i]!) >> 1;
  if (type === 4) return paeth(a, up[i]!, i >= bpp ? up[i - bpp]! : 0);
  return 0;
}
