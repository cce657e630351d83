import * as z from '#shared/zod.js';
import { limitMisses } from '../http/misses.js';
import { defineHandler } from '../http/handler.js';
import { openDownload } from './download.js';

/** GET /api/download/{token}: the download page's booking fields (data-model C7); 404 for any bad link. */
export const handler = defineHandler({
  access: 'public',
  use: [limitMisses()],
  params: z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) }),
  run: ({ params, deps }) => openDownload(deps, params.token),
});
