import { todaysQuerySchema } from '#shared/contacts.js';
import { defineHandler } from '../http/handler.js';
import { listTodaysOpenHouses } from './todays-open-houses.js';

/** GET /api/agent-contacts/todays-open-houses?date=YYYY-MM-DD: the houses open that day, today by default (O5). */
export const handler = defineHandler({
  access: 'admin',
  query: todaysQuerySchema,
  run: async ({ query, deps }) => listTodaysOpenHouses(deps, query.date),
});
