import type { BusinessInfo } from '#shared/settings.js';
import { isProduction } from '../config.js';
import { defineHandler } from '../http/handler.js';

/** GET /api/business-info: name, phone, email and licence for the public pages. */
export const handler = defineHandler({
  access: 'public',
  run: async ({ deps: { config } }): Promise<BusinessInfo> => ({
    name: config.BUSINESS_NAME,
    phone: config.BUSINESS_PHONE,
    email: config.BUSINESS_EMAIL,
    license: config.BUSINESS_LICENSE,
    time_zone: config.BUSINESS_TIME_ZONE,
    is_production: isProduction(config),
  }),
});
