import { crc32, deflateSync } from 'node:zlib';
import jpeg from 'jpeg-js';
import pngjs from 'pngjs';
import { encodeWebp, type Rgba } from '#functions/integrations/webp-codec.js';

// Real images, encoded here with the same codecs the functions use, so tests need no
// binary fixtures. Uploads are decoded in full (D-120): a magic number and junk no
// longer pass for a photo.

const { PNG } = pngjs;

type Colour = readonly [r: number, g: number, b: number, a?: number];

/** RGBA pixels painted by `paint(x, y)`; opaque unless the colour says otherwise. */
export function pixels(width: number, height: number, paint: (x: number, y: number) => Colour): Rgba {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b, a = 255] = paint(x, y);
      data.set([r, g, b, a], (y * width + x) * 4);
    }
  }
  return { width, height, data };
}

/** A small landscape test card: red on the left half, blue on the right. */
export const card = (width = 32, height = 16) => pixels(width, height, (x) => (x < width / 2 ? [255, 0, 0] : [0, 0, 255]));

/** The RGBA value of one pixel. */
export function pixelAt(image: Rgba, x: number, y: number): number[] {
  return [...image.data.subarray((y * image.width + x) * 4, (y * image.width + x) * 4 + 4)];
}

export const jpegOf = (image: Rgba, quality = 90): Buffer => jpeg.encode({ data: image.data, width: image.width, height: image.height }, quality).data;

export const decodeJpeg = (bytes: Buffer): Rgba => jpeg.decode(bytes, { useTArray: true });

export const pngOf = (image: Rgba): Buffer =>
  PNG.sync.write(Object.assign(new PNG(), { width: image.width, height: image.height, data: Buffer.from(image.data) }), {
    colorType: 6,
  });

/** The PNG's pixels (8-bit RGBA) and the colour type its IHDR declares. */
export const decodePng = (bytes: Buffer): Rgba & { colorType: number } => {
  const png = PNG.sync.read(bytes);
  return { width: png.width, height: png.height, data: png.data, colorType: bytes[25]! };
};

export const webpOf = (image: Rgba, quality = 90): Promise<Buffer> => encodeWebp(image, quality);

/** One PNG chunk: length, type, data, CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG built chunk by chunk: IHDR from the arguments, then `chunks`, then IEND. */
export function pngFromChunks(header: { width: number; height: number; depth?: number; colorType: number; interlace?: number }, chunks: Buffer[]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(header.width, 0);
  ihdr.writeUInt32BE(header.height, 4);
  ihdr.set([header.depth ?? 8, header.colorType, 0, 0, header.interlace ?? 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk('IHDR', ihdr), ...chunks, pngChunk('IEND', Buffer.alloc(0))]);
}

/**
 * A 4 × 2 palette PNG with transparency (tRNS), a kind our encoder does not write:
 * row 0 red, green, blue, fully transparent; row 1 half-transparent white, then red.
 */
export function palettePng(): Buffer {
  const palette = Buffer.from([255, 0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255]);
  const alphas = Buffer.from([255, 255, 255, 0, 128]);
  // Each row: filter byte 0, then one palette index a pixel.
  const rows = Buffer.from([0, 0, 1, 2, 3, 0, 4, 0, 0, 0]);
  return pngFromChunks({ width: 4, height: 2, colorType: 3 }, [pngChunk('PLTE', palette), pngChunk('tRNS', alphas), pngChunk('IDAT', deflateSync(rows))]);
}

/** An APP1 Exif segment (big-endian TIFF) with one Orientation entry, and a GPS-ish note after it. */
export function exifSegment(orientation: number, byteOrder: 'MM' | 'II' = 'MM'): Buffer {
  const tiff = Buffer.alloc(8 + 2 + 12 + 4);
  const isLittle = byteOrder === 'II';
  const u16 = (value: number, at: number) => (isLittle ? tiff.writeUInt16LE(value, at) : tiff.writeUInt16BE(value, at));
  const u32 = (value: number, at: number) => (isLittle ? tiff.writeUInt32LE(value, at) : tiff.writeUInt32BE(value, at));
  tiff.write(byteOrder, 0, 'latin1');
  u16(42, 2);
  u32(8, 4);
  u16(1, 8);
  u16(0x0112, 10);
  u16(3, 12);
  u32(1, 14);
  u16(orientation, 18);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff, Buffer.from('GPS 30.2672 N 97.7431 W', 'latin1')]);
  const head = Buffer.from([0xff, 0xe1, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

/** The JPEG with segments inserted right after its SOI marker (as cameras write APP1). */
export const withSegments = (jpegBytes: Buffer, ...segments: Buffer[]): Buffer =>
  Buffer.concat([jpegBytes.subarray(0, 2), ...segments, jpegBytes.subarray(2)]);

/** A COM (comment) segment. */
export function commentSegment(text: string): Buffer {
  const body = Buffer.from(text, 'latin1');
  const head = Buffer.from([0xff, 0xfe, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}

/** A still WebP rewrapped as extended (VP8X) with an EXIF chunk after the image, as cameras and editors write it. */
export function webpWithExif(webp: Buffer, width: number, height: number, exif: Buffer): Buffer {
  const riffChunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.write(type, 0, 'latin1');
    head.writeUInt32LE(data.length, 4);
    return Buffer.concat([head, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
  };
  const vp8x = Buffer.alloc(10);
  vp8x[0] = 0x08; // the EXIF flag
  vp8x.writeUIntLE(width - 1, 4, 3);
  vp8x.writeUIntLE(height - 1, 7, 3);
  const body = Buffer.concat([Buffer.from('WEBP', 'latin1'), riffChunk('VP8X', vp8x), webp.subarray(12), riffChunk('EXIF', exif)]);
  const head = Buffer.alloc(8);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(body.length, 4);
  return Buffer.concat([head, body]);
}

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
export function multipartFile(field: string, bytes: Buffer, type: string, filename = 'photo'): { rawBody: Buffer; contentType: string } {
  const boundary = '----image-test';
  const rawBody = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { rawBody, contentType: `multipart/form-data; boundary=${boundary}` };
}
