import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { CeSession, SessionUpdate } from '#shared/ce.js';
import { hashToken } from './ids.js';
import { CE_SESSIONS_INDEX, ceClassKey, ceSessionKey, ceSessionQueueKey, tokenKey } from './keys.js';
import { adminEntryPut, entryDelete } from './queue.js';
import type { CeClassItem } from './ce-classes.js';
import { issueToken } from './tokens.js';
import { readListPage } from './pages.js';
import { queryAll, ttlSeconds, withoutNulls, type Db } from './table.js';

// CE sessions (data-model §3, E3–E5). A session copies its class's fields (the class is
// locked while it has sessions) and keeps its qr_token plain for admins to show again;
// the public link is looked up through the hashed CE_ATTENDANCE token (data-model §4).

export interface CeSessionItem extends CeSession {
  pk: string;
  sk: string;
  gsi1pk: string;
  gsi1sk: string;
  created_at: string;
  updated_at?: string;
  /** When an admin first downloaded the roster (GET …/roster): the Commission's filing (issue 15). */
  roster_exported_at?: string;
}

export const toCeSession = (item: CeSessionItem): CeSession => ({
  id: item.id,
  ce_class_id: item.ce_class_id,
  class_name: item.class_name,
  class_code: item.class_code,
  class_hours: item.class_hours,
  session_date: item.session_date,
  session_time: item.session_time ?? null,
  location: item.location ?? null,
  max_attendees: item.max_attendees ?? null,
  attendee_count: item.attendee_count,
  qr_token: item.qr_token,
});

const indexOf = (id: string, date: string) => ({ gsi1pk: CE_SESSIONS_INDEX, gsi1sk: `${date}#${id}` });
const ZERO = { ':zero': 0 };

/**
 * The session's roster entry in the admins' queue (D-158): shows from the session's date
 * until an admin downloads the roster; the Commission's 10 days count from that date.
 */
export const rosterEntryPut = (db: Db, session: Pick<CeSessionItem, 'id' | 'session_date' | 'class_name' | 'class_code'>) =>
  adminEntryPut(db, ceSessionQueueKey(session.id), 'ROSTER', session.session_date, {
    ref_id: session.id,
    since: session.session_date,
    title: `${session.class_name} (${session.class_code})`,
  });

/** data-model E3, paged (D-184): one page of the sessions, newest date first. */
export async function findCeSessionsPage(db: Db, limit: number, cursor?: string): Promise<{ sessions: CeSessionItem[]; next_cursor: string | null }> {
  const page = await readListPage<CeSessionItem>(db, { index: 'gsi1', partition: CE_SESSIONS_INDEX, fixed: { sk: 'SESSION' }, newestFirst: true }, limit, cursor);
  return { sessions: page.items, next_cursor: page.next_cursor };
}

/** data-model E3 whole: every session, newest date first (the CLI's queue backfill only, off the request path). */
export async function findCeSessions(db: Db): Promise<CeSessionItem[]> {
  return queryAll<CeSessionItem>(db, {
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': CE_SESSIONS_INDEX },
    ScanIndexForward: false,
  });
}

/** The first session on or after `today` (the share page names it): one Query of one item. */
export async function findNextCeSession(db: Db, today: string): Promise<CeSessionItem | undefined> {
  const { Items } = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk >= :today',
      ExpressionAttributeValues: { ':pk': CE_SESSIONS_INDEX, ':today': today },
      Limit: 1,
    }),
  );
  return Items?.[0] as CeSessionItem | undefined;
}

export async function findCeSession(db: Db, id: string): Promise<CeSessionItem | undefined> {
  const { Item } = await db.doc.send(new GetCommand({ TableName: db.table, Key: ceSessionKey(id), ConsistentRead: true }));
  return Item as CeSessionItem | undefined;
}

export interface NewSession extends SessionUpdate {
  id: string;
}

/**
 * data-model E4: the session, its class's session_count, and its attendance link, all or nothing.
 * The class update also checks the copied fields are still the class's (an edit racing
 * this create would otherwise leave a session naming the old class): fails at index 1.
 */
