import * as z from 'zod';

/** GET /api/business-info: what the public pages print about the business (from configuration). */
export const businessInfoSchema = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  license: z.string(),
  time_zone: z.string(),
  /** Whether this is a development or test deployment (the SPA links /dev/outbox then). */
  is_production: z.boolean(),
});

export type BusinessInfo = z.infer<typeof businessInfoSchema>;
