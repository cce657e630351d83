import { defineHandler } from '../http/handler.js';
import { listAvailableDates } from './route-planner.js';

/** GET /api/route-planner/available-dates: open-house dates from today on, with their listing counts. */
export const handler = defineHandler({
  access: 'admin',
  run: async ({ deps }) => listAvailableDates(deps),
});
