import { IMAGE_MAX_BYTES, imageMessages } from '#shared/account.js';
import { invalid, tooLarge, unsupportedType } from '../errors.js';
import { sniffImageType, type ImageType } from './image-headers.js';
import { recodeImage } from './image-recode.js';

// Uploaded images (agent photos, booking and inspection photos) are checked by their
// bytes, never by the type or name the browser declared (product/portal.md §5), and what is
// stored is our own encoding of the decoded pixels, never the uploaded file (D-120).

export { imageExtensions, sniffImageType, type ImageType } from './image-headers.js';

/** An upload fit to store: the re-encoded bytes and their type (which names the key's extension). */
export interface CleanImage {
  bytes: Buffer;
  type: ImageType;
}

/** Checks an uploaded image by its bytes, decodes it in full and answers the copy to store. */
export async function readImage(file: { bytes: Buffer } | undefined): Promise<CleanImage> {
  if (!file || file.bytes.length === 0) throw invalid(imageMessages.type);
  if (file.bytes.length > IMAGE_MAX_BYTES) throw tooLarge(imageMessages.size);
  const type = sniffImageType(file.bytes);
  if (!type) throw unsupportedType(imageMessages.type);
  return recodeImage(file.bytes, type);
}
