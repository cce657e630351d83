import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { OutboxMessage } from '#shared/outbox.js';
import { newId } from './ids.js';
import { OUTBOX_INDEX_PK, OUTBOX_PENDING_PK, outboxKey } from './keys.js';
import { ttlSeconds, writeIf, type Db, type TransactItem } from './table.js';


/** A message to send; `subject` is ignored for SMS. */
export interface Message {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
}

export type MessageStatus = 'pending' | 'sent' | 'failed';

export interface OutboxItem extends Message {
  pk: string;
  sk: string;
  id: string;
  status: MessageStatus;
  attempts: number;
  created_at: string;
  sent_at?: string;
  last_error?: string;
  /** Listing, newest first. */
  gsi1pk: string;
  gsi1sk: string;
  /** Sparse: present only while the message waits, keyed by when to try next. */
  gsi2pk?: string;
  gsi2sk?: string;
  expires_at: number;
}

/** Sent messages are kept this long for support questions, then TTL removes them. */
const KEEP_DAYS = 90;
export const MAX_ATTEMPTS = 6;

/**
 * The Put items that queue `messages`: add them to the TransactWriteItems of the
 * change that causes them, so a message exists exactly when its cause does.
 */
export function outboxPuts(db: Db, messages: Message[], now: Date): TransactItem[] {
  return messages.map((message) => {
    const id = newId();
    const at = now.toISOString();
    const item: OutboxItem = {
      ...outboxKey(id),
      ...message,
      id,
      status: 'pending',
      attempts: 0,
      created_at: at,
      gsi1pk: OUTBOX_INDEX_PK,
      gsi1sk: `${at}#${id}`,
      gsi2pk: OUTBOX_PENDING_PK,
      gsi2sk: at,
      expires_at: ttlSeconds(new Date(now.getTime() + KEEP_DAYS * 86_400_000)),
    };
    return { Put: { TableName: db.table, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } };
  });
}

/** Newest first, for /dev/outbox. */
export async function findOutboxMessages(db: Db, limit = 100): Promise<OutboxMessage[]> {
  const { Items = [] } = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': OUTBOX_INDEX_PK },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (Items as OutboxItem[]).map(toOutboxMessage);
}

export function toOutboxMessage(item: OutboxItem): OutboxMessage {
  return {
    id: item.id,
    channel: item.channel,
    to: item.to,
    subject: item.subject,
    text: item.text,
    created_at: item.created_at,
  };
}

/** One message as stored now (read consistently: the stream may name it right after its insert). */
export async function findOutboxItem(db: Db, id: string): Promise<OutboxItem | undefined> {
  const { Item } = await db.doc.send(new GetCommand({ TableName: db.table, Key: outboxKey(id), ConsistentRead: true }));
  return Item as OutboxItem | undefined;
}

/** Messages whose next attempt is due, oldest first. */
export async function findDueMessages(db: Db, now: Date, limit = 50): Promise<OutboxItem[]> {
  const { Items = [] } = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk <= :now',
      ExpressionAttributeValues: { ':pk': OUTBOX_PENDING_PK, ':now': now.toISOString() },
      Limit: limit,
    }),
  );
  return Items as OutboxItem[];
}

/**
 * Claims a due message for one sender: the conditional update succeeds for exactly
 * one of two dispatchers racing on the same message (stream and schedule).
 */
export async function claimMessage(db: Db, item: OutboxItem, now: Date, leaseMs = 60_000): Promise<boolean> {
  return writeIf(
    db,
    new UpdateCommand({
      TableName: db.table,
      Key: outboxKey(item.id),
      UpdateExpression: 'SET gsi2sk = :lease, attempts = attempts + :one',
      ConditionExpression: '#status = :pending AND attempts = :attempts',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':lease': new Date(now.getTime() + leaseMs).toISOString(),
        ':one': 1,
        ':pending': 'pending',
        ':attempts': item.attempts,
      },
    }),
  );
}

/** A link's secret (`newToken()`, 43 characters) and a texted phone code (6 digits). */
const LINK_SECRET = /[A-Za-z0-9_-]{43}/g;
const PHONE_CODE = /\b\d{6}\b/g;

/**
 * The text kept of a sent message: its links' secrets and its code removed. It was the person's
 * to use, and it is live for up to 30 days; the table keeps every other secret hashed only, so
 * a backup or export grants nothing (D-012), and 90 days of sent messages must not either.
 */
export const withoutSecrets = ({ channel, text }: Pick<Message, 'channel' | 'text'>) => {
  const linksRemoved = text.replace(LINK_SECRET, '…');
  return channel === 'sms' ? linksRemoved.replace(PHONE_CODE, '…') : linksRemoved;
};

/** Records the message sent, keeping `keptText` of it (in production, `withoutSecrets`: D-032). */
export async function markSent(db: Db, id: string, now: Date, keptText: string): Promise<void> {
  await db.doc.send(
    new UpdateCommand({
      TableName: db.table,
      Key: outboxKey(id),
      UpdateExpression: 'SET #status = :sent, sent_at = :now, #text = :text REMOVE gsi2pk, gsi2sk, last_error',
      ExpressionAttributeNames: { '#status': 'status', '#text': 'text' },
      ExpressionAttributeValues: { ':sent': 'sent', ':now': now.toISOString(), ':text': keptText },
    }),
  );
}

/** Backs off exponentially; after MAX_ATTEMPTS the message is failed and leaves the queue. */
export async function markFailed(db: Db, item: OutboxItem, attempts: number, error: string, now: Date): Promise<MessageStatus> {
  const isFinal = attempts >= MAX_ATTEMPTS;
  const retryAt = new Date(now.getTime() + 30_000 * 2 ** (attempts - 1)).toISOString();
  await db.doc.send(
    new UpdateCommand({
      TableName: db.table,
      Key: outboxKey(item.id),
      UpdateExpression: isFinal
        ? 'SET #status = :failed, last_error = :error REMOVE gsi2pk, gsi2sk'
        : 'SET gsi2sk = :retry, last_error = :error',
      ExpressionAttributeNames: isFinal ? { '#status': 'status' } : undefined,
      ExpressionAttributeValues: isFinal
        ? { ':failed': 'failed', ':error': error.slice(0, 500) }
        : { ':retry': retryAt, ':error': error.slice(0, 500) },
    }),
  );
  return isFinal ? 'failed' : 'pending';
}
