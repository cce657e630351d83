import { createHash } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { hashToken } from './ids.js';
import { tokenKey } from './keys.js';
import { ttlSeconds, writeIf, type Db } from './table.js';
import { findToken } from './tokens.js';

// The rest of a signup (sign-in method, phone code) takes a user id from the URL. Only
// the browser that opened the emailed link holds this continuation's token, so nobody
// can finish someone else's setup by typing their id (docs/data-model.md §4 "Signup continuation").

export const SIGNUP_MS = 3_600_000;

/**
 * The continuation an emailed link grants, answered as the token for the browser's
 * cookie. It is derived from the link's own secret, so opening the link again hands
 * out the same one and, while it lives, writes nothing: a GET changes nothing, even
 * when a mail scanner opens the link first (issue 18). Only the link's holder can
 * derive it, as before only the link's holder could get a random one.
 */
export async function openSignupSession(db: Db, userId: string, linkToken: string, now: Date): Promise<string> {
  const token = createHash('sha256').update(`signup-continuation:${linkToken}`).digest('base64url');
  if (await findToken(db, 'SIGNUP', token, now)) return token;
  const item = {
    ...tokenKey(hashToken(token), 'SIGNUP'),
    user_id: userId,
    created_at: now.toISOString(),
    expires_at: ttlSeconds(new Date(now.getTime() + SIGNUP_MS)),
  };
  // An expired one may still be stored (TTL deletion lags): it is replaced. Refused
  // means opened twice at once: the other request stored this very continuation.
  await writeIf(
    db,
    new PutCommand({
      TableName: db.table,
      Item: item,
      ConditionExpression: 'attribute_not_exists(pk) OR expires_at <= :now',
      ExpressionAttributeValues: { ':now': ttlSeconds(now) },
    }),
  );
  return token;
}

/** The account a live continuation token may set up, or undefined. */
export async function findSignupSessionUser(db: Db, token: string | undefined, now: Date): Promise<string | undefined> {
  const continuation = token ? await findToken(db, 'SIGNUP', token, now) : undefined;
  return continuation ? String(continuation.user_id) : undefined;
}
