import type * as z from '#shared/zod.js';
import type { SetupAuthReply, setupAuthSchema, VerifyPhoneReply } from '#shared/auth.js';
import type { Deps } from '../deps.js';
import { conflict, invalid } from '../errors.js';
import { outboxPuts } from '../data/outbox.js';
import { checkPhoneCode, deletePhoneCodePart, phoneHint, sendPhoneCode } from '../data/auth-phone-codes.js';
import { enforceRateLimit } from '../data/rate-limits.js';
import { transactWrite, type TransactItem } from '../data/table.js';
import { markPhoneVerifiedUpdate, setPasswordUpdate } from '../data/user-changes.js';
import { findUsersByStatus } from '../data/users.js';
import { newAgentMessage } from './auth-messages.js';
import { hashNewPassword } from './passwords.js';
import { requireSignupUser } from './signup-session.js';

const alreadySetUp = 'This account is already set up. You can sign in.';

/** POST /api/setup-auth/{userId}: the sign-in method, then a code to the phone. */
export async function setUpAuth(
  deps: Deps,
  signupToken: string | undefined,
  userId: string,
  input: z.output<typeof setupAuthSchema>,
  ip: string,
): Promise<SetupAuthReply> {
  const user = await requireSignupUser(deps, signupToken, userId);
  if (user.phone_verified_at) throw conflict(alreadySetUp);
  await enforceRateLimit(deps, 'sendCode', ip, `user:${user.id}`, `phone:${user.phone}`);
  const extra: TransactItem[] = [];
  if (input.auth_method === 'password') {
    extra.push(setPasswordUpdate(deps.db, user.id, await hashNewPassword(input.password), deps.now()));
  } else if (!(user.passkey_count ?? 0)) {
    throw invalid('Create your passkey first, then continue.');
  }
  await sendPhoneCode(deps.db, deps.config, user.id, user.phone, deps.now(), extra);
  return { status: 'verify_phone', phone_hint: phoneHint(user.phone) };
}

/** POST /api/send-phone-code: a new code for a signup that lost or outlived the first. */
export async function resendSignupCode(deps: Deps, signupToken: string | undefined, userId: string, ip: string): Promise<{ phone_hint: string }> {
  const user = await requireSignupUser(deps, signupToken, userId);
  if (user.phone_verified_at) throw conflict(alreadySetUp);
  if (!user.password_hash && !(user.passkey_count ?? 0)) throw invalid('Choose how you will sign in first.');
  await enforceRateLimit(deps, 'sendCode', ip, `user:${user.id}`, `phone:${user.phone}`);
  await sendPhoneCode(deps.db, deps.config, user.id, user.phone, deps.now());
  return { phone_hint: phoneHint(user.phone) };
}

/** POST /api/verify-phone during signup: the phone is proven, the admins are told. */
export async function verifySignupPhone(
  deps: Deps,
  signupToken: string | undefined,
  userId: string,
  code: string,
  ip: string,
): Promise<VerifyPhoneReply> {
  const user = await requireSignupUser(deps, signupToken, userId);
  if (user.phone_verified_at) throw conflict(alreadySetUp);
  await enforceRateLimit(deps, 'checkCode', ip, `user:${user.id}`);
  const now = deps.now();
  const phone = await checkPhoneCode(deps.db, user.id, code, now);
  const admins = await findUsersByStatus(deps.db, 'admin');
  await transactWrite(deps.db, [
    deletePhoneCodePart(deps.db, user.id),
    markPhoneVerifiedUpdate(deps.db, user.id, phone, now),
    ...outboxPuts(deps.db, admins.slice(0, 20).map((admin) => newAgentMessage(deps.config, admin, user)), now),
  ]);
  return { status: 'pending_approval' };
}
