import * as z from 'zod';
import { limitMisses } from '../http/misses.js';
import { defineHandler } from '../http/handler.js';
import { openDownload } from './download.js';

/** GET /api/download/{token}: the download page's booking fields (C7); 404 for any bad link. */
export const handler = defineHandler({
  access: 'public',
  use: [limitMisses()],
  params: z.object({ token: z.string().min(1).max(200) }),
  run: ({ params, deps }) => openDownload(deps, params.token),
});
