import { defineHandler } from '../http/handler.js';
import { readDashboard } from './dashboard.js';

/** GET /api/dashboard: the caller's work queue; the admins' lines for admins only. */
export const handler = defineHandler({
  access: 'user',
  run: async ({ auth, deps }) => readDashboard(deps, auth.user),
});
