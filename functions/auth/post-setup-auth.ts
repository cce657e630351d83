import * as z from '#shared/zod.js';
import { setupAuthSchema } from '#shared/auth.js';
import { readCookie } from '../http/cookies.js';
import { defineHandler } from '../http/handler.js';
import { setUpAuth } from './setup.js';
import { SIGNUP_COOKIE } from './signup-session.js';

/** POST /api/setup-auth/{userId}: password or passkey, then a code to the phone. */
export const handler = defineHandler({
  access: 'public',
  params: z.object({ userId: z.string().check(z.minLength(1), z.maxLength(100)) }),
  body: setupAuthSchema,
  run: async ({ params, body, deps, event, ip }) => setUpAuth(deps, readCookie(event.cookies, SIGNUP_COOKIE), params.userId, body, ip),
});
