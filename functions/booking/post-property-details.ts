import { propertyDetailsSchema } from '#shared/booking.js';
import { savePropertyDetails } from './wizard.js';
import { defineHandler } from '../http/handler.js';

/** POST /api/property-details (product/portal.md §7, the order wizard). */
export const handler = defineHandler({
  access: 'user',
  body: propertyDetailsSchema,
  run: async ({ body, auth, deps }) => savePropertyDetails(deps, auth.user.id, body).then(() => ({ success: true })),
});
