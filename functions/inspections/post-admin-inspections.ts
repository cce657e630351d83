import { assignSchema } from '#shared/inspections.js';
import { defineHandler } from '../http/handler.js';
import { assignInspection } from './scheduling.js';

/** POST /api/admin/inspections {booking_id, selected_date, inspection_time}: the final date (data-model B9). */
export const handler = defineHandler({
  access: 'admin',
  body: assignSchema,
  run: ({ body, auth, deps }) => assignInspection(deps, auth.user, body),
});
