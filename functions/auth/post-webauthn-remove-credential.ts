import { authMessages, removeCredentialSchema } from '#shared/auth.js';
import { removePasskey } from '../data/passkeys.js';
import { HttpError } from '../http/errors.js';
import { defineHandler } from '../http/handler.js';
import { requireRecentSignIn } from './recent-sign-in.js';

/** POST /api/webauthn/remove-credential: never the account's last way in. */
export const handler = defineHandler({
  access: 'user',
  body: removeCredentialSchema,
  run: async ({ body, auth, deps }) => {
    requireRecentSignIn(auth, deps.now());
    if (!(await removePasskey(deps.db, auth.user.id, body.credential_id, deps.now()))) {
      throw new HttpError(409, authMessages.removePasskeyNeedsPassword);
    }
    return { success: true };
  },
});
