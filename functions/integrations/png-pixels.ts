import { inflateSync } from 'node:zlib';

// The pixels of a PNG that signature-png.ts has already checked in full (every chunk's CRC,
// the rows, the filters), as 8-bit RGB and alpha: what a PDF image and its soft mask hold.
// Every colour type and bit depth, transparency by tRNS included (D-179).

export interface Pixels {
  width: number;
  height: number;
  rgb: Buffer;
  /** Present when some pixel is not opaque. */
  alpha?: Buffer;
}

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

function chunksOf(png: Buffer): Map<string, Buffer> {
  const chunks = new Map<string, Buffer>();
  for (let at = 8; at + 12 <= png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    chunks.set(type, type === 'IDAT' && chunks.has('IDAT') ? Buffer.concat([chunks.get('IDAT')!, data]) : data);
    at += 12 + length;
  }
  return chunks;
}

/** Undoes the per-row filters (PNG §9) in place; `bpp` is bytes per complete pixel, at least 1. */
function unfilter(data: Buffer, rowBytes: number, height: number, bpp: number): Buffer {
  const out = Buffer.alloc(rowBytes * height);
  for (let y = 0; y < height; y++) {
    const type = data[y * (rowBytes + 1)]!;
    const row = data.subarray(y * (rowBytes + 1) + 1, (y + 1) * (rowBytes + 1));
    const at = y * rowBytes;
    for (let i = 0; i < rowBytes; i++) {
      const a = i >= bpp ? out[at + i - bpp]! : 0;
      const b = y ? out[at - rowBytes + i]! : 0;
      const c = y && i >= bpp ? out[at - rowBytes + i - bpp]! : 0;
      const p = a + b - c;
      const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
      const predictor = [0, a, b, (a + b) >>> 1, pa <= pb && pa <= pc ? a : pb <= pc ? b : c][type] ?? 0;
      out[at + i] = (row[i]! + predictor) & 0xff;
    }
  }
  return out;
}

export function readPngPixels(png: Buffer): Pixels {
  const chunks = chunksOf(png);
  const header = chunks.get('IHDR')!;
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const depth = header[8]!;
  const colorType = header[9]!;
  const channels = CHANNELS[colorType]!;
  const rowBytes = Math.ceil((width * channels * depth) / 8);
  const data = unfilter(inflateSync(chunks.get('IDAT')!), rowBytes, height, Math.max(1, (channels * depth) >> 3));
  const max = (1 << Math.min(depth, 8)) - 1;
  // Sample `index` of row `y`, its raw value (16 bits for 16-bit images) for tRNS comparisons.
  const raw = (y: number, index: number): number => {
    const at = y * rowBytes;
    if (depth === 16) return data.readUInt16BE(at + index * 2);
    if (depth === 8) return data[at + index]!;
    const bit = index * depth;
    return (data[at + (bit >> 3)]! >> (8 - depth - (bit & 7))) & max;
  };
  const eight = (value: number) => (depth === 16 ? value >> 8 : Math.round((value * 255) / max));
  const palette = chunks.get('PLTE');
  const transparency = chunks.get('tRNS');
  const rgb = Buffer.alloc(width * height * 3);
  const alpha = Buffer.alloc(width * height, 255);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const pixel = y * width + x;
      const samples = Array.from({ length: channels }, (_, channel) => raw(y, x * channels + channel));
      let color: number[];
      if (colorType === 3) {
        const index = samples[0]!;
        color = [palette![index * 3]!, palette![index * 3 + 1]!, palette![index * 3 + 2]!];
        if (transparency && index < transparency.length) alpha[pixel] = transparency[index]!;
      } else {
        const colors = colorType === 2 || colorType === 6 ? samples.slice(0, 3) : [samples[0]!, samples[0]!, samples[0]!];
        color = colors.map(eight);
        if (colorType === 4 || colorType === 6) alpha[pixel] = eight(samples[channels - 1]!);
        else if (transparency) {
          const key = colorType === 0 ? [transparency.readUInt16BE(0)] : [0, 2, 4].map((at) => transparency.readUInt16BE(at));
          if (key.every((value, index) => value === samples[index])) alpha[pixel] = 0;
        }
      }
      rgb.set(color, pixel * 3);
    }
  }
  return { width, height, rgb, alpha: alpha.some((value) => value !== 255) ? alpha : undefined };
}
