import * as z from 'zod';
import { limitMisses } from '../http/misses.js';
import { defineHandler } from '../http/handler.js';
import { payLocalCheckout } from './local-checkout.js';

/** POST /api/local-checkout/{id}: the test payment; `{redirect_url}` is where the payer returns. */
export const handler = defineHandler({
  access: 'public',
  use: [limitMisses()],
  params: z.object({ id: z.string().min(1).max(200) }),
  run: ({ params, deps }) => payLocalCheckout(deps, params.id),
});
