import * as z from '#shared/zod.js';
import { defineHandler } from '../http/handler.js';
import { userImageReply } from '../http/reply.js';
import { readPropertyImage } from './inspections.js';

/** GET /api/inspections/{id}/image: the URL carries the image's version, so it may be cached privately. */
export const handler = defineHandler({
  access: 'user',
  params: z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) }),
  run: async ({ params, auth, deps }) => {
    const { bytes, type } = await readPropertyImage(deps, auth.user, params.id);
    return userImageReply(bytes, type, 'property', { 'cache-control': 'private, max-age=31536000, immutable' });
  },
});
