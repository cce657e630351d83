import { registerOptionsSchema } from '#shared/auth.js';
import { defineHandler } from '../http/handler.js';
import { registrationOptions } from './passkeys.js';
import { registeringUser } from './registering-user.js';

/** POST /api/webauthn/register-options */
export const handler = defineHandler({
  access: 'public',
  body: registerOptionsSchema,
  run: async ({ body, auth, deps, event }) => registrationOptions(deps, await registeringUser(deps, auth, event, body.user_id)),
});
