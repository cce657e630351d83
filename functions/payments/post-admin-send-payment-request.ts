import * as z from 'zod';
import { defineHandler } from '../http/handler.js';
import { sendPaymentRequest } from './payment-request.js';

/** POST /api/admin/send-payment-request/{id}: the client's download link by email and SMS (C6). */
export const handler = defineHandler({
  access: 'admin',
  params: z.object({ id: z.string().min(1).max(100) }),
  run: ({ params, auth, deps }) => sendPaymentRequest(deps, auth.user, params.id),
});