export async function putCeSession(db: Db, ceClass: CeClassItem, input: NewSession, linkExpires: Date, now: Date): Promise<CeSessionItem> {
  const link = issueToken(db, 'CE_ATTENDANCE', { ce_session_id: input.id }, linkExpires.getTime() - now.getTime(), now);
  const item = ceSessionItem(ceClass, input, link.token, now);
  await db.doc.send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: db.table, Item: withoutNulls(item), ConditionExpression: 'attribute_not_exists(pk)' } },
        {
          Update: {
            TableName: db.table,
            Key: ceClassKey(ceClass.id),
            UpdateExpression: 'ADD session_count :one',
            ConditionExpression: 'attribute_exists(pk) AND class_name = :name AND class_code = :code AND hours = :hours',
            ExpressionAttributeValues: { ':one': 1, ':name': ceClass.class_name, ':code': ceClass.class_code, ':hours': ceClass.hours },
          },
        },
        link.put,
        rosterEntryPut(db, item),
      ],
    }),
  );
  return item;
}

/** A new session as stored: its class's fields copied, listed by date through gsi1 (data-model E3). */
export const ceSessionItem = (ceClass: Pick<CeClassItem, 'id' | 'class_name' | 'class_code' | 'hours'>, input: NewSession, qrToken: string, now: Date): CeSessionItem => ({
  ...ceSessionKey(input.id),
  ...indexOf(input.id, input.session_date),
  ...input,
  ce_class_id: ceClass.id,
  class_name: ceClass.class_name,
  class_code: ceClass.class_code,
  class_hours: ceClass.hours,
  attendee_count: 0,
  qr_token: qrToken,
  created_at: now.toISOString(),
});

/** data-model E5: edits a session with no attendees; its link lives until the end of the day after the new date. Fails at index 0. */
export async function updateCeSession(db: Db, before: CeSessionItem, input: SessionUpdate, linkExpires: Date, now: Date): Promise<CeSessionItem> {
  const after: CeSessionItem = { ...before, ...indexOf(before.id, input.session_date), ...input, updated_at: now.toISOString() };
  await db.doc.send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: db.table, Item: withoutNulls(after), ConditionExpression: 'attribute_exists(pk) AND attendee_count = :zero', ExpressionAttributeValues: ZERO } },
        {
          Update: {
            TableName: db.table,
            Key: tokenKey(hashToken(before.qr_token), 'CE_ATTENDANCE'),
            UpdateExpression: 'SET expires_at = :expires',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':expires': ttlSeconds(linkExpires) },
          },
        },
        ...(after.roster_exported_at ? [] : [rosterEntryPut(db, after)]),
      ],
    }),
  );
  return after;
}

/** data-model E5: deletes a session with no attendees, gives its class a session back, ends its link. Fails at index 0. */
export async function deleteCeSession(db: Db, item: CeSessionItem): Promise<void> {
  await db.doc.send(
    new TransactWriteCommand({
      TransactItems: [
        { Delete: { TableName: db.table, Key: ceSessionKey(item.id), ConditionExpression: 'attribute_exists(pk) AND attendee_count = :zero', ExpressionAttributeValues: ZERO } },
        { Update: { TableName: db.table, Key: ceClassKey(item.ce_class_id), UpdateExpression: 'ADD session_count :minus', ConditionExpression: 'attribute_exists(pk)', ExpressionAttributeValues: { ':minus': -1 } } },
        { Delete: { TableName: db.table, Key: tokenKey(hashToken(item.qr_token), 'CE_ATTENDANCE') } },
        entryDelete(db, ceSessionQueueKey(item.id)),
      ],
    }),
  );
}

/**
 * The first roster download (issue 15): records when, and takes the session off the
 * admins' queue, together. Later downloads write nothing (GETs change nothing, D-118).
 */
export async function recordRosterExport(db: Db, sessionId: string, now: Date): Promise<void> {
  try {
    await db.doc.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: db.table,
              Key: ceSessionKey(sessionId),
              UpdateExpression: 'SET roster_exported_at = :now',
              ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(roster_exported_at)',
              ExpressionAttributeValues: { ':now': now.toISOString() },
            },
          },
          entryDelete(db, ceSessionQueueKey(sessionId)),
        ],
      }),
    );
  } catch (error) {
    if ((error as { name?: string }).name !== 'TransactionCanceledException') throw error;
  }
}
