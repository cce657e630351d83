import type { Deps } from '../deps.js';
import type { SignedIn } from '../http/guards.js';
import { HttpError } from '../http/errors.js';
import type { Event } from '../http/handler.js';
import type { UserItem } from '../data/users.js';
import { requireRecentSignIn } from './recent-sign-in.js';
import { requireSignupUser } from './signup-session.js';

/**
 * Who may add a passkey: a signed-in user to their own account (after a recent
 * sign-in), or the browser in the middle of that account's signup. Never an id alone.
 */
export async function registeringUser(deps: Deps, auth: SignedIn | null, event: Event, userId: string | undefined): Promise<UserItem> {
  if (auth) {
    requireRecentSignIn(auth, deps.now());
    return auth.user;
  }
  if (!userId) throw new HttpError(401, 'Please sign in.');
  const user = await requireSignupUser(deps, event, userId);
  if (user.phone_verified_at) throw new HttpError(409, 'This account is already set up. Sign in to add a passkey.');
  return user;
}
