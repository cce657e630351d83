import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { authMessages } from '#shared/auth.js';
import type { Deps } from '../deps.js';
import { hashToken } from '../data/ids.js';
import { resetPointerKey, userKey } from '../data/keys.js';
import { outboxPuts } from '../data/outbox.js';
import { deleteUserSessions } from '../data/sessions.js';
import { isConditionFailure, ttlSeconds } from '../data/table.js';
import { findToken, issueToken, useTokenUpdate } from '../data/tokens.js';
import { findUserByEmail } from '../data/users.js';
import { HttpError } from '../http/errors.js';
import { resetMessage } from './messages.js';
import { hashPassword } from './passwords.js';
import { enforceRateLimit } from './rate-limit.js';

const RESET_MS = 3_600_000;

/**
 * POST /api/reset-password {email}: the same answer whether or not the email has an
 * account. Each account points at its newest link, so a newer link cancels older ones.
 */
export async function requestPasswordReset(deps: Deps, email: string, ip: string): Promise<{ message: string }> {
  const normalized = email.trim().toLowerCase();
  await enforceRateLimit(deps, 'reset', ip, `email:${normalized}`);
  const user = await findUserByEmail(deps.db, normalized);
  if (user) {
    const { db, config } = deps;
    const now = deps.now();
    const link = issueToken(db, 'RESET', { user_id: user.id }, RESET_MS, now);
    await db.doc.send(
      new TransactWriteCommand({
        TransactItems: [
          link.put,
          {
            Put: {
              TableName: db.table,
              Item: { ...resetPointerKey(user.id), token_hash: link.hash, expires_at: ttlSeconds(new Date(now.getTime() + RESET_MS)) },
            },
          },
          ...outboxPuts(db, [resetMessage(config, user, link.token)], now),
        ],
      }),
    );
  }
  return { message: authMessages.resetSent };
}

/** The account a reset link may still change, or a 400 with the spec's alert. */
async function liveResetUser(deps: Deps, token: string): Promise<string> {
  const link = await findToken(deps.db, 'RESET', token, deps.now());
  if (!link || link.used_at) throw new HttpError(400, authMessages.invalidResetLink);
  const userId = String(link.user_id);
  const { Item: pointer } = await deps.db.doc.send(new GetCommand({ TableName: deps.db.table, Key: resetPointerKey(userId) }));
  if (pointer?.token_hash !== hashToken(token)) throw new HttpError(400, authMessages.invalidResetLink);
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
  const { db } = deps;
  const now = deps.now();
  try {
    await db.doc.send(
      new TransactWriteCommand({
        TransactItems: [
          useTokenUpdate(db, 'RESET', token, now),
          {
            Delete: {
              TableName: db.table,
              Key: resetPointerKey(userId),
              ConditionExpression: 'token_hash = :hash',
              ExpressionAttributeValues: { ':hash': hashToken(token) },
            },
          },
          {
            Update: {
              TableName: db.table,
              Key: userKey(userId),
              UpdateExpression: 'SET password_hash = :hash, updated_at = :now',
              ConditionExpression: 'attribute_exists(pk)',
              ExpressionAttributeValues: { ':hash': await hashPassword(password), ':now': now.toISOString() },
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new HttpError(400, authMessages.invalidResetLink);
    throw error;
  }
  await deleteUserSessions(db, userId);
  return { message: authMessages.passwordUpdated };
}

