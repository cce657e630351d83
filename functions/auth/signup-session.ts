import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Deps } from '../deps.js';
import { findToken, issueToken } from '../data/tokens.js';
import { findUser, type UserItem } from '../data/users.js';
import { readCookie, serializeCookie } from '../http/cookies.js';
import { HttpError } from '../http/errors.js';
import type { Event } from '../http/handler.js';

// The rest of a signup (sign-in method, phone code) takes a user id from the URL. Only
// the browser that opened the emailed link holds this cookie, so nobody can finish
// someone else's setup by typing their id (docs/data-model.md §4 "Signup continuation").

export const SIGNUP_COOKIE = 'signup';
const SIGNUP_MS = 3_600_000;

/** A new continuation for `userId`; returns the Set-Cookie value. */
export async function issueSignupCookie(deps: Deps, userId: string): Promise<string> {
  const { db, config } = deps;
  const { token, put } = issueToken(db, 'SIGNUP', { user_id: userId }, SIGNUP_MS, deps.now());
  await db.doc.send(new PutCommand(put.Put!));
  return serializeCookie(config, SIGNUP_COOKIE, token, { maxAgeSeconds: SIGNUP_MS / 1000, path: '/api' });
}

export const clearSignupCookie = (deps: Deps) =>
  serializeCookie(deps.config, SIGNUP_COOKIE, '', { maxAgeSeconds: 0, path: '/api' });

export const setupExpired = 'This setup link has expired or belongs to another browser. Open the link in your email again.';

/** The account whose setup this browser may continue: it must be `userId`, still in setup. */
export async function requireSignupUser(deps: Deps, event: Event, userId: string): Promise<UserItem> {
  const token = readCookie(event.cookies, SIGNUP_COOKIE);
  const continuation = token ? await findToken(deps.db, 'SIGNUP', token, deps.now()) : undefined;
  if (!continuation || continuation.user_id !== userId) throw new HttpError(403, setupExpired);
  const user = await findUser(deps.db, userId);
  if (!user?.email_verified_at) throw new HttpError(403, setupExpired);
  return user;
}
