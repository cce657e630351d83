import { dateSelectionSchema } from '#shared/booking.js';
import { saveDates } from './wizard.js';
import { defineHandler } from '../http/handler.js';

/** POST /api/date-selection (product/portal.md §7, the order wizard). */
export const handler = defineHandler({
  access: 'user',
  body: dateSelectionSchema,
  run: async ({ body, auth, deps }) => saveDates(deps, auth.user.id, body),
});
