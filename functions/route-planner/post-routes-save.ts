import { saveRouteRequestSchema } from '#shared/route-planner.js';
import { defineHandler } from '../http/handler.js';
import { saveRoute } from './route-planner.js';

/** POST /api/routes/save {route_name, date, route_data, parameters}: kept in the caller's own routes (data-model R1). */
export const handler = defineHandler({
  access: 'admin',
  body: saveRouteRequestSchema,
  run: async ({ body, auth, deps }) => saveRoute(deps, auth.user.id, body),
});
