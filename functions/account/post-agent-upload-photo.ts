import { defineHandler } from '../http/handler.js';
import { readMultipartFiles } from '../http/multipart.js';
import { uploadPhoto } from './profile.js';

/** POST /api/agent/upload-photo: multipart field `photo`, already resized by the browser. */
export const handler = defineHandler({
  access: 'user',
  run: async ({ event, auth, deps }) => {
    const photo = readMultipartFiles(event).find((file) => file.field === 'photo');
    return uploadPhoto(deps, auth.user, photo);
  },
});
