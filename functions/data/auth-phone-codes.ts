import { createHash, randomInt } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { authMessages } from '#shared/auth.js';
import type { Config } from '../config.js';
import { audited, invalid } from '../errors.js';
import { phoneCodeKey } from './keys.js';
import { outboxPuts, type Message } from './outbox.js';
import { transactWrite, ttlSeconds, type Db, type TransactItem } from './table.js';

// product/rules.md "Fixed on purpose": a real 6-digit code by SMS, 10 minutes, 5 tries, single use.
// One code per account (pk USER#id, sk PHONE_CODE), for a signup's phone or a new number.
const CODE_MS = 10 * 60_000;
const MAX_TRIES = 5;

/** Salted with the account, so one table of 10^6 hashes does not fit every account. */
const hashCode = (userId: string, code: string) => createHash('sha256').update(`${userId}:${code}`).digest('base64url');

export function phoneCodeMessage(config: Pick<Config, 'BUSINESS_NAME'>, phone: string, code: string): Message {
  return {
    channel: 'sms',
    to: phone,
    subject: '',
    text: `${config.BUSINESS_NAME}: your verification code is ${code}. It expires in 10 minutes. Reply STOP to opt out, HELP for help.`,
  };
}

/**
 * Texts a new code to `phone` for `userId` (a new code replaces the previous one),
 * with `extra` in the same transaction (e.g. the change that asked for it).
 */
export async function sendPhoneCode(
  db: Db,
  config: Pick<Config, 'BUSINESS_NAME'>,
  userId: string,
  phone: string,
  now: Date,
  extra: TransactItem[] = [],
): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await transactWrite(db, [
    {
      Put: {
        TableName: db.table,
        Item: {
          ...phoneCodeKey(userId),
          code_hash: hashCode(userId, code),
          phone,
          attempts: 0,
          created_at: now.toISOString(),
          expires_at: ttlSeconds(new Date(now.getTime() + CODE_MS)),
        },
      },
    },
    ...outboxPuts(db, [phoneCodeMessage(config, phone, code)], now),
    ...extra,
  ]);
}

/**
 * Spends one try of the account's code; answers the phone the code was sent to when
 * it matches. The try is counted before the comparison, by a conditional update, so
 * parallel guesses cannot get past five.
 */
export async function checkPhoneCode(db: Db, userId: string, code: string, now: Date): Promise<string> {
  let item: Record<string, unknown> | undefined;
  try {
    ({ Attributes: item } = await db.doc.send(
      new UpdateCommand({
        TableName: db.table,
        Key: phoneCodeKey(userId),
        UpdateExpression: 'ADD attempts :one',
        ConditionExpression: 'attribute_exists(pk) AND attempts < :max AND expires_at > :now',
        ExpressionAttributeValues: { ':one': 1, ':max': MAX_TRIES, ':now': ttlSeconds(now) },
        ReturnValues: 'ALL_NEW',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    ));
  } catch (error) {
    if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
    const old = (error as { Item?: Record<string, { N?: string }> }).Item;
    if (old && Number(old.attempts?.N ?? 0) >= MAX_TRIES) throw audited(invalid(authMessages.tooManyTries), 'token-refused', 'code-tries-spent', `user:${userId}`);
    throw audited(invalid(authMessages.codeExpired), 'token-refused', 'code-expired', `user:${userId}`);
  }
  if (item?.code_hash !== hashCode(userId, code)) throw audited(invalid(authMessages.wrongCode), 'token-refused', 'wrong-code', `user:${userId}`);
  return String(item.phone);
}

/** The Delete that uses the matched code up, for the transaction that acts on it. */
export function deletePhoneCodePart(db: Db, userId: string): TransactItem {
  return { Delete: { TableName: db.table, Key: phoneCodeKey(userId), ConditionExpression: 'attribute_exists(pk)' } };
}

/** 713-555-0100 → "(•••) •••-0100" for "we texted a code to …". */
export const phoneHint = (phone: string) => `(•••) •••-${phone.slice(-4)}`;
