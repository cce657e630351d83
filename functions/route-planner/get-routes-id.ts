import { routeIdSchema } from '#shared/route-planner.js';
import { defineHandler } from '../http/handler.js';
import { readFollowedRoute } from './route-progress.js';

/** GET /api/routes/{id}: one of the caller's saved routes with its progress (D-228); anyone else's is a 404 (data-model R3). */
export const handler = defineHandler({
  access: 'admin',
  params: routeIdSchema,
  run: async ({ params, auth, deps }) => readFollowedRoute(deps, auth.user.id, params.id),
});
