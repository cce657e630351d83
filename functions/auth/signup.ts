import type * as z from '#shared/zod.js';
import type { signupSchema, SignupReply, VerifyEmailReply } from '#shared/auth.js';
import type { Deps } from '../deps.js';
import { audited, conflict, DomainError, invalid } from '../errors.js';
import { applyContactChange } from '../data/account-email-phone-changes.js';
import { emailVerificationParts, findEmailVerification } from '../data/auth-email-verifications.js';
import { newId } from '../data/ids.js';
import { enforceRateLimit } from '../data/rate-limits.js';
import { openSignupSession } from '../data/auth-signup-sessions.js';
import { findToken, useTokenUpdate } from '../data/tokens.js';
import { markEmailVerified } from '../data/user-changes.js';
import { createUser, findUser, type UserItem } from '../data/users.js';

export const signupSuggestion = 'If this is your account, sign in or reset your password instead.';

/**
 * POST /api/signup: a pending account, its email link and the message, in one
 * transaction; an invitation, when given, is used up in the same one.
 */
export async function signUp(deps: Deps, input: z.output<typeof signupSchema>, ip: string): Promise<SignupReply> {
  const { db, config } = deps;
  const now = deps.now();
  await enforceRateLimit(deps, 'signup', ip, `email:${input.email}`);
  const invite = input.invite_token ? await findToken(db, 'INVITE', input.invite_token, now) : undefined;
  if (input.invite_token && (!invite || invite.used_at)) {
    throw audited(invalid('This invitation has expired or was already used. You can still sign up without it.'), 'token-refused', 'invite-link');
  }
  const id = newId();
  const extra = emailVerificationParts(db, config, id, input, now);
  if (invite) extra.push(useTokenUpdate(db, 'INVITE', input.invite_token!, now));
  try {
    await createUser(
      db,
      {
        id,
        first_name: input.first_name,
        last_name: input.last_name,
        email: input.email,
        phone: input.phone,
        company: input.company,
        license_number: input.license_number,
        ...(invite ? { invited_by: String(invite.invited_by) } : {}),
      },
      now,
      extra,
    );
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'conflict') {
      throw conflict(error.message, { suggestion: signupSuggestion });
    }
    throw error;
  }
  return { success: true, user_id: id };
}

/** Whether an account still has setup steps after its email (a sign-in method, its phone). */
export const isSetupIncomplete = (user: UserItem) =>
  !user.phone_verified_at || (!user.password_hash && !(user.passkey_count ?? 0));

/**
 * GET /api/verify-email/{token}: marks the email verified, once; opening the link
 * again answers where the account stands. Idempotent, so mail scanners that open
 * links do no harm; the browser that opens it gets the token (for the handler's
 * cookie) that lets it continue the setup.
 */
export async function verifyEmail(deps: Deps, token: string): Promise<{ reply: VerifyEmailReply; signupToken?: string }> {
  const { db } = deps;
  const now = deps.now();
  const link = await findEmailVerification(db, token, now);
  const user = link ? await findUser(db, String(link.user_id)) : undefined;
  if (link && user && link.email === user.pending_email) {
    await applyContactChange(db, user, 'email', String(link.email), deps.now());
    return { reply: { status: 'email_changed', message: 'Your new email address is confirmed.', user_id: user.id } };
  }
  if (!link || !user || user.email !== link.email) {
    throw audited(invalid('This verification link is invalid or has expired.', { status: 'error' }), 'token-refused', 'verify-email-link');
  }
  let status: VerifyEmailReply['status'] = 'already_verified';
  if (!user.email_verified_at) {
    await markEmailVerified(db, user.id, now);
    status = 'success';
  } else if (isSetupIncomplete(user)) {
    status = 'incomplete_setup';
  }
  const messages = {
    success: 'Your email is verified. Next, choose how you will sign in.',
    incomplete_setup: 'Your email is verified. Finish setting up your account.',
    already_verified: 'Your email was already verified. You can sign in.',
    email_changed: '',
    error: '',
  };
  const signupToken = status === 'already_verified' ? undefined : await openSignupSession(db, user.id, token, deps.now());
  return { reply: { status, message: messages[status], user_id: user.id }, signupToken };
}
