import * as z from '#shared/zod.js';
import { limitMisses } from '../http/misses.js';
import { defineHandler } from '../http/handler.js';
import { userImageReply } from '../http/reply.js';
import { readDownloadPhoto } from './download-pdf.js';

/** GET /api/download/{token}/photos/{name}: a report photo through the client's link, once paid (D-170). */
export const handler = defineHandler({
  access: 'public',
  use: [limitMisses()],
  params: z.object({
    token: z.string().check(z.minLength(1), z.maxLength(200)),
    name: z.string().check(z.minLength(1), z.maxLength(40)),
  }),
  run: async ({ params, deps }) => {
    const { bytes, type } = await readDownloadPhoto(deps, params.token, params.name);
    return userImageReply(bytes, type, 'photo', { 'cache-control': 'private, no-store' });
  },
});
