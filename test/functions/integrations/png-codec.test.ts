import { deflateSync } from 'node:zlib';
import fc from 'fast-check';
import pngjs from 'pngjs';
import { describe, expect, it } from 'vitest';
import { decodePng, encodePng, PngError } from '../../../functions/integrations/png-codec.js';
import { pixels, pngChunk, pngFromChunks } from '../../support/images.js';

// Our PNG codec (D-191) against pngjs, which it replaced in the functions and which stays a
// dev dependency for this: the same RGBA for every colour type, depth, filter and
// interlacing, and the same bytes written.

const { PNG } = pngjs;
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
const DEPTHS: Record<number, number[]> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

interface Kind {
  colorType: number;
  depth: number;
  width: number;
  height: number;
  interlace: number;
  transparency: boolean;
  seed: number;
}

const kind = fc
  .constantFrom(0, 2, 3, 4, 6)
  .chain((colorType) => fc.record({ colorType: fc.constant(colorType), depth: fc.constantFrom(...DEPTHS[colorType]!) }))
  .chain((k) =>
    fc.record({
      ...Object.fromEntries(Object.entries(k).map(([name, value]) => [name, fc.constant(value)])),
      width: fc.integer({ min: 1, max: 19 }),
      height: fc.integer({ min: 1, max: 19 }),
      interlace: fc.constantFrom(0, 1),
      transparency: fc.boolean(),
      seed: fc.integer(),
    }) as fc.Arbitrary<Kind>,
  );

/** A PNG of random rows, each with a random filter byte (any bytes unfilter to valid samples). */
function randomPng(k: Kind): Buffer {
  let state = k.seed >>> 0 || 1;
  const random = () => ((state = (Math.imul(state, 1103515245) + 12345) >>> 0) >>> 16) & 0xff;
  const bits = CHANNELS[k.colorType]! * k.depth;
  const passes = k.interlace ? ADAM7 : ([[0, 0, 1, 1]] as const);
  const rows: number[] = [];
  for (const [x0, y0, dx, dy] of passes) {
    const w = Math.ceil((k.width - x0) / dx);
    const h = Math.ceil((k.height - y0) / dy);
    if (w <= 0 || h <= 0) continue;
    for (let y = 0; y < h; y++) rows.push(random() % 5, ...Array.from({ length: Math.ceil((w * bits) / 8) }, random));
  }
  const chunks: Buffer[] = [];
  if (k.colorType === 3) chunks.push(pngChunk('PLTE', Buffer.from(Array.from({ length: 3 * 2 ** k.depth }, random))));
  if (k.transparency && k.colorType === 3) chunks.push(pngChunk('tRNS', Buffer.from(Array.from({ length: 1 + (random() % 2 ** k.depth) }, random))));
  // The colour key 0: frequent among random samples of low depths.
  if (k.transparency && (k.colorType === 0 || k.colorType === 2)) chunks.push(pngChunk('tRNS', Buffer.alloc(k.colorType === 0 ? 2 : 6)));
  chunks.push(pngChunk('IDAT', deflateSync(Buffer.from(rows))));
  return pngFromChunks(k, chunks);
}

describe('decodePng', () => {
  it('reads every colour type, depth, filter and interlacing as pngjs does', () => {
    fc.assert(
      fc.property(kind, (k) => {
        const png = randomPng(k);
        const theirs = PNG.sync.read(png, { checkCRC: true });
        const ours = decodePng(png);
        expect([ours.width, ours.height]).toEqual([theirs.width, theirs.height]);
        expect(Buffer.from(ours.data).equals(theirs.data)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a bad CRC, a bad filter, short or long data, a missing palette, an unknown critical chunk', () => {
    const good = randomPng({ colorType: 2, depth: 8, width: 4, height: 3, interlace: 0, transparency: false, seed: 7 });
    const crc = Buffer.from(good);
    crc[crc.length - 14]! ^= 1;
    const header = { width: 2, height: 2, colorType: 2 };
    const cases = [
      crc,
      pngFromChunks(header, [pngChunk('IDAT', deflateSync(Buffer.from([5, ...Array(6).fill(0), 0, ...Array(6).fill(0)])))]),
      pngFromChunks(header, [pngChunk('IDAT', deflateSync(Buffer.alloc(13)))]),
      pngFromChunks(header, [pngChunk('IDAT', deflateSync(Buffer.alloc(15)))]),
      pngFromChunks({ ...header, colorType: 3 }, [pngChunk('IDAT', deflateSync(Buffer.alloc(6)))]),
      pngFromChunks(header, [pngChunk('ABCD', Buffer.alloc(1)), pngChunk('IDAT', deflateSync(Buffer.alloc(14)))]),
      good.subarray(0, good.length - 12),
    ];
    for (const png of cases) expect(() => decodePng(png)).toThrow(PngError);
    // A palette index past the palette's end.
    const palette = pngFromChunks({ width: 1, height: 1, colorType: 3 }, [pngChunk('PLTE', Buffer.alloc(3)), pngChunk('IDAT', deflateSync(Buffer.from([0, 1])))]);
    expect(() => decodePng(palette)).toThrow(PngError);
    // An ancillary chunk it does not know is skipped; what follows IEND is not read.
    const ancillary = pngFromChunks(header, [pngChunk('zzZz', Buffer.alloc(1)), pngChunk('IDAT', deflateSync(Buffer.alloc(14)))]);
    expect(decodePng(Buffer.concat([ancillary, Buffer.from('<html>')])).data).toEqual(new Uint8Array(16).fill(0).map((_, i) => (i % 4 === 3 ? 255 : 0)));
  });
});

describe('encodePng', () => {
  const painted = (width: number, height: number, alpha: boolean, seed: number) =>
    pixels(width, height, (x, y) => [(x * 37 + seed) & 0xff, (y * 11 + x * x) & 0xff, (x ^ y ^ seed) & 0xff, alpha ? (x * y * 7) & 0xff : 255]);

  it('writes what pngjs wrote for the same pixels: RGB when opaque, else RGBA', () => {
    for (const [width, height, alpha, seed] of [[1, 1, false, 0], [17, 9, false, 3], [33, 20, true, 5], [64, 3, true, 9]] as const) {
      const image = painted(width, height, alpha, seed);
      const theirs = PNG.sync.write(Object.assign(new PNG(), { width, height, data: Buffer.from(image.data) }), { colorType: alpha ? 6 : 2 });
      const ours = encodePng(image);
      expect(ours.equals(theirs)).toBe(true);
      expect(Buffer.from(decodePng(ours).data).equals(Buffer.from(image.data))).toBe(true);
    }
  });
});
