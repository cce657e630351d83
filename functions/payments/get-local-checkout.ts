import * as z from '#shared/zod.js';
import { limitMisses } from '../http/misses.js';
import { defineHandler } from '../http/handler.js';
import { openLocalCheckout } from './local-checkout.js';

/** GET /api/local-checkout/{id}: the test checkout page's data; 404 with Stripe, in production, or for a bad token. */
export const handler = defineHandler({
  access: 'public',
  use: [limitMisses()],
  params: z.object({ id: z.string().check(z.minLength(1), z.maxLength(200)) }),
  run: ({ params, deps }) => openLocalCheckout(deps, params.id),
});
