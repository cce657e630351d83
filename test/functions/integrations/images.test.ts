import { deflateSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE, imageMessages } from '#shared/account.js';
import { DomainError } from '#functions/errors.js';
import { readImage } from '#functions/integrations/images.js';
import { decodeWebp } from '#functions/integrations/webp-codec.js';
import {
  card,
  commentSegment,
  decodeJpeg,
  decodePng,
  exifSegment,
  jpegOf,
  palettePng,
  pixelAt,
  pixels,
  pngChunk,
  pngFromChunks,
  pngOf,
  webpOf,
  webpWithExif,
  withSegments,
} from '#test/support/images.js';
import { hugeCanvasWebp, lyingCanvasWebp } from '#test/support/hostile-images.js';

const unreadable = { kind: 'unsupported-type', message: imageMessages.type };
const tooBig = { kind: 'too-large', message: imageMessages.dimensions };

/** The largest difference of any channel between two images of the same size (lossy codecs round). */
function maxDifference(a: { data: Uint8Array }, b: { data: Uint8Array }): number {
  let most = 0;
  for (let i = 0; i < a.data.length; i++) most = Math.max(most, Math.abs(a.data[i]! - b.data[i]!));
  return most;
}

describe('readImage: real images are stored as our own encoding', () => {
  it('JPEG in, JPEG out: the same picture, not the same bytes', async () => {
    const source = card(48, 32);
    const upload = jpegOf(source);
    const stored = await readImage({ bytes: upload });
    expect(stored.type).toBe('image/jpeg');
    expect(stored.bytes.equals(upload)).toBe(false);
    const image = decodeJpeg(stored.bytes);
    expect([image.width, image.height]).toEqual([48, 32]);
    expect(maxDifference(image, source)).toBeLessThan(40);
  });

  it('PNG in, PNG out, pixel for pixel; opaque pictures become RGB', async () => {
    const source = pixels(5, 3, (x, y) => [x * 50, y * 100, 7]);
    const stored = await readImage({ bytes: pngOf(source) });
    expect(stored.type).toBe('image/png');
    const image = decodePng(stored.bytes);
    expect(image.colorType).toBe(2);
    expect(Buffer.from(image.data).equals(Buffer.from(source.data))).toBe(true);
  });

  it('a palette PNG with transparency keeps its colours and alpha (as RGBA)', async () => {
    const stored = await readImage({ bytes: palettePng() });
    const image = decodePng(stored.bytes);
    expect(image.colorType).toBe(6);
    expect([image.width, image.height]).toEqual([4, 2]);
    expect([0, 1, 2, 3].map((x) => pixelAt(image, x, 0))).toEqual([
      [255, 0, 0, 255],
      [0, 255, 0, 255],
      [0, 0, 255, 255],
      [0, 0, 0, 0],
    ]);
    expect(pixelAt(image, 0, 1)).toEqual([255, 255, 255, 128]);
  });

  it('WebP in, WebP out, with its transparency', async () => {
    const source = pixels(32, 32, (x) => (x < 16 ? [0, 128, 0, 255] : [0, 128, 0, 0]));
    const upload = await webpOf(source);
    const stored = await readImage({ bytes: upload });
    expect(stored.type).toBe('image/webp');
    expect(stored.bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const image = (await decodeWebp(stored.bytes))!;
    expect([image.width, image.height]).toEqual([32, 32]);
    expect(pixelAt(image, 4, 4)[3]).toBe(255);
    expect(pixelAt(image, 28, 4)[3]).toBe(0);
  });
});

describe('readImage: a phone photo stays upright', () => {
  it('turns a JPEG tagged orientation 6 clockwise: width and height swap, the left side is on top', async () => {
    for (const byteOrder of ['MM', 'II'] as const) {
      const upload = withSegments(jpegOf(card(32, 16)), exifSegment(6, byteOrder));
      const image = decodeJpeg((await readImage({ bytes: upload })).bytes);
      expect([image.width, image.height]).toEqual([16, 32]);
      // Red was the left half: it is now the top half; blue the bottom.
      expect(pixelAt(image, 8, 4).slice(0, 3).map((value) => value > 128)).toEqual([true, false, false]);
      expect(pixelAt(image, 8, 28).slice(0, 3).map((value) => value > 128)).toEqual([false, false, true]);
    }
  });

  it('turns orientation 8 the other way and leaves orientation 1 alone', async () => {
    const turned = decodeJpeg((await readImage({ bytes: withSegments(jpegOf(card(32, 16)), exifSegment(8)) })).bytes);
    expect([turned.width, turned.height]).toEqual([16, 32]);
    expect(pixelAt(turned, 8, 28)[0]).toBeGreaterThan(128);
    const upright = decodeJpeg((await readImage({ bytes: withSegments(jpegOf(card(32, 16)), exifSegment(1)) })).bytes);
    expect([upright.width, upright.height]).toEqual([32, 16]);
    expect(pixelAt(upright, 4, 8)[0]).toBeGreaterThan(128);
  });
});

describe('readImage: nothing but pixels is stored', () => {
  const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');

  it('drops a JPEG’s Exif, comments and whatever follows the image', async () => {
    const upload = Buffer.concat([withSegments(jpegOf(card()), exifSegment(1), commentSegment('Shot on Pixel 9, 30.2672 N')), html]);
    const stored = (await readImage({ bytes: upload })).bytes.toString('latin1');
    for (const text of ['Exif', 'GPS', 'Pixel 9', '<script>']) expect(stored).not.toContain(text);
  });

  it('drops a PNG’s text chunks and whatever follows IEND', async () => {
    const png = pngOf(card());
    const upload = Buffer.concat([png.subarray(0, 33), pngChunk('tEXt', Buffer.from('Comment\0made at 30.2672 N')), png.subarray(33), html]);
    const stored = (await readImage({ bytes: upload })).bytes.toString('latin1');
    for (const text of ['tEXt', '30.2672', '<script>']) expect(stored).not.toContain(text);
  });

  it('drops a WebP’s EXIF chunk', async () => {
    const upload = webpWithExif(await webpOf(card()), 32, 16, exifSegment(1).subarray(4));
    expect(upload.toString('latin1')).toContain('Exif');
    const stored = await readImage({ bytes: upload });
    expect(stored.bytes.toString('latin1')).not.toContain('Exif');
    expect((await decodeWebp(stored.bytes))!.width).toBe(32);
  });
});

describe('readImage: refusals', () => {
  it('refuses a JPEG header followed by HTML', async () => {
    const polyglot = Buffer.concat([jpegOf(card()).subarray(0, 20), Buffer.from('<html><script>alert(1)</script></html>')]);
    await expect(readImage({ bytes: polyglot })).rejects.toMatchObject(unreadable);
    await expect(readImage({ bytes: Buffer.from('\xff\xd8\xff<html>', 'latin1') })).rejects.toMatchObject(unreadable);
  });

  it('refuses truncated JPEG, PNG and WebP files', async () => {
    for (const whole of [jpegOf(card()), pngOf(card()), await webpOf(card())]) {
      for (const length of [whole.length - 1, Math.floor(whole.length / 2), 40]) {
        await expect(readImage({ bytes: whole.subarray(0, length) })).rejects.toMatchObject(unreadable);
      }
    }
  });

  it('refuses a PNG whose data is corrupt, short, or longer than its header says', async () => {
    const png = pngOf(card());
    const flipped = Buffer.from(png);
    flipped[png.length - 20]! ^= 0xff;
    await expect(readImage({ bytes: flipped })).rejects.toMatchObject(unreadable);
    const rows = (width: number, height: number) => deflateSync(Buffer.alloc(height * (1 + width * 3)));
    const short = pngFromChunks({ width: 8, height: 8, colorType: 2 }, [pngChunk('IDAT', rows(8, 4))]);
    await expect(readImage({ bytes: short })).rejects.toMatchObject(unreadable);
    // 5 × 5 interlaced promises 9 pass rows; 2 MB of zeros inflate far past that.
    const bomb = pngFromChunks({ width: 5, height: 5, colorType: 2, interlace: 1 }, [pngChunk('IDAT', deflateSync(Buffer.alloc(2_000_000)))]);
    await expect(readImage({ bytes: bomb })).rejects.toMatchObject(unreadable);
  });

  it('refuses zero-size pictures and kinds the decoders do not read', async () => {
    const empty = pngFromChunks({ width: 0, height: 10, colorType: 2 }, [pngChunk('IDAT', deflateSync(Buffer.alloc(0)))]);
    await expect(readImage({ bytes: empty })).rejects.toMatchObject(unreadable);
    // A lossless JPEG (SOF3) in place of the baseline frame.
    const jpeg = jpegOf(card());
    const lossless = Buffer.from(jpeg);
    lossless[lossless.indexOf(Buffer.from([0xff, 0xc0])) + 1] = 0xc3;
    await expect(readImage({ bytes: lossless })).rejects.toMatchObject(unreadable);
  });

  it('refuses a PNG claiming 100000 × 100000 from its header, before decoding anything', async () => {
    const huge = pngFromChunks({ width: 100_000, height: 100_000, colorType: 6 }, [pngChunk('IDAT', deflateSync(Buffer.alloc(1000)))]);
    const before = process.memoryUsage().arrayBuffers;
    await expect(readImage({ bytes: huge })).rejects.toMatchObject(tooBig);
    // 40 GB of pixels were never asked for.
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(10_000_000);
  });

  it('refuses JPEG and WebP files over the limits, from their headers', async () => {
    const jpeg = jpegOf(card());
    const frame = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    const wide = Buffer.from(jpeg);
    wide.writeUInt16BE(IMAGE_MAX_SIDE + 1, frame + 7);
    await expect(readImage({ bytes: wide })).rejects.toMatchObject(tooBig);
    const many = Buffer.from(jpeg);
    many.writeUInt16BE(Math.ceil(IMAGE_MAX_PIXELS / IMAGE_MAX_SIDE) + 1, frame + 5);
    many.writeUInt16BE(IMAGE_MAX_SIDE, frame + 7);
    await expect(readImage({ bytes: many })).rejects.toMatchObject(tooBig);
    // An extended WebP whose canvas and bitstream both claim 16383 × 16383; the canvas alone lying is unreadable.
    await expect(readImage({ bytes: await hugeCanvasWebp() })).rejects.toMatchObject(tooBig);
    await expect(readImage({ bytes: await lyingCanvasWebp() })).rejects.toMatchObject(unreadable);
    await expect(readImage({ bytes: webpWithExif(await webpOf(card()), 16_384, 16_384, Buffer.from('Exif')) })).rejects.toMatchObject(unreadable);
  });
});

describe('readImage: damaged files', () => {
  it('stores or refuses a real image with a few bytes changed, and never fails otherwise', { timeout: 60_000 }, async () => {
    const originals = [withSegments(jpegOf(card(24, 16)), exifSegment(6)), pngOf(card(24, 16)), palettePng(), await webpOf(card(24, 16))];
    const damaged = fc
      .tuple(fc.constantFrom(...originals), fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 4 }))
      .map(([original, edits]) => {
        const bytes = Buffer.from(original);
        // The magic number stays: past it, any byte may change.
        for (const [at, value] of edits) bytes[4 + (at % (bytes.length - 4))] = value;
        return bytes;
      });
    await fc.assert(
      fc.asyncProperty(damaged, async (bytes) => {
        const outcome = await readImage({ bytes }).catch((error: unknown) => error);
        if (outcome instanceof Error) expect(outcome).toBeInstanceOf(DomainError);
      }),
      { numRuns: 400 },
    );
  });
});
