import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { z } from 'zod';
import type { SetupAuthReply, setupAuthSchema, VerifyPhoneReply } from '#shared/auth.js';
import type { Deps } from '../deps.js';
import { userKey } from '../data/keys.js';
import { outboxPuts } from '../data/outbox.js';
import { findUsersByStatus, type UserItem } from '../data/users.js';
import { HttpError } from '../http/errors.js';
import type { Event } from '../http/handler.js';
import { newAgentMessage } from './messages.js';
import { hashPassword } from './passwords.js';
import { checkPhoneCode, deleteCodeItem, phoneHint, sendPhoneCode } from './phone-codes.js';
import { enforceRateLimit } from './rate-limit.js';
import { requireSignupUser } from './signup-session.js';

const alreadySetUp = 'This account is already set up. You can sign in.';

/** POST /api/setup-auth/{userId}: the sign-in method, then a code to the phone. */
export async function setUpAuth(
  deps: Deps,
  event: Event,
  userId: string,
  input: z.output<typeof setupAuthSchema>,
  ip: string,
): Promise<SetupAuthReply> {
  const user = await requireSignupUser(deps, event, userId);
  if (user.phone_verified_at) throw new HttpError(409, alreadySetUp);
  await enforceRateLimit(deps, 'sendCode', ip, `user:${user.id}`);
  const extra = [];
  if (input.auth_method === 'password') {
    extra.push({
      Update: {
        TableName: deps.db.table,
        Key: userKey(user.id),
        UpdateExpression: 'SET password_hash = :hash, updated_at = :now',
        ExpressionAttributeValues: { ':hash': await hashPassword(input.password), ':now': deps.now().toISOString() },
      },
    });
  } else if (!(user.passkey_count ?? 0)) {
    throw new HttpError(400, 'Create your passkey first, then continue.');
  }
  await sendPhoneCode(deps, user.id, user.phone, extra);
  return { status: 'verify_phone', phone_hint: phoneHint(user.phone) };
}

/** POST /api/send-phone-code: a new code for a signup that lost or outlived the first. */
export async function resendSignupCode(deps: Deps, event: Event, userId: string, ip: string): Promise<{ phone_hint: string }> {
  const user = await requireSignupUser(deps, event, userId);
  if (user.phone_verified_at) throw new HttpError(409, alreadySetUp);
  if (!user.password_hash && !(user.passkey_count ?? 0)) throw new HttpError(400, 'Choose how you will sign in first.');
  await enforceRateLimit(deps, 'sendCode', ip, `user:${user.id}`);
  await sendPhoneCode(deps, user.id, user.phone);
  return { phone_hint: phoneHint(user.phone) };
}

/** POST /api/verify-phone during signup: the phone is proven, the admins are told. */
export async function verifySignupPhone(deps: Deps, event: Event, userId: string, code: string, ip: string): Promise<VerifyPhoneReply> {
  const user = await requireSignupUser(deps, event, userId);
  if (user.phone_verified_at) throw new HttpError(409, alreadySetUp);
  await enforceRateLimit(deps, 'checkCode', ip, `user:${user.id}`);
  const phone = await checkPhoneCode(deps, user.id, code);
  const now = deps.now();
  const admins = await findUsersByStatus(deps.db, 'admin');
  await deps.db.doc.send(
    new TransactWriteCommand({
      TransactItems: [
        deleteCodeItem(deps, user.id),
        {
          Update: {
            TableName: deps.db.table,
            Key: userKey(user.id),
            UpdateExpression: 'SET phone_verified_at = :now, updated_at = :now',
            ConditionExpression: 'phone = :phone AND attribute_not_exists(phone_verified_at)',
            ExpressionAttributeValues: { ':now': now.toISOString(), ':phone': phone },
          },
        },
        ...outboxPuts(deps.db, admins.slice(0, 20).map((admin) => newAgentMessage(deps.config, admin, user as UserItem)), now),
      ],
    }),
  );
  return { status: 'pending_approval' };
}
