import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { checkPng, decodePng, encodePng, type PngRules } from '#functions/integrations/png.js';
import { card, decodePng as readWithPngjs, palettePng, pngChunk, pngFromChunks, pngOf } from '#test/support/images.js';

// Our checks before pngjs sees a file (D-206): what each refuses, and that real files pass.

class TooLarge extends Error {}
class Unreadable extends Error {}
const RULES: PngRules = { maxSide: 100, maxPixels: 50 * 50, tooLarge: () => new TooLarge(), unreadable: () => new Unreadable() };

const ihdrData = (width: number, height: number, colorType: number, depth = 8) => {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.set([depth, colorType, 0, 0, 0], 8);
  return data;
};
/** The rows of a picture of `rowBytes` bytes a row (filter byte included), deflated. */
const idat = (rows: number, rowBytes: number) => pngChunk('IDAT', deflateSync(Buffer.alloc(rows * rowBytes)));
const grey2x2 = (chunks: Buffer[]) => pngFromChunks({ width: 2, height: 2, colorType: 0 }, [...chunks, idat(2, 3)]);

describe('checkPng', () => {
  it('passes real files: every colour type pngjs writes, a palette with tRNS, an interlaced one', () => {
    expect(checkPng(pngOf(card()), RULES)).toMatchObject({ width: 32, height: 16, colorType: 6 });
    expect(checkPng(palettePng(), RULES)).toMatchObject({ width: 4, height: 2, colorType: 3 });
    // 5 × 5 RGB interlaced: Adam7's seven passes, [rows, columns], each row 1 + 3·columns bytes.
    const rows = [[1, 1], [1, 1], [1, 2], [2, 1], [1, 3], [3, 2], [2, 5]].reduce((sum, [h, w]) => sum + h! * (1 + 3 * w!), 0);
    const interlaced = pngFromChunks({ width: 5, height: 5, colorType: 2, interlace: 1 }, [pngChunk('IDAT', deflateSync(Buffer.alloc(rows)))]);
    expect(checkPng(interlaced, RULES)).toMatchObject({ interlace: 1 });
    expect(checkPng(grey2x2([pngChunk('tRNS', Buffer.from([0, 7]))]), RULES)).toMatchObject({ colorType: 0 });
  });

  it('takes the size from the one IHDR, which must come first', () => {
    const png = grey2x2([]);
    const second = pngChunk('IHDR', ihdrData(1_000, 1_000, 0));
    expect(() => checkPng(Buffer.concat([png.subarray(0, 33), second, png.subarray(33)]), RULES)).toThrow(Unreadable);
    const late = Buffer.concat([png.subarray(0, 8), pngChunk('tEXt', Buffer.from('a\0b')), png.subarray(8)]);
    expect(() => checkPng(late, RULES)).toThrow(Unreadable);
    expect(() => checkPng(pngFromChunks({ width: 0, height: 2, colorType: 0 }, [idat(0, 1)]), RULES)).toThrow(Unreadable);
    expect(() => checkPng(pngFromChunks({ width: 2, height: 2, colorType: 2, depth: 4 }, [idat(2, 4)]), RULES)).toThrow(Unreadable);
  });

  it('refuses a picture over the side or the pixel limit from its header', () => {
    expect(() => checkPng(pngFromChunks({ width: 101, height: 1, colorType: 0 }, [idat(1, 102)]), RULES)).toThrow(TooLarge);
    expect(() => checkPng(pngFromChunks({ width: 51, height: 50, colorType: 0 }, [idat(50, 52)]), RULES)).toThrow(TooLarge);
  });

  it('refuses a tRNS or PLTE of the wrong length or in the wrong place', () => {
    for (const tRNS of [Buffer.from([0]), Buffer.from([0, 0, 0]), Buffer.alloc(0)]) {
      expect(() => checkPng(grey2x2([pngChunk('tRNS', tRNS)]), RULES)).toThrow(Unreadable);
    }
    const rgb = (chunks: Buffer[]) => pngFromChunks({ width: 1, height: 1, colorType: 2 }, [...chunks, idat(1, 4)]);
    expect(checkPng(rgb([pngChunk('tRNS', Buffer.alloc(6))]), RULES).colorType).toBe(2);
    expect(() => checkPng(rgb([pngChunk('tRNS', Buffer.alloc(2))]), RULES)).toThrow(Unreadable);
    const rgba = pngFromChunks({ width: 1, height: 1, colorType: 6 }, [pngChunk('tRNS', Buffer.alloc(6)), idat(1, 5)]);
    expect(() => checkPng(rgba, RULES)).toThrow(Unreadable);
    const palette = (chunks: Buffer[]) => pngFromChunks({ width: 1, height: 1, colorType: 3 }, [...chunks, idat(1, 2)]);
    expect(() => checkPng(palette([]), RULES)).toThrow(Unreadable);
    expect(() => checkPng(palette([pngChunk('PLTE', Buffer.alloc(3)), pngChunk('tRNS', Buffer.alloc(2))]), RULES)).toThrow(Unreadable);
    expect(() => checkPng(palette([pngChunk('PLTE', Buffer.alloc(4))]), RULES)).toThrow(Unreadable);
    expect(() => checkPng(grey2x2([pngChunk('PLTE', Buffer.alloc(3))]), RULES)).toThrow(Unreadable);
  });

  it('refuses data that inflates to more or less than the header promises, or a wrong CRC', () => {
    expect(() => checkPng(pngFromChunks({ width: 2, height: 2, colorType: 0 }, [idat(2, 4)]), RULES)).toThrow(Unreadable);
    expect(() => checkPng(pngFromChunks({ width: 2, height: 2, colorType: 0 }, [idat(1, 3)]), RULES)).toThrow(Unreadable);
    expect(() => checkPng(pngFromChunks({ width: 2, height: 2, colorType: 0 }, []), RULES)).toThrow(Unreadable);
    const flipped = grey2x2([]);
    flipped[20]! ^= 1;
    expect(() => checkPng(flipped, RULES)).toThrow(Unreadable);
  });
});

describe('decodePng and encodePng', () => {
  it('decode to 8-bit RGBA and write RGB or RGBA, dropping what follows IEND', async () => {
    const image = await decodePng(Buffer.concat([palettePng(), Buffer.from('<html>')]), RULES);
    expect([image.width, image.height, image.data.length]).toEqual([4, 2, 32]);
    const rgba = readWithPngjs(await encodePng(image, true));
    expect([rgba.colorType, Buffer.from(rgba.data).equals(Buffer.from(image.data))]).toEqual([6, true]);
    expect(readWithPngjs(await encodePng(card(), false)).colorType).toBe(2);
  });

  it('answers the caller’s refusal for whatever pngjs cannot read', async () => {
    // Checked structure, but a filter type of 9 on the only row.
    const badFilter = pngFromChunks({ width: 1, height: 1, colorType: 0 }, [pngChunk('IDAT', deflateSync(Buffer.from([9, 0])))]);
    await expect(decodePng(badFilter, RULES)).rejects.toThrow(Unreadable);
    const critical = grey2x2([pngChunk('CRIT', Buffer.alloc(1))]);
    await expect(decodePng(critical, RULES)).rejects.toThrow(Unreadable);
  });
});
