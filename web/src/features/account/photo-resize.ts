import { IMAGE_MAX_BYTES, IMAGE_TYPES, imageMessages } from '../../../../shared/account.js';

/** Spec part 1 §5 (jpeg, jpg, png, webp; 5 MB), checked before any work; null when the file may go on. */
export function checkImageFile(file: { type: string; size: number }): string | null {
  // Some systems still label JPEG files "image/jpg".
  const type = file.type === 'image/jpg' ? 'image/jpeg' : file.type;
  if (!(IMAGE_TYPES as readonly string[]).includes(type)) return imageMessages.type;
  if (file.size > IMAGE_MAX_BYTES) return imageMessages.size;
  return null;
}

/** The size that fits within max × max, keeping the proportions; never enlarged. */
export function fitWithin(width: number, height: number, max: number): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export const PHOTO_MAX_PX = 512;

const toBlob = (canvas: HTMLCanvasElement, type: string) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.85));

/**
 * Redraws the photo at most 512 px on a canvas and re-encodes it: the upload is small,
 * and the camera's metadata (GPS position, device) does not travel with it. WebP where
 * the browser can write it, JPEG otherwise; on white, because JPEG has no transparency.
 */
export async function resizePhoto(file: Blob): Promise<Blob> {
  // createImageBitmap applies the EXIF orientation, so a portrait photo stays upright.
  const bitmap = await createImageBitmap(file);
  const { width, height } = fitWithin(bitmap.width, bitmap.height, PHOTO_MAX_PX);
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
