import { authMessages } from '#shared/auth.js';
import { HttpError } from '../http/errors.js';
import type { SignedIn } from '../http/guards.js';

/** Changing how an account signs in or where its codes go needs a sign-in this recent. */
export const RECENT_SIGN_IN_MINUTES = 30;

/** A stolen session alone must not be enough to take the account over (ARCHITECTURE §6). */
export function requireRecentSignIn(auth: SignedIn, now: Date): void {
  const age = now.getTime() - Date.parse(auth.session.created_at);
  if (age > RECENT_SIGN_IN_MINUTES * 60_000) {
    throw new HttpError(403, authMessages.recentSignInRequired, { reauth_required: true });
  }
}
