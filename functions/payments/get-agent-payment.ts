import * as z from '#shared/zod.js';
import { defineHandler, Reply } from '../http/handler.js';
import { agentPaymentLocation } from './checkout.js';

/** GET /api/agent-payment/{bookingId}: the report's 'Proceed to Payment' navigation, answered with 302 (data-model C8). */
export const handler = defineHandler({
  access: 'user',
  params: z.object({ bookingId: z.string().check(z.minLength(1), z.maxLength(100)) }),
  run: async ({ params, auth, deps }) => Reply.redirect(await agentPaymentLocation(deps, auth.user, params.bookingId)),
});
