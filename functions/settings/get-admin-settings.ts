import { defineHandler } from '../http/handler.js';
import { readSettings } from './settings.js';

/** GET /api/admin/settings: prices, daily capacity and the blocked dates ahead. */
export const handler = defineHandler({
  access: 'admin',
  run: async ({ deps }) => readSettings(deps),
});
