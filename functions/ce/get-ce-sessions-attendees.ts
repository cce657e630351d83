import { defineHandler } from '../http/handler.js';
import { listAttendees } from './attendees.js';
import { idParams } from './params.js';

/** GET /api/ce/sessions/{id}/attendees: the session's info and who logged attendance (E9). */
export const handler = defineHandler({
  access: 'admin',
  params: idParams,
  run: ({ params, deps }) => listAttendees(deps, params.id),
});
