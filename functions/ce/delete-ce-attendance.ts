import { defineHandler } from '../http/handler.js';
import { removeAttendee } from './attendees.js';
import { idParams } from './params.js';

/** DELETE /api/ce/attendance/{id}: `{id}` is `<sessionId>:<license_number>` (data-model E10). */
export const handler = defineHandler({
  access: 'admin',
  params: idParams,
  run: ({ params, deps }) => removeAttendee(deps, params.id),
});
