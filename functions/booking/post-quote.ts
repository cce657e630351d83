import { quoteRequestSchema } from '#shared/booking.js';
import { quoteFor } from './wizard.js';
import { defineHandler } from '../http/handler.js';

/** POST /api/quote (product/portal.md §7, the order wizard). */
export const handler = defineHandler({
  access: 'user',
  body: quoteRequestSchema,
  run: async ({ body, auth, deps }) => quoteFor(deps, auth.user.id, body),
});
