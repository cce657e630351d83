import { putCapacitySchema } from '#shared/settings.js';
import { defineHandler } from '../http/handler.js';
import { saveCapacity } from './settings.js';

/** PUT /api/admin/settings/capacity {daily_capacity, version}: 409 when another admin saved first. */
export const handler = defineHandler({
  access: 'admin',
  body: putCapacitySchema,
  run: async ({ body, auth, deps }) => saveCapacity(deps, auth.user.id, body),
});
