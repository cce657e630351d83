import { authMessages } from '#shared/auth.js';
import { forbidden } from '../errors.js';
import type { SessionItem } from './auth-sessions.js';
import type { UserItem } from './users.js';

// Apart from data/auth-sessions.ts, which every route loads: this check needs the sign-in
// messages, which only the routes that change an account's sign-in should bundle.

/** Who a rule acts for: the signed-in user and the session they signed in with. */
export interface SignedInUser {
  user: UserItem;
  session: Pick<SessionItem, 'created_at'>;
}

/** Changing how an account signs in or where its codes go needs a sign-in this recent. */
export const RECENT_SIGN_IN_MINUTES = 30;

/** A stolen session alone must not be enough to take the account over (product/platform.md §6). */
export function requireRecentSignIn(auth: Pick<SignedInUser, 'session'>, now: Date): void {
  const age = now.getTime() - Date.parse(auth.session.created_at);
  if (age > RECENT_SIGN_IN_MINUTES * 60_000) {
    throw forbidden(authMessages.recentSignInRequired, { reauth_required: true });
  }
}
