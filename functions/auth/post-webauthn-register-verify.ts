import { registerVerifySchema } from '#shared/auth.js';
import { readCookie } from '../http/cookies.js';
import { defineHandler } from '../http/handler.js';
import { verifyRegistration } from './passkeys.js';
import { registeringUser } from './registering-user.js';
import { SIGNUP_COOKIE } from './signup-session.js';

/** POST /api/webauthn/register-verify {user_id, credential} */
export const handler = defineHandler({
  access: 'public',
  body: registerVerifySchema,
  run: async ({ body, auth, deps, event }) =>
    verifyRegistration(deps, await registeringUser(deps, auth, readCookie(event.cookies, SIGNUP_COOKIE), body.user_id), body.credential),
});
