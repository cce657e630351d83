import * as z from 'zod';
import { limitMisses } from '../http/misses.js';
import { defineHandler } from '../http/handler.js';
import { checkResetLink } from './password-reset.js';

/** GET /api/reset-password/{token}: is the link still good? */
export const handler = defineHandler({
  access: 'public',
  use: [limitMisses()],
  params: z.object({ token: z.string().min(1).max(200) }),
  run: async ({ params, deps }) => checkResetLink(deps, params.token),
});
