import type * as JpegJs from 'jpeg-js';
import { IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE, imageMessages } from '#shared/account.js';
import { tooLarge, unsupportedType } from '../errors.js';
import { readImageHeader, type ImageHeader, type ImageType } from './image-headers.js';
import { decodePng, encodePng, hasTransparency, type PngRules } from './png.js';
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
const unreadable = () => unsupportedType(imageMessages.type);
const tooBig = () => tooLarge(imageMessages.dimensions);
const PNG_RULES: PngRules = { maxSide: IMAGE_MAX_SIDE, maxPixels: IMAGE_MAX_PIXELS, tooLarge: tooBig, unreadable };

type Jpeg = typeof JpegJs;

/**
 * jpeg-js, loaded with the first JPEG. Imported statically, this CommonJS module would stay
 * in every bundle that shares a rules file with an upload (the inspections list, the
 * profile), used or not. PNG is png.ts's (D-206).
 */
async function loadJpeg(): Promise<Jpeg> {
  return (await import('jpeg-js')).default;
}

/**
 * The upload decoded and encoded again in its own format, or refused: it must decode
 * completely, and its header is checked against the limits before any pixel is decoded,
 * so a small file claiming a huge picture costs nothing. A JPEG's EXIF orientation is
 * applied to the pixels, because the tag that told viewers to turn it is dropped.
 */
export async function recodeImage(bytes: Buffer, type: ImageType): Promise<{ bytes: Buffer; type: ImageType }> {
  if (type === 'image/png') {
    // RGB when every pixel is opaque, else RGBA; no palette is written, so a palette image grows.
    const image = await decodePng(bytes, PNG_RULES);
    return { bytes: await encodePng(image, hasTransparency(image)), type };
  }
  const header = readImageHeader(bytes, type);
  if (!header || header.width < 1 || header.height < 1) throw unreadable();
  if (Math.max(header.width, header.height) > IMAGE_MAX_SIDE || header.width * header.height > IMAGE_MAX_PIXELS) throw tooBig();
  if (type === 'image/jpeg') {
    const jpeg = await loadJpeg();
    return { bytes: encodeJpeg(jpeg, orient(decodeJpeg(jpeg, bytes, header), header.orientation)), type };
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
