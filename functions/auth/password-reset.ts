import { authMessages } from '#shared/auth.js';
import type { Deps } from '../deps.js';
import { audited, invalid } from '../errors.js';
import { completePasswordReset, createPasswordReset, findPasswordResetUser } from '../data/auth-password-resets.js';
import { enforceRateLimit } from '../data/rate-limits.js';
import { deleteUserSessions } from '../data/auth-sessions.js';
import { findUserByEmail } from '../data/users.js';
import { resetMessage } from './auth-messages.js';
import { hashNewPassword } from './passwords.js';

/**
 * POST /api/reset-password {email}: the same answer whether or not the email has an
 * account. Each account points at its newest link, so a newer link cancels older ones.
 */
export async function requestPasswordReset(deps: Deps, email: string, ip: string): Promise<{ message: string }> {
  const normalized = email.trim().toLowerCase();
  await enforceRateLimit(deps, 'reset', ip, `email:${normalized}`);
  const user = await findUserByEmail(deps.db, normalized);
  if (user) await createPasswordReset(deps.db, user.id, (token) => resetMessage(deps.config, user, token), deps.now());
  return { message: authMessages.resetSent };
}

/** The account a reset link may still change, or the spec's alert (400). */
async function liveResetUser(deps: Deps, token: string): Promise<string> {
  const userId = await findPasswordResetUser(deps.db, token, deps.now());
  if (!userId) throw audited(invalid(authMessages.invalidResetLink), 'token-refused', 'reset-link');
  return userId;
}

/** GET /api/reset-password/{token}: only checks the link (a GET changes nothing). */
export async function checkResetLink(deps: Deps, token: string): Promise<{ valid: true }> {
  await liveResetUser(deps, token);
  return { valid: true };
}

/** POST /api/reset-password/{token} {password}: once; every session of the account ends. */
export async function resetPassword(deps: Deps, token: string, password: string): Promise<{ message: string }> {
  const userId = await liveResetUser(deps, token);
  const isReset = await completePasswordReset(deps.db, token, userId, await hashNewPassword(password), deps.now());
  if (!isReset) throw audited(invalid(authMessages.invalidResetLink), 'token-refused', 'reset-link-used', `user:${userId}`);
  await deleteUserSessions(deps.db, userId);
  return { message: authMessages.passwordUpdated };
}
