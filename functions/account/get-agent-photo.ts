import * as z from '#shared/zod.js';
import { defineHandler } from '../http/handler.js';
import { userImageReply } from '../http/reply.js';
import { readPhoto } from './profile.js';

/** GET /api/agent/photo/{id}: the URL carries the photo's version, so it may be cached for good. */
export const handler = defineHandler({
  access: 'user',
  params: z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) }),
  run: async ({ params, auth, deps }) => {
    const { bytes, type } = await readPhoto(deps, auth.user, params.id);
    return userImageReply(bytes, type, 'agent', { 'cache-control': 'private, max-age=31536000, immutable' });
  },
});
