import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { VerifyPhoneReply } from '#shared/auth.js';
import { checkPhoneCode, deleteCodeItem, phoneHint, sendPhoneCode } from '../auth/phone-codes.js';
import { enforceRateLimit } from '../auth/rate-limit.js';
import type { Deps } from '../deps.js';
import { emailKey, phoneKey, userKey } from '../data/keys.js';
import type { TransactItem } from '../data/table.js';
import { throwClaimConflict, type UserItem } from '../data/users.js';
import { HttpError } from '../http/errors.js';

// A new email or phone takes effect only once proven, and moves its uniqueness claim
// in the same transaction as the change (docs/data-model.md A5).

type Field = 'email' | 'phone';
const claimKey = { email: emailKey, phone: phoneKey };

/** The transaction items that move `field` from the user's current value to `value`. */
function moveClaim(deps: Deps, user: UserItem, field: Field, value: string, now: Date): TransactItem[] {
  const TableName = deps.db.table;
  return [
    {
      Update: {
        TableName,
        Key: userKey(user.id),
        UpdateExpression: `SET #field = :value, ${field}_verified_at = :now, updated_at = :now REMOVE pending_${field}`,
        ConditionExpression: '#field = :old',
        ExpressionAttributeNames: { '#field': field },
        ExpressionAttributeValues: { ':value': value, ':old': user[field], ':now': now.toISOString() },
      },
    },
    {
      Delete: {
        TableName,
        Key: claimKey[field](user[field]),
        ConditionExpression: 'user_id = :id',
        ExpressionAttributeValues: { ':id': user.id },
      },
    },
    {
      Put: {
        TableName,
        Item: { ...claimKey[field](value), user_id: user.id },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ];
}

/** Applies a proven change; 409 when another account took the value meanwhile. */
export async function applyContactChange(deps: Deps, user: UserItem, field: Field, value: string, extra: TransactItem[] = []) {
  const items = [...moveClaim(deps, user, field, value, deps.now()), ...extra];
  try {
    await deps.db.doc.send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    throwClaimConflict(error, { 2: field });
    throw error;
  }
}

/** POST /api/verify-phone for a signed-in user: the code texted to the new number. */
export async function verifyNewPhone(deps: Deps, user: UserItem, code: string, ip: string): Promise<VerifyPhoneReply> {
  if (!user.pending_phone) throw new HttpError(400, 'There is no new phone number to verify.');
  await enforceRateLimit(deps, 'checkCode', ip, `user:${user.id}`);
  const phone = await checkPhoneCode(deps, user.id, code);
  if (phone !== user.pending_phone) throw new HttpError(400, 'That code was for another number. Send a new code.');
  await applyContactChange(deps, user, 'phone', phone, [deleteCodeItem(deps, user.id)]);
  return { status: 'phone_updated' };
}

/** POST /api/send-phone-code for a signed-in user: the code again, to the number waiting for it. */
export async function resendNewPhoneCode(deps: Deps, user: UserItem, ip: string): Promise<{ phone_hint: string }> {
  if (!user.pending_phone) throw new HttpError(400, 'There is no new phone number to verify.');
  await enforceRateLimit(deps, 'sendCode', ip, `user:${user.id}`);
  await sendPhoneCode(deps, user.id, user.pending_phone);
  return { phone_hint: phoneHint(user.pending_phone) };
}
