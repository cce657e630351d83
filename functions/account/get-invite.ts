import * as z from '#shared/zod.js';
import { limitMisses } from '../http/misses.js';
import { defineHandler } from '../http/handler.js';
import { readInvite } from './invite.js';

/** GET /api/invite/{token}: the invitee's fields for the signup form. */
export const handler = defineHandler({
  access: 'public',
  use: [limitMisses()],
  params: z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) }),
  run: async ({ params, deps }) => readInvite(deps, params.token),
});
