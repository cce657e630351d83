import type { VerifyPhoneReply } from '#shared/auth.js';
import type { Deps } from '../deps.js';
import { invalid } from '../errors.js';
import { applyContactChange } from '../data/account-email-phone-changes.js';
import { checkPhoneCode, deletePhoneCodePart, phoneHint, sendPhoneCode } from '../data/auth-phone-codes.js';
import { enforceRateLimit } from '../data/rate-limits.js';
import type { UserItem } from '../data/users.js';

// A signed-in user's new phone number (asked for on the profile, functions/account):
// the code routes are the sign-in module's, so proving the number is too.

const noNewPhone = 'There is no new phone number to verify.';

/** POST /api/verify-phone for a signed-in user: the code texted to the new number. */
export async function verifyNewPhone(deps: Deps, user: UserItem, code: string, ip: string): Promise<VerifyPhoneReply> {
  if (!user.pending_phone) throw invalid(noNewPhone);
  await enforceRateLimit(deps, 'checkCode', ip, `user:${user.id}`);
  const now = deps.now();
  const phone = await checkPhoneCode(deps.db, user.id, code, now);
  if (phone !== user.pending_phone) throw invalid('That code was for another number. Send a new code.');
  await applyContactChange(deps.db, user, 'phone', phone, now, [deletePhoneCodePart(deps.db, user.id)]);
  return { status: 'phone_updated' };
}

/** POST /api/send-phone-code for a signed-in user: the code again, to the number waiting for it. */
export async function resendNewPhoneCode(deps: Deps, user: UserItem, ip: string): Promise<{ phone_hint: string }> {
  if (!user.pending_phone) throw invalid(noNewPhone);
  await enforceRateLimit(deps, 'sendCode', ip, `user:${user.id}`, `phone:${user.pending_phone}`);
  await sendPhoneCode(deps.db, deps.config, user.id, user.pending_phone, deps.now());
  return { phone_hint: phoneHint(user.pending_phone) };
}
