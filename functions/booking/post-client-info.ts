import { clientInfoSchema } from '#shared/booking.js';
import { saveClientInfo } from './wizard.js';
import { defineHandler } from '../http/handler.js';

/** POST /api/client-info (product/portal.md §7, the order wizard). */
export const handler = defineHandler({
  access: 'user',
  body: clientInfoSchema,
  run: async ({ body, auth, deps }) => saveClientInfo(deps, auth.user.id, body).then(() => ({ success: true })),
});
