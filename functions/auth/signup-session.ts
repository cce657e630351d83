import type { Deps } from '../deps.js';
import { audited, forbidden } from '../errors.js';
import { findSignupSessionUser } from '../data/auth-signup-sessions.js';
import { findUser, type UserItem } from '../data/users.js';

// The browser that opened the emailed link holds the signup continuation in this cookie
// (functions/data/auth-signup-sessions.ts); the handlers read and set it, the rules get its token.

export const SIGNUP_COOKIE = 'signup';
export const SIGNUP_COOKIE_PATH = '/api';

export const setupExpired = 'This setup link has expired or belongs to another browser. Open the link in your email again.';

/** The account whose setup this browser may continue: it must be `userId`, still in setup. */
export async function requireSignupUser(deps: Deps, signupToken: string | undefined, userId: string): Promise<UserItem> {
  const continuation = await findSignupSessionUser(deps.db, signupToken, deps.now());
  if (continuation !== userId) throw audited(forbidden(setupExpired), 'token-refused', 'signup-session', `user:${userId}`);
  const user = await findUser(deps.db, userId);
  if (!user?.email_verified_at) throw forbidden(setupExpired);
  return user;
}
