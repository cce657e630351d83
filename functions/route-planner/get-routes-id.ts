import { routeIdSchema } from '#shared/route-planner.js';
import { defineHandler } from '../http/handler.js';
import { readRoute } from './route-planner.js';

/** GET /api/routes/{id}: one of the caller's saved routes; anyone else's is a 404 (data-model R3). */
export const handler = defineHandler({
  access: 'admin',
  params: routeIdSchema,
  run: async ({ params, auth, deps }) => readRoute(deps, auth.user.id, params.id),
});
