import { defineHandler } from '../http/handler.js';
import { discardDraft } from './draft.js';

/** DELETE /api/booking-progress: "Start over": the unfinished order is forgotten. */
export const handler = defineHandler({
  access: 'user',
  run: ({ auth, deps }) => discardDraft(deps.db, auth.user.id),
});
