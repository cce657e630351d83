import type * as z from '#shared/zod.js';
import { authMessages, type AuthMethodsReply, type authMethodsActionSchema } from '#shared/auth.js';
import type { Deps } from '../deps.js';
import { conflict } from '../errors.js';
import { findPasskeys, removePasskey } from '../data/auth-passkeys.js';
import { requireRecentSignIn, type SignedInUser } from '../data/auth-recent-sign-in.js';
import { removePassword, setPassword } from '../data/user-changes.js';
import { getUser } from '../data/users.js';
import { hashNewPassword } from './passwords.js';
import { authMethodsOf } from './sign-in.js';

/** GET /api/auth-methods: what the account signs in with, and its passkeys. */
export async function readAuthMethods(deps: Deps, userId: string): Promise<AuthMethodsReply> {
  const [user, passkeys] = await Promise.all([getUser(deps.db, userId), findPasskeys(deps.db, userId)]);
  return {
    ...authMethodsOf(user),
    passkeys: passkeys.map((passkey) => ({
      id: passkey.credential_id,
      created_at: passkey.created_at,
      last_used_at: passkey.last_used_at ?? null,
      device_type: passkey.device_type,
      backed_up: passkey.backed_up,
    })),
  };
}

/**
 * POST /api/auth-methods: add (or change) the password, or remove it when a passkey
 * remains; the condition is checked by DynamoDB, so two tabs cannot remove both.
 */
export async function changeAuthMethods(deps: Deps, auth: SignedInUser, input: z.output<typeof authMethodsActionSchema>): Promise<AuthMethodsReply> {
  const now = deps.now();
  requireRecentSignIn(auth, now);
  if (input.action === 'add_password') {
    await setPassword(deps.db, auth.user.id, await hashNewPassword(input.password), now);
  } else if (!(await removePassword(deps.db, auth.user.id, now))) {
    throw conflict(authMessages.removePasswordNeedsPasskey);
  }
  return readAuthMethods(deps, auth.user.id);
}

/** POST /api/webauthn/remove-credential: never the account's last way in. */
export async function removeCredential(deps: Deps, auth: SignedInUser, credentialId: string): Promise<{ success: true }> {
  requireRecentSignIn(auth, deps.now());
  if (!(await removePasskey(deps.db, auth.user.id, credentialId, deps.now()))) {
    throw conflict(authMessages.removePasskeyNeedsPassword);
  }
  return { success: true };
}
