import * as z from '#shared/zod.js';
import { defineHandler } from '../http/handler.js';
import { readMultipartFiles } from '../http/multipart.js';
import { uploadPropertyImage } from './inspections.js';

/** POST /api/inspections/{id}/upload-image: multipart field `image`, resized by the browser. */
export const handler = defineHandler({
  access: 'user',
  params: z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) }),
  run: async ({ event, params, auth, deps }) => {
    const image = readMultipartFiles(event).find((file) => file.field === 'image');
    return uploadPropertyImage(deps, auth.user, params.id, image);
  },
});
