import { tokenParamsSchema } from '#shared/ce.js';
import { limitMisses } from '../http/misses.js';
import { defineHandler } from '../http/handler.js';
import { readSessionInfo } from './attendance.js';

/** GET /api/ce/public/session-info/{token}: the class, date, time, place and hours of a live link (data-model E6). */
export const handler = defineHandler({
  access: 'public',
  // The path is a secret: misses per address are limited (functions/http/misses.ts).
  use: [limitMisses()],
  params: tokenParamsSchema,
  run: ({ params, deps }) => readSessionInfo(deps, params.token),
});
