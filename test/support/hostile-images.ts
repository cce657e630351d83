import { createDeflate, deflateSync } from 'node:zlib';
import { card, exifSegment, jpegOf, pngChunk, pngFromChunks, webpOf, webpWithExif } from './images.js';

// Files made to hurt an image decoder (issue 26 point 8), built here with zlib and our own
// chunk writers: each is small, and each lies about how much memory decoding it needs.

const IHDR_LENGTH = 13;
const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function ihdr(width: number, height: number, colorType: number, depth = 8): Buffer {
  const data = Buffer.alloc(IHDR_LENGTH);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.set([depth, colorType, 0, 0, 0], 8);
  return pngChunk('IHDR', data);
}

/**
 * 400 MB of zeros deflated (about 389 kB): exactly the rows of a 20000 × 20000 8-bit
 * greyscale picture, filter byte and all. Streamed, so the test never holds 400 MB.
 */
let zeros: Promise<Buffer> | undefined;
export function deflatedZeros(): Promise<Buffer> {
  zeros ??= new Promise((resolve, reject) => {
    const deflate = createDeflate({ level: 9 });
    const parts: Buffer[] = [];
    deflate.on('data', (part: Buffer) => parts.push(part));
    deflate.on('end', () => resolve(Buffer.concat(parts)));
    deflate.on('error', reject);
    const row = Buffer.alloc(20_001 * 50);
    let rows = 0;
    const write = () => {
      while (rows < 20_000) {
        rows += 50;
        if (!deflate.write(row)) return void deflate.once('drain', write);
      }
      deflate.end();
    };
    write();
  });
  return zeros;
}

/** Two IHDRs: a 1 × 1 RGBA picture, then a 20000 × 20000 greyscale one, whose data follows (about 389 kB). */
export async function twoHeaderPng(): Promise<Buffer> {
  return Buffer.concat([signature, ihdr(1, 1, 6), ihdr(20_000, 20_000, 0), pngChunk('IDAT', await deflatedZeros()), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A 100 × 100 RGBA picture (40,100 bytes of rows) whose data inflates to 400 MB. */
export async function bombPng(): Promise<Buffer> {
  return pngFromChunks({ width: 100, height: 100, colorType: 6 }, [pngChunk('IDAT', await deflatedZeros())]);
}

/** A 1 × 1 greyscale picture whose tRNS holds 1 byte, where its colour type defines 2. */
export function shortTransparencyPng(): Buffer {
  return pngFromChunks({ width: 1, height: 1, colorType: 0 }, [pngChunk('tRNS', Buffer.from([0])), pngChunk('IDAT', deflateSync(Buffer.from([0, 7])))]);
}

/** An honest PNG header over the side limit, with a few bytes of data. */
export const widePng = (width: number) => pngFromChunks({ width, height: width, colorType: 6 }, [pngChunk('IDAT', deflateSync(Buffer.alloc(1000)))]);

/** A real PNG padded with a text chunk to `bytes` in all. */
export function paddedPng(png: Buffer, bytes: number): Buffer {
  const padding = pngChunk('tEXt', Buffer.alloc(bytes - png.length - 12, 0x41));
  return Buffer.concat([png.subarray(0, 33), padding, png.subarray(33)]);
}

/** A real JPEG whose frame header (SOF0) claims 60000 × 60000. */
export function hugeFrameJpeg(): Buffer {
  const jpeg = jpegOf(card());
  const frame = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  jpeg.writeUInt16BE(60_000, frame + 5);
  jpeg.writeUInt16BE(60_000, frame + 7);
  return jpeg;
}

/** A real JPEG, 32 × 16 as its frame says, with a second frame after its scan claiming 10000 × 1600. */
export function secondFrameJpeg(): Buffer {
  const jpeg = jpegOf(card());
  const frameAt = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  const frame = Buffer.from(jpeg.subarray(frameAt, frameAt + 2 + jpeg.readUInt16BE(frameAt + 2)));
  frame.writeUInt16BE(1600, 5);
  frame.writeUInt16BE(10_000, 7);
  return Buffer.concat([jpeg.subarray(0, jpeg.length - 2), frame, jpeg.subarray(jpeg.length - 2)]);
}

/** Where a simple lossy WebP's VP8 key frame keeps its 14-bit width and height. */
const VP8_SIZE_AT = 26;

/** An extended WebP whose canvas (VP8X) and lossy bitstream (VP8) both claim `side` × `side`; the picture is 32 × 16. */
export async function hugeCanvasWebp(side = 16_383): Promise<Buffer> {
  const lossy = await webpOf(card());
  lossy.writeUInt16LE(side, VP8_SIZE_AT);
  lossy.writeUInt16LE(side, VP8_SIZE_AT + 2);
  return webpWithExif(lossy, side, side, exifSegment(1).subarray(4));
}

/** An extended WebP with an honest 32 × 16 canvas over a bitstream that claims 16383 × 16383. */
export async function lyingCanvasWebp(): Promise<Buffer> {
  const lossy = await webpOf(card());
  lossy.writeUInt16LE(16_383, VP8_SIZE_AT);
  lossy.writeUInt16LE(16_383, VP8_SIZE_AT + 2);
  return webpWithExif(lossy, 32, 16, exifSegment(1).subarray(4));
}

/** A simple lossless WebP (VP8L) whose header claims 16384 × 16384, then junk. */
export function hugeLosslessWebp(): Buffer {
  const bits = Buffer.alloc(5);
  bits[0] = 0x2f;
  bits.writeUInt32LE(16_383 | (16_383 << 14), 1);
  const data = Buffer.concat([bits, Buffer.alloc(64, 0x55)]);
  const chunk = Buffer.alloc(8);
  chunk.write('VP8L', 0, 'latin1');
  chunk.writeUInt32LE(data.length, 4);
  const body = Buffer.concat([Buffer.from('WEBP', 'latin1'), chunk, data]);
  const riff = Buffer.alloc(8);
  riff.write('RIFF', 0, 'latin1');
  riff.writeUInt32LE(body.length, 4);
  return Buffer.concat([riff, body]);
}
