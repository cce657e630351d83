import { defineHandler } from '../http/handler.js';
import { readSettings } from './settings.js';

/** GET /api/admin/settings: prices, daily capacity, the blocked dates ahead and the report disclaimer. */
export const handler = defineHandler({
  access: 'admin',
  run: async ({ deps }) => readSettings(deps),
});
