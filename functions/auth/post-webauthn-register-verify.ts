import { registerVerifySchema } from '#shared/auth.js';
import { defineHandler } from '../http/handler.js';
import { verifyRegistration } from './passkeys.js';
import { registeringUser } from './registering-user.js';

/** POST /api/webauthn/register-verify {user_id, credential} */
export const handler = defineHandler({
  access: 'public',
  body: registerVerifySchema,
  run: async ({ body, auth, deps, event }) =>
    verifyRegistration(deps, await registeringUser(deps, auth, event, body.user_id), body.credential),
});
