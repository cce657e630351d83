import { sessionUpdateSchema } from '#shared/ce.js';
import { defineHandler } from '../http/handler.js';
import { idParams } from './params.js';
import { editSession } from './sessions.js';

/** PUT /api/ce/sessions/{id} {session_date, session_time, location, max_attendees}: while it has no attendees (data-model E5). */
export const handler = defineHandler({
  access: 'admin',
  params: idParams,
  body: sessionUpdateSchema,
  run: ({ params, body, deps }) => editSession(deps, params.id, body),
});
