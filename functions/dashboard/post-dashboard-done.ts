import * as z from 'zod';
import { defineHandler } from '../http/handler.js';
import { markDone } from './dashboard.js';

/** POST /api/dashboard/done/{bookingId}: takes the agent's read report or seen download off its queue. */
export const handler = defineHandler({
  access: 'user',
  params: z.object({ bookingId: z.string().min(1).max(100) }),
  run: async ({ params, auth, deps }) => markDone(deps, auth.user, params.bookingId),
});
