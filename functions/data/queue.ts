import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import type { AgentQueueKind, ReportPromise } from '#shared/dashboard.js';
import { toReportPromise, type StoredReportPromise } from './settings.js';
import { ADMIN_QUEUE_INDEX, ADMIN_QUEUE_SETTINGS_SK, adminQueueSk, agentQueueIndex, bookingQueueKey, type QueueEntryKind } from './keys.js';
import { isConditionFailure, queryAll, type Db, type TransactItem } from './table.js';

// The dashboard's work queue (docs/data-model.md "Work queue", D-158). Each waiting thing
// is one small entry item in its owner's partition, written and removed in the same
// transaction that changes the owner's state. Admin entries share one gsi1 partition,
// sorted by the instant they start to matter, so the whole admin queue is one Query of
// what is due; an agent's entry sits on gsi2 under the agent. Entries copy what a line
// shows, so the dashboard never reads the bookings themselves.

export interface QueueEntryItem {
  pk: string;
  sk: string;
  kind: QueueEntryKind;
  /** The owner's id: booking, contact or CE session. */
  ref_id: string;
  /** When the waiting began (ISO instant), or the date it is about (visits, rosters). */
  since: string;
  title: string;
  detail?: string;
  agent_id?: string;
  agent_name?: string;
  client_name?: string;
  agent_kind?: AgentQueueKind;
  client_phone?: string;
  preferred_dates?: string[];
  inspection_date?: string;
  inspection_time?: string;
  gsi1pk?: string;
  gsi1sk?: string;
  gsi2pk?: string;
  gsi2sk?: string;
}

export type EntryFields = Omit<QueueEntryItem, 'pk' | 'sk' | 'kind' | 'gsi1pk' | 'gsi1sk' | 'gsi2pk' | 'gsi2sk'>;

/**
 * The Put of an admin entry that shows from `showsFrom` (an ISO instant or a date: both
 * sort as text against now). A Put replaces: sending an agreement again moves it back.
 */
export function adminEntryPut(db: Db, key: { pk: string; sk: string }, kind: QueueEntryKind, showsFrom: string, fields: EntryFields): TransactItem {
  const item: QueueEntryItem = { ...key, kind, ...fields, gsi1pk: ADMIN_QUEUE_INDEX, gsi1sk: adminQueueSk(showsFrom, kind, fields.ref_id) };
  return { Put: { TableName: db.table, Item: item } };
}

/** The Put of the agent's one entry for a booking: what the inspection waits on now. */
export function agentEntryPut(db: Db, agentId: string, kind: AgentQueueKind, fields: EntryFields): TransactItem {
  const item: QueueEntryItem = {
    ...bookingQueueKey(fields.ref_id, 'AGENT'),
    kind: 'AGENT',
    ...fields,
    agent_id: agentId,
    agent_kind: kind,
    gsi2pk: agentQueueIndex(agentId),
    gsi2sk: `${fields.since}#${fields.ref_id}`,
  };
  return { Put: { TableName: db.table, Item: item } };
}

/** An unconditional Delete: removing an entry that is not there is no change. */
export const entryDelete = (db: Db, key: { pk: string; sk: string }): TransactItem => ({ Delete: { TableName: db.table, Key: key } });

/**
 * Every admin entry whose time has come, and the report promise that sorts first in the
 * same partition (D-158, D-160: one Query, paged only past 1 MB).
 */
export async function findDueAdminEntries(db: Db, now: Date): Promise<{ entries: QueueEntryItem[]; reportPromise: ReportPromise }> {
  const items = await queryAll<QueueEntryItem & StoredReportPromise>(db, {
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk <= :now',
    ExpressionAttributeValues: { ':pk': ADMIN_QUEUE_INDEX, ':now': `${now.toISOString()}~` },
  });
  const settings = items.find((item) => item.gsi1sk === ADMIN_QUEUE_SETTINGS_SK);
  return { entries: items.filter((item) => item !== settings), reportPromise: toReportPromise(settings) };
}

/** The agent's own entries, oldest first: the key holds the agent, so nobody else's can come back. */
export async function findAgentEntries(db: Db, agentId: string): Promise<QueueEntryItem[]> {
  return queryAll<QueueEntryItem>(db, {
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': agentQueueIndex(agentId) },
  });
}

/**
 * The agent marks a report read or a download seen: only its own entry, only of those
 * kinds (a payment or a signature still waits). False when there was no such entry.
 */
export async function dismissAgentEntry(db: Db, agentId: string, bookingId: string): Promise<boolean> {
  try {
    await db.doc.send(
      new DeleteCommand({
        TableName: db.table,
        Key: bookingQueueKey(bookingId, 'AGENT'),
        ConditionExpression: 'agent_id = :me AND agent_kind IN (:report, :downloaded)',
        ExpressionAttributeValues: { ':me': agentId, ':report': 'report', ':downloaded': 'downloaded' },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
