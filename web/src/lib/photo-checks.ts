import { IMAGE_MAX_BYTES, IMAGE_TYPES, imageMessages } from '#shared/account.js';

// The photo rules with no browser API in them, so they are tested in Node (test/web).

/** product/portal.md §5 (jpeg, jpg, png, webp; 5 MB), checked before any work; null when the file may go on. */
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
