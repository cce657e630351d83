import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { z } from 'zod';
import type { signupSchema, SignupReply, VerifyEmailReply } from '#shared/auth.js';
import { applyContactChange } from '../account/contact-changes.js';
import type { Deps } from '../deps.js';
import { newId } from '../data/ids.js';
import { userKey } from '../data/keys.js';
import { outboxPuts } from '../data/outbox.js';
import { findToken, issueToken, useTokenUpdate } from '../data/tokens.js';
import { createUser, findUser, type UserItem } from '../data/users.js';
import { HttpError } from '../http/errors.js';
import { verifyEmailMessage } from './messages.js';
import { enforceRateLimit } from './rate-limit.js';
import { issueSignupCookie } from './signup-session.js';

const EMAIL_LINK_MS = 48 * 3_600_000;

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
    throw new HttpError(400, 'This invitation has expired or was already used. You can still sign up without it.');
  }
  const id = newId();
  const emailLink = issueToken(db, 'EMAIL_VERIFY', { user_id: id, email: input.email }, EMAIL_LINK_MS, now);
  const extra = [emailLink.put, ...outboxPuts(db, [verifyEmailMessage(config, input, emailLink.token)], now)];
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
        ...(invite ? { invited_by: String(invite.invited_by) } : {}),
      },
      now,
      extra,
    );
  } catch (error) {
    if (error instanceof HttpError) throw new HttpError(409, error.message, { suggestion: signupSuggestion });
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
 * links do no harm; the browser that opens it gets the cookie that lets it continue.
 */
export async function verifyEmail(deps: Deps, token: string): Promise<{ reply: VerifyEmailReply; cookie?: string }> {
  const { db } = deps;
  const now = deps.now();
  const link = await findToken(db, 'EMAIL_VERIFY', token, now);
  const user = link ? await findUser(db, String(link.user_id)) : undefined;
  if (link && user && link.email === user.pending_email) {
    await applyContactChange(deps, user, 'email', String(link.email));
    return { reply: { status: 'email_changed', message: 'Your new email address is confirmed.', user_id: user.id } };
  }
  if (!link || !user || user.email !== link.email) {
    throw new HttpError(400, 'This verification link is invalid or has expired.', { status: 'error' });
  }
  let status: VerifyEmailReply['status'] = 'already_verified';
  if (!user.email_verified_at) {
    await db.doc.send(
      new UpdateCommand({
        TableName: db.table,
        Key: userKey(user.id),
        UpdateExpression: 'SET email_verified_at = if_not_exists(email_verified_at, :now), updated_at = :now',
        ExpressionAttributeValues: { ':now': now.toISOString() },
      }),
    );
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
  const cookie = status === 'already_verified' ? undefined : await issueSignupCookie(deps, user.id);
  return { reply: { status, message: messages[status], user_id: user.id }, cookie };
}
