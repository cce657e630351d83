import { sessionCreateSchema } from '#shared/ce.js';
import { defineHandler } from '../http/handler.js';
import { createSession } from './sessions.js';

/** POST /api/ce/sessions {ce_class_id, session_date, session_time, location, max_attendees}: a session and its attendance link (data-model E4). */
export const handler = defineHandler({
  access: 'admin',
  body: sessionCreateSchema,
  run: ({ body, deps }) => createSession(deps, body),
});
