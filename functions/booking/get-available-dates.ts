import { findAvailableDates } from './available-dates.js';
import { defineHandler } from '../http/handler.js';

/** GET /api/available-dates (product/portal.md §7, the order wizard). */
export const handler = defineHandler({
  access: 'user',
  run: async ({ deps }) => ({ success: true, dates: await findAvailableDates(deps) }),
});
