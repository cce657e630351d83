import * as z from '#shared/zod.js';
import { resetPasswordSchema } from '#shared/auth.js';
import { limitMisses } from '../http/misses.js';
import { defineHandler } from '../http/handler.js';
import { resetPassword } from './password-reset.js';

/** POST /api/reset-password/{token} {password} */
export const handler = defineHandler({
  access: 'public',
  use: [limitMisses()],
  params: z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) }),
  body: resetPasswordSchema,
  run: async ({ params, body, deps }) => resetPassword(deps, params.token, body.password),
});
