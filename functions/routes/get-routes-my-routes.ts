import { defineHandler } from '../http/handler.js';
import { listMyRoutes } from './routes.js';

/** GET /api/routes/my-routes: the caller's saved routes, newest first (R2). */
export const handler = defineHandler({
  access: 'admin',
  run: async ({ auth, deps }) => listMyRoutes(deps, auth.user.id),
});
