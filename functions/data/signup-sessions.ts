import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from './table.js';
import { findToken, issueToken } from './tokens.js';

// The rest of a signup (sign-in method, phone code) takes a user id from the URL. Only
// the browser that opened the emailed link holds this continuation's token, so nobody
// can finish someone else's setup by typing their id (docs/data-model.md §4 "Signup continuation").

export const SIGNUP_MS = 3_600_000;

/** A new continuation for `userId`; answers the token for the browser's cookie. */
export async function createSignupSession(db: Db, userId: string, now: Date): Promise<string> {
  const { token, put } = issueToken(db, 'SIGNUP', { user_id: userId }, SIGNUP_MS, now);
  await db.doc.send(new PutCommand(put.Put!));
  return token;
}

/** The account a live continuation token may set up, or undefined. */
export async function findSignupSessionUser(db: Db, token: string | undefined, now: Date): Promise<string | undefined> {
  const continuation = token ? await findToken(db, 'SIGNUP', token, now) : undefined;
  return continuation ? String(continuation.user_id) : undefined;
}
