import { routeIdSchema } from '#shared/route-planner.js';
import { progressRequestSchema } from '#shared/route-planner-progress.js';
import { defineHandler } from '../http/handler.js';
import { markStops } from './route-progress.js';

/** PUT /api/routes/{id}/progress {stops: [{mls, status}]}: the stops' progress, kept with the caller's route (data-model R4, D-228). */
export const handler = defineHandler({
  access: 'admin',
  params: routeIdSchema,
  body: progressRequestSchema,
  run: async ({ params, body, auth, deps }) => markStops(deps, auth.user.id, params.id, body),
});
