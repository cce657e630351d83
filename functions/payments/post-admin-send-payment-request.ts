import * as z from '#shared/zod.js';
import { defineHandler } from '../http/handler.js';
import { sendPaymentRequest } from './payment-request.js';

/** POST /api/admin/send-payment-request/{id}: the client's download link by email and SMS (data-model C6). */
export const handler = defineHandler({
  access: 'admin',
  params: z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) }),
  run: ({ params, auth, deps }) => sendPaymentRequest(deps, auth.user, params.id),
});
