import { inflateSync } from 'node:zlib';
import type * as JpegJs from 'jpeg-js';
import type { PNG as Png } from 'pngjs';
import { IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE, imageMessages } from '#shared/account.js';
import { tooLarge, unsupportedType } from '../errors.js';
import { readImageHeader, type ImageHeader, type ImageType } from './image-headers.js';
import { decodeWebp, encodeWebp, type Rgba } from './webp-codec.js';

// Every uploaded image is decoded in full and encoded again (D-120): a file that only
// starts like an image (a JPEG header followed by HTML) is refused, and what is stored
// holds pixels only: no EXIF (GPS position, device), XMP, ICC profile, comment, or
// anything appended after the image.

/** JPEG and WebP quality of the stored copy, as the browser's own resize (web/src/lib/photo-resize.ts). */
const QUALITY = 85;
/**
 * jpeg-js counts what it allocates (coefficients, samples, pixels); a 4-component picture
 * at the pixel limit needs under 400 MB. A guard beside the header's checks, not a budget.
 */
const JPEG_MAX_MEMORY_MB = 512;
/** Samples per pixel of each PNG colour type (greyscale, RGB, palette, grey + alpha, RGBA). */
const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
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

const unreadable = () => unsupportedType(imageMessages.type);

type Jpeg = typeof JpegJs;
type PngClass = typeof Png;

/**
 * jpeg-js and pngjs, loaded with the first upload. Imported statically, these CommonJS
 * modules would stay in every bundle that shares a rules file with an upload (the
 * inspections list, the profile), used or not.
 */
async function loadCodecs(): Promise<{ jpeg: Jpeg; PNG: PngClass }> {
  const [{ default: jpeg }, { default: pngjs }] = await Promise.all([import('jpeg-js'), import('pngjs')]);
  return { jpeg, PNG: pngjs.PNG };
}

/**
 * The upload decoded and encoded again in its own format, or refused: it must decode
 * completely, and its header is checked against the limits before any pixel is decoded,
 * so a small file claiming a huge picture costs nothing. A JPEG's EXIF orientation is
 * applied to the pixels, because the tag that told viewers to turn it is dropped.
 */
export async function recodeImage(bytes: Buffer, type: ImageType): Promise<{ bytes: Buffer; type: ImageType }> {
  const header = readImageHeader(bytes, type);
  if (!header || header.width < 1 || header.height < 1) throw unreadable();
  if (Math.max(header.width, header.height) > IMAGE_MAX_SIDE || header.width * header.height > IMAGE_MAX_PIXELS) {
    throw tooLarge(imageMessages.dimensions);
  }
  if (type !== 'image/webp') {
    const { jpeg, PNG } = await loadCodecs();
    if (type === 'image/jpeg') return { bytes: encodeJpeg(jpeg, orient(decodeJpeg(jpeg, bytes, header), header.orientation)), type };
    return { bytes: encodePng(PNG, decodePng(PNG, bytes, header)), type };
  }
  const image = await decodeWebp(bytes);
  if (!image) throw unreadable();
  return { bytes: await encodeWebp(matching(image, header), QUALITY), type };
}

/** The decoder's picture is the one the header announced, every pixel of it. */
function matching(image: Rgba, header: ImageHeader): Rgba {
  if (image.width !== header.width || image.height !== header.height || image.data.length !== image.width * image.height * 4) throw unreadable();
  return image;
}

function decodeJpeg(jpeg: Jpeg, bytes: Buffer, header: ImageHeader): Rgba {
  let image: Rgba;
  try {
    // Not tolerant: a scan that runs out of data or meets an unknown marker is an error.
    image = jpeg.decode(bytes, {
      useTArray: true,
      formatAsRGBA: true,
      tolerantDecoding: false,
      maxResolutionInMP: IMAGE_MAX_PIXELS / 1_000_000,
      maxMemoryUsageInMB: JPEG_MAX_MEMORY_MB,
    });
  } catch {
    throw unreadable();
  }
  return matching(image, header);
}

function encodeJpeg(jpeg: Jpeg, image: Rgba): Buffer {
  return jpeg.encode({ data: image.data, width: image.width, height: image.height }, QUALITY).data;
}

function decodePng(PNG: PngClass, bytes: Buffer, header: ImageHeader): Rgba {
  const end = checkPngData(bytes, header);
  let image: { width: number; height: number; data: Buffer };
  try {
    // 8-bit RGBA whatever the colour type: palettes, tRNS and 16-bit samples resolved.
    // Up to IEND: pngjs refuses what follows, which is dropped like a JPEG's trailer.
    image = PNG.sync.read(bytes.subarray(0, end), { checkCRC: true });
  } catch {
    throw unreadable();
  }
  return matching(image, header);
}

