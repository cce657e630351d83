import type { Deps } from '../deps.js';
import { conflict, unauthenticated } from '../errors.js';
import { requireRecentSignIn, type SignedInUser } from '../data/auth-recent-sign-in.js';
import type { UserItem } from '../data/users.js';
import { requireSignupUser } from './signup-session.js';

/**
 * Who may add a passkey: a signed-in user to their own account (after a recent
 * sign-in), or the browser in the middle of that account's signup. Never an id alone.
 */
export async function registeringUser(
  deps: Deps,
  auth: SignedInUser | null,
  signupToken: string | undefined,
  userId: string | undefined,
): Promise<UserItem> {
  if (auth) {
    requireRecentSignIn(auth, deps.now());
    return auth.user;
  }
  if (!userId) throw unauthenticated('Please sign in.');
  const user = await requireSignupUser(deps, signupToken, userId);
  if (user.phone_verified_at) throw conflict('This account is already set up. Sign in to add a passkey.');
  return user;
}
