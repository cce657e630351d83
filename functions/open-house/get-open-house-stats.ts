import { defineHandler } from '../http/handler.js';
import { readStats } from './open-house.js';

/** GET /api/open-house/stats: listings, dates and listing agents stored. */
export const handler = defineHandler({
  access: 'admin',
  run: async ({ deps }) => readStats(deps),
});
