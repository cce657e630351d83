import * as z from '#shared/zod.js';
import { limitMisses } from '../http/misses.js';
import { defineHandler } from '../http/handler.js';
import { startClientCheckout } from './checkout.js';

/** POST /api/client-checkout/{token}: `{checkout_url}` for the client's download link (data-model C8); 409 when nothing is due. */
export const handler = defineHandler({
  access: 'public',
  use: [limitMisses()],
  params: z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) }),
  run: ({ params, deps }) => startClientCheckout(deps, params.token),
});
