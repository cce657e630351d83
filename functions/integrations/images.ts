import { IMAGE_MAX_BYTES, imageMessages } from '#shared/account.js';
import { invalid, tooLarge, unsupportedType } from '../errors.js';

// Uploaded images (agent photos, booking and inspection photos) are checked by their
// bytes, never by the type or name the browser declared (spec part 1 §5).

export const imageExtensions = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;

export type ImageType = keyof typeof imageExtensions;

/** The image's real type from its first bytes; the declared type and name are not trusted. */
export function sniffImageType(bytes: Buffer): ImageType | undefined {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  return undefined;
}

/** Checks an uploaded image by its bytes and answers its real type. */
export function checkImage(file: { bytes: Buffer } | undefined): ImageType {
  if (!file || file.bytes.length === 0) throw invalid(imageMessages.type);
  if (file.bytes.length > IMAGE_MAX_BYTES) throw tooLarge(imageMessages.size);
  const type = sniffImageType(file.bytes);
  if (!type) throw unsupportedType(imageMessages.type);
  return type;
}
