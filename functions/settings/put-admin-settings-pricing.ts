import { putPricingSchema } from '#shared/settings.js';
import { defineHandler } from '../http/handler.js';
import { savePricing } from './settings.js';

/** PUT /api/admin/settings/pricing {values, version}: 409 when another admin saved first. */
export const handler = defineHandler({
  access: 'admin',
  body: putPricingSchema,
  run: async ({ body, auth, deps }) => savePricing(deps, auth.user.id, body),
});
