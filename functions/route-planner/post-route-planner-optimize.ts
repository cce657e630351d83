import { optimizeRequestSchema } from '#shared/route-planner.js';
import { defineHandler } from '../http/handler.js';
import { optimizeRoute } from './route-planner.js';

/** POST /api/route-planner/optimize {date, visit_duration_minutes, start_time, dedupe_agents, start_point?}: the day's best route. */
export const handler = defineHandler({
  access: 'admin',
  body: optimizeRequestSchema,
  run: async ({ body, auth, deps }) => optimizeRoute(deps, auth.user.id, body),
});
