import { defineHandler } from '../http/handler.js';
import { readNextSession } from './sessions.js';

/** GET /api/ce/public/next-session: the class, date, time and place the share page (/ce-class) names. */
export const handler = defineHandler({
  access: 'public',
  run: ({ deps }) => readNextSession(deps),
});
