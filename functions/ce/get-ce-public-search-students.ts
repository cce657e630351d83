import { studentSearchQuerySchema } from '#shared/ce.js';
import { limitMisses } from '../http/misses.js';
import { defineHandler } from '../http/handler.js';
import { searchStudents } from './attendance.js';

/** GET /api/ce/public/search-students?session_token&q: at most 20 names, rate limited per address (data-model E7). */
export const handler = defineHandler({
  access: 'public',
  use: [limitMisses()],
  query: studentSearchQuerySchema,
  run: ({ query, ip, deps }) => searchStudents(deps, ip, query.session_token, query.q),
});
