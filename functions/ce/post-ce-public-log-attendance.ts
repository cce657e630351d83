import { logAttendanceSchema } from '#shared/ce.js';
import { limitMisses } from '../http/misses.js';
import { defineHandler } from '../http/handler.js';
import { logAttendance } from './attendance.js';

/** POST /api/ce/public/log-attendance {session_token, license_number, role}: name and role come from the licence (data-model E8). */
export const handler = defineHandler({
  access: 'public',
  use: [limitMisses()],
  body: logAttendanceSchema,
  run: ({ body, deps }) => logAttendance(deps, body),
});
