import { defineHandler } from '../http/handler.js';
import { listSessions } from './sessions.js';

/** GET /api/ce/sessions: every session, newest date first (E3). */
export const handler = defineHandler({
  access: 'admin',
  run: ({ deps }) => listSessions(deps),
});
