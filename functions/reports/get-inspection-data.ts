import * as z from '#shared/zod.js';
import { defineHandler } from '../http/handler.js';
import { readInspectionData } from './reports.js';

/** GET /api/inspection-data/{bookingId}: the report viewer's data; 402 with the booking while unpaid (data-model C4). */
export const handler = defineHandler({
  access: 'user',
  params: z.object({ bookingId: z.string().check(z.minLength(1), z.maxLength(100)) }),
  run: ({ params, auth, deps }) => readInspectionData(deps, auth.user, params.bookingId),
});
