import { findDraft } from '../data/booking-drafts.js';
import { toBookingProgress } from './draft.js';
import { defineHandler } from '../http/handler.js';

/** GET /api/booking-progress (product/portal.md §7, the order wizard). */
export const handler = defineHandler({
  access: 'user',
  run: async ({ auth, deps }) => toBookingProgress(await findDraft(deps.db, auth.user.id, deps.now())),
});
