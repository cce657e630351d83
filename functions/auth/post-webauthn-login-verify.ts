import { loginVerifySchema } from '#shared/auth.js';
import { defineHandler } from '../http/handler.js';
import { verifyAuthentication } from './passkeys.js';
import { signIn } from './sign-in.js';

/** POST /api/webauthn/login-verify: the passkey assertion → a new session. */
export const handler = defineHandler({
  access: 'public',
  body: loginVerifySchema,
  run: async ({ body, deps }) => signIn(deps, await verifyAuthentication(deps, body, false)),
});
