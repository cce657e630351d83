import * as z from 'zod';
import { defineHandler } from '../http/handler.js';
import { readInspectionData } from './reports.js';

/** GET /api/inspection-data/{bookingId}: the report viewer's data; 402 with the booking while unpaid (C4). */
export const handler = defineHandler({
  access: 'user',
  params: z.object({ bookingId: z.string().min(1).max(100) }),
  run: ({ params, auth, deps }) => readInspectionData(deps, auth.user, params.bookingId),
});
