import * as z from '#shared/zod.js';
import { limitMisses } from '../http/misses.js';
import { defineHandler } from '../http/handler.js';
import { payLocalCheckout } from './local-checkout.js';

/** POST /api/local-checkout/{id}: the test payment; `{redirect_url}` is where the payer returns. */
export const handler = defineHandler({
  access: 'public',
  use: [limitMisses()],
  params: z.object({ id: z.string().check(z.minLength(1), z.maxLength(200)) }),
  run: ({ params, deps }) => payLocalCheckout(deps, params.id),
});
