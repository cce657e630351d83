import { cursorQuerySchema } from '#shared/pages.js';
import { defineHandler } from '../http/handler.js';
import { listMyRoutes } from './route-planner.js';

/** GET /api/routes/my-routes?cursor&limit: a page of the caller's saved routes, newest first (data-model R2, D-184). */
export const handler = defineHandler({
  access: 'admin',
  query: cursorQuerySchema,
  run: async ({ auth, query, deps }) => listMyRoutes(deps, auth.user.id, query),
});
