import * as z from '#shared/zod.js';
import { SIGNUP_MS } from '../data/auth-signup-sessions.js';
import { serializeCookie } from '../http/cookies.js';
import { limitMisses } from '../http/misses.js';
import { defineHandler, Reply } from '../http/handler.js';
import { SIGNUP_COOKIE, SIGNUP_COOKIE_PATH } from './signup-session.js';
import { verifyEmail } from './signup.js';

/** GET /api/verify-email/{token}: idempotent; the browser that opens it may continue the setup. */
export const handler = defineHandler({
  access: 'public',
  use: [limitMisses()],
  params: z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) }),
  run: async ({ params, deps }) => {
    const { reply, signupToken } = await verifyEmail(deps, params.token);
    const options = { maxAgeSeconds: SIGNUP_MS / 1000, path: SIGNUP_COOKIE_PATH };
    return Reply.json(reply, { cookies: signupToken ? [serializeCookie(deps.config, SIGNUP_COOKIE, signupToken, options)] : [] });
  },
});
