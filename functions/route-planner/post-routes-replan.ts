import { routeIdSchema } from '#shared/route-planner.js';
import { replanRequestSchema } from '#shared/route-planner-progress.js';
import { defineHandler } from '../http/handler.js';
import { replanRoute } from './route-progress.js';

/** POST /api/routes/{id}/replan {time?, from_stop? | position?, closed_early?}: the rest of the day, saved with the caller's route (data-model R5, D-228). */
export const handler = defineHandler({
  access: 'admin',
  params: routeIdSchema,
  body: replanRequestSchema,
  run: async ({ params, body, auth, deps }) => replanRoute(deps, auth.user.id, params.id, body),
});
