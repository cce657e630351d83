import * as z from 'zod';
import { defineHandler } from '../http/handler.js';
import { userImageReply } from '../http/reply.js';
import { readReportPhoto } from './report-photos.js';

/** GET /api/report/{id}/photos/{name}: a report photo, behind the report's gate (D-170). Names never change, so it may be cached privately. */
export const handler = defineHandler({
  access: 'user',
  params: z.object({ id: z.string().min(1).max(100), name: z.string().min(1).max(40) }),
  run: async ({ params, auth, deps }) => {
    const { bytes, type } = await readReportPhoto(deps, auth.user, params.id, params.name);
    return userImageReply(bytes, type, 'photo', { 'cache-control': 'private, max-age=86400' });
  },
});
