import { cursorQuerySchema } from '#shared/pages.js';
import { defineHandler } from '../http/handler.js';
import { listSessions } from './sessions.js';

/** GET /api/ce/sessions?cursor&limit: a page of sessions, newest date first (data-model E3, D-184). */
export const handler = defineHandler({
  access: 'admin',
  query: cursorQuerySchema,
  run: ({ query, deps }) => listSessions(deps, query),
});
