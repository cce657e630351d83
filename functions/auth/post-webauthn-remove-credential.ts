import { removeCredentialSchema } from '#shared/auth.js';
import { defineHandler } from '../http/handler.js';
import { removeCredential } from './auth-methods.js';

/** POST /api/webauthn/remove-credential: never the account's last way in. */
export const handler = defineHandler({
  access: 'user',
  body: removeCredentialSchema,
  run: async ({ body, auth, deps }) => removeCredential(deps, auth, body.credential_id),
});
