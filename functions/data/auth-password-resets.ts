import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { hashToken } from './ids.js';
import { resetPointerKey } from './keys.js';
import { outboxPuts, type Message } from './outbox.js';
import { isConditionFailure, transactWrite, ttlSeconds, type Db } from './table.js';
import { findToken, issueToken, useTokenUpdate } from './tokens.js';
import { setPasswordUpdate } from './user-changes.js';

// A reset link is a RESET token; each account points at its newest one (pk USER#id,
// sk RESET), so a newer link cancels older ones.

const RESET_MS = 3_600_000;

/** Issues a link for `userId` and queues its email (built by `message` from the token), at once. */
export async function createPasswordReset(db: Db, userId: string, message: (token: string) => Message, now: Date): Promise<void> {
  const link = issueToken(db, 'RESET', { user_id: userId }, RESET_MS, now);
  await transactWrite(db, [
    link.put,
    {
      Put: {
        TableName: db.table,
        Item: { ...resetPointerKey(userId), token_hash: link.hash, expires_at: ttlSeconds(new Date(now.getTime() + RESET_MS)) },
      },
    },
    ...outboxPuts(db, [message(link.token)], now),
  ]);
}

/** The account a reset link may still change: live, unused and the account's newest. */
export async function findPasswordResetUser(db: Db, token: string, now: Date): Promise<string | undefined> {
  const link = await findToken(db, 'RESET', token, now);
  if (!link || link.used_at) return undefined;
  const userId = String(link.user_id);
  const { Item: pointer } = await db.doc.send(new GetCommand({ TableName: db.table, Key: resetPointerKey(userId) }));
  return pointer?.token_hash === hashToken(token) ? userId : undefined;
}

/** Uses the link up and sets the password, once; false when the link was used or replaced meanwhile. */
export async function completePasswordReset(db: Db, token: string, userId: string, passwordHash: string, now: Date): Promise<boolean> {
  try {
    await transactWrite(db, [
      useTokenUpdate(db, 'RESET', token, now),
      {
        Delete: {
          TableName: db.table,
          Key: resetPointerKey(userId),
          ConditionExpression: 'token_hash = :hash',
          ExpressionAttributeValues: { ':hash': hashToken(token) },
        },
      },
      setPasswordUpdate(db, userId, passwordHash, now),
    ]);
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
