import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { SESSION_ABSOLUTE_HOURS, SESSION_IDLE_HOURS } from '#shared/session.js';
import { hashToken, newToken } from './ids.js';
import { sessionKey, userSessionsIndex } from './keys.js';
import { batchWrite, isExpired, queryAll, ttlSeconds, type Db } from './table.js';

const HOUR = 3_600_000;
/** Refreshing last_seen_at on every request would write on every read. */
const TOUCH_AFTER_MS = 5 * 60_000;

export interface SessionItem {
  pk: string;
  sk: string;
  user_id: string;
  created_at: string;
  last_seen_at: string;
  /** The absolute limit, also the TTL. */
  expires_at: number;
  gsi1pk: string;
  gsi1sk: string;
}

/** A new session: the token goes to the cookie, only its hash is stored. */
export async function createSession(db: Db, userId: string, now: Date): Promise<{ token: string; session: SessionItem }> {
  const token = newToken();
  const session: SessionItem = {
    ...sessionKey(hashToken(token)),
    user_id: userId,
    created_at: now.toISOString(),
    last_seen_at: now.toISOString(),
    expires_at: ttlSeconds(new Date(now.getTime() + SESSION_ABSOLUTE_HOURS * HOUR)),
    gsi1pk: userSessionsIndex(userId),
    gsi1sk: now.toISOString(),
  };
  await db.doc.send(new PutCommand({ TableName: db.table, Item: session }));
  return { token, session };
}

/** The live session a cookie names, or undefined when missing, idle too long or past its limit. */
export async function findSession(db: Db, token: string, now: Date): Promise<SessionItem | undefined> {
  const { Item } = await db.doc.send(new GetCommand({ TableName: db.table, Key: sessionKey(hashToken(token)) }));
  const session = Item as SessionItem | undefined;
  if (!session || isExpired(session, now)) return undefined;
  const idleSince = now.getTime() - Date.parse(session.last_seen_at);
  if (idleSince > SESSION_IDLE_HOURS * HOUR) return undefined;
  if (idleSince > TOUCH_AFTER_MS) {
    await db.doc.send(
      new UpdateCommand({
        TableName: db.table,
        Key: { pk: session.pk, sk: session.sk },
        UpdateExpression: 'SET last_seen_at = :now',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':now': now.toISOString() },
      }),
    ).catch(() => undefined); // a concurrent logout removed it: the next request sees that
  }
  return session;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.doc.send(new DeleteCommand({ TableName: db.table, Key: sessionKey(hashToken(token)) }));
}

/** Ends every session of a user (deactivation, password reset). */
export async function deleteUserSessions(db: Db, userId: string, keepToken?: string): Promise<number> {
  const keep = keepToken ? sessionKey(hashToken(keepToken)).pk : undefined;
  const keys = await queryAll<{ pk: string; sk: string }>(db, {
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': userSessionsIndex(userId) },
    ProjectionExpression: 'pk, sk',
  });
  const deleted = keys.filter((key) => key.pk !== keep);
  await batchWrite(db, deleted.map(({ pk, sk }) => ({ DeleteRequest: { Key: { pk, sk } } })));
  return deleted.length;
}
