import { registerOptionsSchema } from '#shared/auth.js';
import { readCookie } from '../http/cookies.js';
import { defineHandler } from '../http/handler.js';
import { registrationOptions } from './passkeys.js';
import { registeringUser } from './registering-user.js';
import { SIGNUP_COOKIE } from './signup-session.js';

/** POST /api/webauthn/register-options */
export const handler = defineHandler({
  access: 'public',
  body: registerOptionsSchema,
  run: async ({ body, auth, deps, event }) =>
    registrationOptions(deps, await registeringUser(deps, auth, readCookie(event.cookies, SIGNUP_COOKIE), body.user_id)),
});
