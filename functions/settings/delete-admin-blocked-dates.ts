import { blockDateSchema } from '#shared/settings.js';
import { defineHandler } from '../http/handler.js';
import { unblockDate } from './settings.js';

/** DELETE /api/admin/blocked-dates/{date}: the day takes orders again (data-model B10). */
export const handler = defineHandler({
  access: 'admin',
  params: blockDateSchema,
  run: async ({ params, deps }) => unblockDate(deps, params.date),
});
