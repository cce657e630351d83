import { blockDateSchema } from '#shared/settings.js';
import { defineHandler } from '../http/handler.js';
import { blockDate } from './settings.js';

/** POST /api/admin/blocked-dates {date}: no new orders on that day (data-model B10). */
export const handler = defineHandler({
  access: 'admin',
  body: blockDateSchema,
  run: async ({ body, auth, deps }) => blockDate(deps, auth.user.id, body.date),
});
