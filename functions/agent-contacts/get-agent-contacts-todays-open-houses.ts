import { todaysQuerySchema } from '#shared/agent-contacts.js';
import { defineHandler } from '../http/handler.js';
import { listTodaysOpenHouses } from './todays-open-houses.js';

/** GET /api/agent-contacts/todays-open-houses?date=YYYY-MM-DD&cursor&limit&mls: a page of the houses open that day, today by default (data-model O5, D-201). */
export const handler = defineHandler({
  access: 'admin',
  query: todaysQuerySchema,
  run: async ({ query, deps }) => listTodaysOpenHouses(deps, query),
});
