import { defineHandler } from '../http/handler.js';
import { idParams } from './params.js';
import { removeSession } from './sessions.js';

/** DELETE /api/ce/sessions/{id}: while it has no attendees; its link stops working (data-model E5). */
export const handler = defineHandler({
  access: 'admin',
  params: idParams,
  run: ({ params, deps }) => removeSession(deps, params.id),
});
