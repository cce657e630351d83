import { quoteAcceptedSchema } from '#shared/booking.js';
import { acceptQuote } from './wizard.js';
import { defineHandler } from '../http/handler.js';

/** POST /api/quote-accepted (product/portal.md §7, the order wizard). */
export const handler = defineHandler({
  access: 'user',
  body: quoteAcceptedSchema,
  run: async ({ auth, deps }) => acceptQuote(deps, auth.user.id),
});
