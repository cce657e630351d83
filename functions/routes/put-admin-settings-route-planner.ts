import { putRouteSettingsSchema } from '#shared/routes.js';
import { defineHandler } from '../http/handler.js';
import { saveRouteSettings } from './routes.js';

/** PUT /api/admin/settings/route-planner {values, version}: detour factor, speed and starting address; 409 when another admin saved first. */
export const handler = defineHandler({
  access: 'admin',
  body: putRouteSettingsSchema,
  run: async ({ body, auth, deps }) => saveRouteSettings(deps, auth.user.id, body),
});
