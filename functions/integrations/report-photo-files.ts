import type { Deps } from '../deps.js';
import { reportPhotoFileKey } from '../data/keys.js';
import { notFound } from '../errors.js';
import { filesOf } from './files.js';
import type { ImageType } from './images.js';

// Where report photos are stored and how a stored one is read (D-170): the reports module
// writes them at publishing; the report viewer and the client's download link read them.

/** `<version>-<section position>-<photo index>.<ext>`: rebuilt and checked on every read, never a client's key. */
const PHOTO_NAME = /^(\d{4})-\d{3}-\d{2}\.(jpg|png|webp)$/;
export const isPhotoName = (name: string) => PHOTO_NAME.test(name);
/** The path a section's photo is shown from (the viewer's gate); the download link has its own. */
export const reportPhotoPath = (bookingId: string, name: string) => `/api/report/${encodeURIComponent(bookingId)}/photos/${name}`;

/** The stored photo, if it belongs to `version` (an earlier version's photos are not served). */
export async function readPublishedPhoto(deps: Deps, bookingId: string, version: number, name: string): Promise<{ bytes: Buffer; type: ImageType }> {
  const match = PHOTO_NAME.exec(name);
  if (!match || Number(match[1]) !== version) throw notFound('Photo not found');
  const files = filesOf(deps);
  // A photo that failed to copy has no path in its section; a made-up name has no object.
  if (!(await files.peek(reportPhotoFileKey(bookingId, name), 0))) throw notFound('Photo not found');
  const { bytes, contentType } = await files.get(reportPhotoFileKey(bookingId, name));
  return { bytes, type: contentType as ImageType };
}
