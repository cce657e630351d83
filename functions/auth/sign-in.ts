import { authMessages, type AuthMethods } from '#shared/auth.js';
import type { Deps } from '../deps.js';
import { audited, forbidden, notFound, unauthenticated } from '../errors.js';
import { enforceRateLimit } from '../data/rate-limits.js';
import { createSession, deleteSession } from '../data/auth-sessions.js';
import { agentStatus, findUserByPhone, type UserItem } from '../data/users.js';
import { dummyHash, verifyPassword } from './passwords.js';

/** A sign-in's outcome: the handler sets the session cookie from the token. */
export interface SignedInResult {
  user: UserItem;
  sessionToken: string;
}

export const authMethodsOf = (user: UserItem): AuthMethods => ({
  has_passkey: (user.passkey_count ?? 0) > 0,
  has_password: Boolean(user.password_hash),
});

/** POST /api/check-auth-methods: how this phone's account signs in ('Phone not found' otherwise). */
export async function checkAuthMethods(deps: Deps, phone: string, ip: string): Promise<AuthMethods> {
  await enforceRateLimit(deps, 'checkAuth', ip, `phone:${phone}`);
  const user = await findUserByPhone(deps.db, phone);
  if (!user) throw notFound(authMessages.phoneNotFound);
  return authMethodsOf(user);
}

/** Refuses accounts that may not hold a session, telling them why (spec /pending-approval). */
export function assertMaySignIn(user: UserItem): void {
  const status = agentStatus(user);
  if (status === 'pending') throw forbidden(authMessages.pendingApproval, { status: 'pending' });
  if (status === 'inactive') throw forbidden(authMessages.deactivated, { status: 'inactive' });
}

/**
 * A new session (a new token at every sign-in, product/platform.md §6). `replaces` is the
 * session the browser held until now: its cookie is overwritten, and the session ends too, so
 * a copy of the old cookie (someone else's on a shared computer, or one planted) opens nothing.
 */
export async function signIn(deps: Deps, user: UserItem, replaces?: string): Promise<SignedInResult> {
  assertMaySignIn(user);
  const { token } = await createSession(deps.db, user.id, deps.now());
  if (replaces) await deleteSession(deps.db, replaces);
  return { user, sessionToken: token };
}

/** POST /api/login */
export async function logInWithPassword(deps: Deps, phone: string, password: string, ip: string, replaces?: string): Promise<SignedInResult> {
  await enforceRateLimit(deps, 'login', ip, `phone:${phone}`);
  const user = await findUserByPhone(deps.db, phone);
  // The same answer for an unknown phone and a wrong password, after the same work.
  const isValid = await verifyPassword(password, user?.password_hash ?? dummyHash());
  if (!user?.password_hash || !isValid) {
    const reason = !user ? 'unknown-phone' : !user.password_hash ? 'no-password' : 'wrong-password';
    throw audited(unauthenticated(authMessages.wrongPassword), 'sign-in-failed', reason, `phone:${phone}`);
  }
  return signIn(deps, user, replaces);
}
