import { readMultipartFiles } from '../http/multipart.js';
import { uploadDraftPhoto } from './photo.js';
import { defineHandler } from '../http/handler.js';

/** POST /api/booking-photo: multipart field `image`, already resized by the browser (product/portal.md §7, the order wizard). */
export const handler = defineHandler({
  access: 'user',
  run: async ({ event, auth, deps }) => uploadDraftPhoto(deps, auth.user.id, readMultipartFiles(event).find((file) => file.field === 'image')),
});
