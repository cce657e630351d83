import { defineHandler } from '../http/handler.js';
import { userImageReply } from '../http/reply.js';
import { readDraftPhoto } from './photo.js';

/** GET /api/booking-photo: the photo chosen in this agent's unfinished order (its key changes with each upload). */
export const handler = defineHandler({
  access: 'user',
  run: async ({ auth, deps }) => {
    const { bytes, type } = await readDraftPhoto(deps, auth.user.id);
    return userImageReply(bytes, type, 'property', { 'cache-control': 'private, no-store' });
  },
});
