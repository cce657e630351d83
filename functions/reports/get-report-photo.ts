import * as z from '#shared/zod.js';
import { defineHandler } from '../http/handler.js';
import { userImageReply } from '../http/reply.js';
import { readReportPhoto } from './report-photos.js';

/** GET /api/report/{id}/photos/{name}: a report photo, behind the report's gate (D-170). Names never change, so it may be cached privately. */
export const handler = defineHandler({
  access: 'user',
  params: z.object({
    id: z.string().check(z.minLength(1), z.maxLength(100)),
    name: z.string().check(z.minLength(1), z.maxLength(40)),
  }),
  run: async ({ params, auth, deps }) => {
    const { bytes, type } = await readReportPhoto(deps, auth.user, params.id, params.name);
    return userImageReply(bytes, type, 'photo', { 'cache-control': 'private, max-age=86400' });
  },
});
