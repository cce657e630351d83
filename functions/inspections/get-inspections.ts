import { pageQuerySchema } from '#shared/pages.js';
import { defineHandler } from '../http/handler.js';
import { listInspections } from './inspections.js';

/** GET /api/inspections?cursor&limit&q: a page of the agent's own bookings, or of every booking for admins (data-model B5, B6, B14). */
export const handler = defineHandler({
  access: 'user',
  query: pageQuerySchema,
  run: ({ auth, deps, query }) => listInspections(deps, auth.user, query),
});
