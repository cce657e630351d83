import { bookSchema } from '#shared/booking.js';
import { bookDraft } from './book.js';
import { defineHandler } from '../http/handler.js';

/** POST /api/book (product/portal.md §7, the order wizard). */
export const handler = defineHandler({
  access: 'user',
  body: bookSchema,
  run: async ({ auth, deps }) => bookDraft(deps, auth.user),
});
