import { defineHandler } from '../http/handler.js';
import { listInspections } from './inspections.js';

/** GET /api/inspections: the agent's own bookings, or every booking for admins (B5, B6). */
export const handler = defineHandler({
  access: 'user',
  run: ({ auth, deps }) => listInspections(deps, auth.user),
});
