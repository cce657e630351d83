import * as z from '#shared/zod.js';
import { defineHandler } from '../http/handler.js';
import { markDone } from './dashboard.js';

/** POST /api/dashboard/done/{bookingId}: takes the agent's read report or seen download off its queue. */
export const handler = defineHandler({
  access: 'user',
  params: z.object({ bookingId: z.string().check(z.minLength(1), z.maxLength(100)) }),
  run: async ({ params, auth, deps }) => markDone(deps, auth.user, params.bookingId),
});
