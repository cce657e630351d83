import * as z from '#shared/zod.js';
import { limitMisses } from '../http/misses.js';
import { defineHandler } from '../http/handler.js';
import { checkResetLink } from './password-reset.js';

/** GET /api/reset-password/{token}: is the link still good? */
export const handler = defineHandler({
  access: 'public',
  use: [limitMisses()],
  params: z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) }),
  run: async ({ params, deps }) => checkResetLink(deps, params.token),
});
