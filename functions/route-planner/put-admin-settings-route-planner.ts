import { putRouteSettingsSchema } from '#shared/route-planner.js';
import { defineHandler } from '../http/handler.js';
import { saveRouteSettings } from './route-planner.js';

/** PUT /api/admin/settings/route-planner {values, version}: detour factor, speed and starting address; 409 when another admin saved first. */
export const handler = defineHandler({
  access: 'admin',
  body: putRouteSettingsSchema,
  run: async ({ body, auth, deps }) => saveRouteSettings(deps, auth.user.id, body),
});
