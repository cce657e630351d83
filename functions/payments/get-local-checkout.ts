import * as z from 'zod';
import { limitMisses } from '../http/misses.js';
import { defineHandler } from '../http/handler.js';
import { openLocalCheckout } from './local-checkout.js';

/** GET /api/local-checkout/{id}: the test checkout page's data; 404 with Stripe, in production, or for a bad token. */
export const handler = defineHandler({
  access: 'public',
  use: [limitMisses()],
  params: z.object({ id: z.string().min(1).max(200) }),
  run: ({ params, deps }) => openLocalCheckout(deps, params.id),
});
