import * as z from 'zod';
import { limitMisses } from '../http/misses.js';
import { defineHandler } from '../http/handler.js';
import { readInvite } from './invite.js';

/** GET /api/invite/{token}: the invitee's fields for the signup form. */
export const handler = defineHandler({
  access: 'public',
  use: [limitMisses()],
  params: z.object({ token: z.string().min(1).max(200) }),
  run: async ({ params, deps }) => readInvite(deps, params.token),
});
