import * as z from 'zod';
import { defineHandler } from '../http/handler.js';
import { readMultipartFiles } from '../http/multipart.js';
import { uploadPropertyImage } from './inspections.js';

/** POST /api/inspections/{id}/upload-image: multipart field `image`, resized by the browser. */
export const handler = defineHandler({
  access: 'user',
  params: z.object({ id: z.string().min(1).max(100) }),
  run: async ({ event, params, auth, deps }) => {
    const image = readMultipartFiles(event).find((file) => file.field === 'image');
    return uploadPropertyImage(deps, auth.user, params.id, image);
  },
});
