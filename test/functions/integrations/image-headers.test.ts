import { describe, expect, it } from 'vitest';
import { readExifOrientation, readImageHeader, readJpegHeader, sniffImageType } from '#functions/integrations/image-headers.js';
import { orient } from '#functions/integrations/image-recode.js';
import { hugeCanvasWebp, hugeLosslessWebp, lyingCanvasWebp, secondFrameJpeg } from '#test/support/hostile-images.js';
import { card, commentSegment, exifSegment, jpegOf, pixels, webpOf, withSegments } from '#test/support/images.js';

/** The APP1 payload (after marker and length) of an Exif segment. */
const app1 = (orientation: number, byteOrder: 'MM' | 'II' = 'MM') => exifSegment(orientation, byteOrder).subarray(4);

describe('readExifOrientation', () => {
  it('reads the tag in either byte order', () => {
    for (let orientation = 1; orientation <= 8; orientation++) {
      expect(readExifOrientation(app1(orientation, 'MM'))).toBe(orientation);
      expect(readExifOrientation(app1(orientation, 'II'))).toBe(orientation);
    }
  });

  it('ignores values out of 1..8, other segments and malformed structures, without reading past the end', () => {
    expect(readExifOrientation(app1(0))).toBeUndefined();
    expect(readExifOrientation(app1(9))).toBeUndefined();
    expect(readExifOrientation(Buffer.from('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta/>'))).toBeUndefined();
    const segment = app1(6);
    // Cut inside the entry, and every shorter prefix.
    for (let length = 0; length < 6 + 8 + 2 + 12; length++) expect(readExifOrientation(segment.subarray(0, length))).toBeUndefined();
    const farIfd = Buffer.from(segment);
    farIfd.writeUInt32BE(0xfffffff0, 6 + 4);
    expect(readExifOrientation(farIfd)).toBeUndefined();
    const manyEntries = Buffer.from(segment);
    manyEntries.writeUInt16BE(0xffff, 6 + 8);
    manyEntries.writeUInt16BE(0x0100, 6 + 10);
    expect(readExifOrientation(manyEntries)).toBeUndefined();
    const badOrder = Buffer.from(segment);
    badOrder.write('XX', 6, 'latin1');
    expect(readExifOrientation(badOrder)).toBeUndefined();
  });
});

describe('readImageHeader', () => {
  it('reads the size of each kind, and a JPEG’s orientation', async () => {
    const jpeg = withSegments(jpegOf(card(40, 24)), exifSegment(6));
    expect(sniffImageType(jpeg)).toBe('image/jpeg');
    expect(readJpegHeader(jpeg)).toEqual({ width: 40, height: 24, orientation: 6 });
    const lossy = await webpOf(card(40, 24));
    expect(readImageHeader(lossy, 'image/webp')).toEqual({ width: 40, height: 24, orientation: 1 });
  });

  it('skips fill bytes between segments, and finds no frame in a file without one', () => {
    const jpeg = jpegOf(card());
    expect(readJpegHeader(Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xff]), jpeg.subarray(2)]))).toMatchObject({ width: 32 });
    expect(readJpegHeader(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 2]))).toBeUndefined();
    expect(readJpegHeader(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0xff, 0xff, 0]))).toBeUndefined();
    expect(readJpegHeader(Buffer.from([0xff, 0xd8, 0xff]))).toBeUndefined();
  });

  it('walks past the scans to EOI: segments between scans pass, a second frame does not', () => {
    const jpeg = jpegOf(card());
    const beforeEnd = (...segments: Buffer[]) => Buffer.concat([jpeg.subarray(0, -2), ...segments, jpeg.subarray(-2)]);
    expect(readJpegHeader(beforeEnd(commentSegment('between scans')))).toMatchObject({ width: 32, height: 16 });
    expect(readJpegHeader(secondFrameJpeg())).toBeUndefined();
    // A frame and EOI with no scan between them: jpeg-js would answer a grey picture.
    const scanAt = jpeg.indexOf(Buffer.from([0xff, 0xda]));
    expect(readJpegHeader(Buffer.concat([jpeg.subarray(0, scanAt), jpeg.subarray(-2)]))).toBeUndefined();
  });

  it('reads a WebP canvas only when its bitstream agrees', async () => {
    expect(readImageHeader(await hugeCanvasWebp(), 'image/webp')).toMatchObject({ width: 16_383, height: 16_383 });
    expect(readImageHeader(await lyingCanvasWebp(), 'image/webp')).toBeUndefined();
    expect(readImageHeader(hugeLosslessWebp(), 'image/webp')).toMatchObject({ width: 16_384, height: 16_384 });
  });
});

describe('orient', () => {
  // A 3 × 2 picture with a different value in every pixel:  a b c / d e f
  const source = pixels(3, 2, (x, y) => [10 * y + x, 0, 0]);
  const read = (image: { width: number; height: number; data: Uint8Array }) =>
    Array.from({ length: image.height }, (_, y) => Array.from({ length: image.width }, (_, x) => image.data[(y * image.width + x) * 4]));

  it('applies each EXIF orientation as the standard draws it', () => {
    const expected: Record<number, number[][]> = {
      1: [[0, 1, 2], [10, 11, 12]],
      2: [[2, 1, 0], [12, 11, 10]],
      3: [[12, 11, 10], [2, 1, 0]],
      4: [[10, 11, 12], [0, 1, 2]],
      5: [[0, 10], [1, 11], [2, 12]],
      6: [[10, 0], [11, 1], [12, 2]],
      7: [[12, 2], [11, 1], [10, 0]],
      8: [[2, 12], [1, 11], [0, 10]],
    };
    for (const [orientation, rows] of Object.entries(expected)) expect(read(orient(source, Number(orientation)))).toEqual(rows);
  });

  it('works on pixels that do not start on a 4-byte boundary', () => {
    const shifted = new Uint8Array(source.data.length + 1).subarray(1);
    shifted.set(source.data);
    expect(read(orient({ ...source, data: shifted }, 6))).toEqual([[10, 0], [11, 1], [12, 2]]);
  });
});
