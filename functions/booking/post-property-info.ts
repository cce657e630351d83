import { propertyInfoSchema } from '#shared/booking.js';
import { savePropertyInfo } from './wizard.js';
import { defineHandler } from '../http/handler.js';

/** POST /api/property-info (product/portal.md §7, the order wizard). */
export const handler = defineHandler({
  access: 'user',
  body: propertyInfoSchema,
  run: async ({ body, auth, deps }) => savePropertyInfo(deps, auth.user.id, body).then(() => ({ success: true })),
});
