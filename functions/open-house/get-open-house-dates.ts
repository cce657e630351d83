import { defineHandler } from '../http/handler.js';
import { listDates } from './open-house.js';

/** GET /api/open-house/dates: every date with listings and how many, the latest first. */
export const handler = defineHandler({
  access: 'admin',
  run: async ({ deps }) => listDates(deps),
});