/**
 * Checks that the PNG's compressed data inflates to exactly what its header promises,
 * before pngjs sees it: pngjs inflates an interlaced image without a bound (a few
 * megabytes can inflate to gigabytes), and fills a short one in silently. Answers where
 * the PNG ends (after IEND).
 */
function checkPngData(bytes: Buffer, header: ImageHeader): number {
  const [depth, colorType, , , interlace] = bytes.subarray(24, 29);
  const channels = PNG_CHANNELS[colorType!];
  if (!channels || ![1, 2, 4, 8, 16].includes(depth!) || (interlace !== 0 && interlace !== 1)) throw unreadable();
  const rowBytes = (width: number) => 1 + Math.ceil((width * channels * depth!) / 8);
  const passes = interlace ? ADAM7 : ([[0, 0, 1, 1]] as const);
  let expected = 0;
  for (const [column, row, columnStep, rowStep] of passes) {
    const width = Math.ceil((header.width - column) / columnStep);
    const height = Math.ceil((header.height - row) / rowStep);
    if (width > 0 && height > 0) expected += height * rowBytes(width);
  }
  const data: Buffer[] = [];
  let end = 0;
  for (let at = 8; at + 12 <= bytes.length && !end; ) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (at + 12 + length > bytes.length) throw unreadable();
    if (type === 'IDAT') data.push(bytes.subarray(at + 8, at + 8 + length));
    at += 12 + length;
    if (type === 'IEND') end = at;
  }
  if (!end) throw unreadable();
  let inflated: Buffer;
  try {
    inflated = inflateSync(Buffer.concat(data), { maxOutputLength: expected });
  } catch {
    throw unreadable();
  }
  if (inflated.length !== expected) throw unreadable();
  return end;
}

function encodePng(PNG: PngClass, image: Rgba): Buffer {
  let isOpaque = true;
  for (let at = 3; at < image.data.length && isOpaque; at += 4) isOpaque = image.data[at] === 255;
  const png = Object.assign(new PNG(), { width: image.width, height: image.height, data: Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength) });
  // RGB when every pixel is opaque, else RGBA; pngjs writes no palette, so a palette image grows.
  return PNG.sync.write(png, { colorType: isOpaque ? 2 : 6 });
}

/**
 * Where output pixel (x, y) comes from, for EXIF orientations 2 to 8: the source index is
 * start + x·xStep + y·yStep (in pixels). 5 to 8 swap width and height.
 */
function orientationSteps(orientation: number, width: number, height: number): [xStep: number, yStep: number, start: number] {
  const last = width * height - 1;
  switch (orientation) {
    case 2: return [-1, width, width - 1]; // mirror left to right
    case 3: return [-1, -width, last]; // turn 180°
    case 4: return [1, -width, last - width + 1]; // mirror top to bottom
    case 5: return [width, 1, 0]; // mirror along the diagonal
    case 6: return [-width, 1, last - width + 1]; // turn 90° clockwise (a phone held upright)
    case 7: return [-width, -1, last]; // mirror along the other diagonal
    default: return [width, -1, width - 1]; // 8: turn 90° counter-clockwise
  }
}

/** The pixels as the camera meant them to be seen (EXIF orientation, 1 = as stored). */
export function orient(image: Rgba, orientation: number): Rgba {
  if (!Number.isInteger(orientation) || orientation < 2 || orientation > 8) return image;
  const { width, height } = image;
  const isTurned = orientation >= 5;
  const [outWidth, outHeight] = isTurned ? [height, width] : [width, height];
  const [xStep, yStep, start] = orientationSteps(orientation, width, height);
  // One 32-bit word a pixel; a copy when the bytes do not start on a word boundary.
  const bytes = image.data.byteOffset % 4 === 0 ? image.data : image.data.slice();
  const source = new Uint32Array(bytes.buffer, bytes.byteOffset, width * height);
  const turned = new Uint32Array(width * height);
  let to = 0;
  for (let y = 0; y < outHeight; y++) {
    let from = start + y * yStep;
    for (let x = 0; x < outWidth; x++, from += xStep) turned[to++] = source[from]!;
  }
  return { width: outWidth, height: outHeight, data: new Uint8Array(turned.buffer) };
}
