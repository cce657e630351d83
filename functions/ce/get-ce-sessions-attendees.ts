import { cursorQuerySchema } from '#shared/pages.js';
import { defineHandler } from '../http/handler.js';
import { listAttendees } from './attendees.js';
import { idParams } from './params.js';

/** GET /api/ce/sessions/{id}/attendees?cursor&limit: the session's info and a page of who logged attendance (data-model E9, D-184). */
export const handler = defineHandler({
  access: 'admin',
  params: idParams,
  query: cursorQuerySchema,
  run: ({ params, query, deps }) => listAttendees(deps, params.id, query),
});
