import { fitWithin } from './photo-checks';

/** A profile photo: the sidebar and agent lists show it small. */
export const PHOTO_MAX_PX = 512;
/** A property photo: large enough for the inspection card and report, small enough for one Lambda request. */
export const PROPERTY_PHOTO_MAX_PX = 1600;

const toBlob = (canvas: HTMLCanvasElement, type: string) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.85));

/**
 * Redraws the photo at most `maxPx` on a canvas and re-encodes it: the upload is small,
 * and the camera's metadata (GPS position, device) does not travel with it. WebP where
 * the browser can write it, JPEG otherwise; on white, because JPEG has no transparency.
 */
export async function resizePhoto(file: Blob, maxPx: number = PHOTO_MAX_PX): Promise<Blob> {
  // createImageBitmap applies the EXIF orientation, so a portrait photo stays upright.
  const bitmap = await createImageBitmap(file);
  const { width, height } = fitWithin(bitmap.width, bitmap.height, maxPx);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const webp = await toBlob(canvas, 'image/webp');
  if (webp?.type === 'image/webp') return webp;
  const jpeg = await toBlob(canvas, 'image/jpeg');
  if (!jpeg) throw new Error('The photo could not be encoded');
  return jpeg;
}
