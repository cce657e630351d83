import { fitWithin } from '../account/photo-checks';

/** Large enough to show the house on the inspection card and report, small enough for one Lambda request. */
export const PROPERTY_PHOTO_MAX_PX = 1600;

const toBlob = (canvas: HTMLCanvasElement, type: string) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.85));

/**
 * Redraws the property photo on a canvas and re-encodes it (as the profile photo is):
 * the upload stays small and the camera's metadata (GPS position) does not travel.
 */
export async function resizePropertyPhoto(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const { width, height } = fitWithin(bitmap.width, bitmap.height, PROPERTY_PHOTO_MAX_PX);
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
