import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { QrStatus } from '#shared/auth.js';
import { qrLoginKey } from './keys.js';
import { isConditionFailure, isExpired, transactWrite, ttlSeconds, writeIf, type Db, type TransactItem } from './table.js';

export const QR_PENDING_INDEX = 'QRLOGIN#PENDING';

/** A login waiting on another device (docs/data-model.md A21), keyed by hash(session_id). */
export interface QrLoginItem {
  pk: string;
  sk: string;
  status: QrStatus;
  /** hash of the HttpOnly cookie of the browser that generated it: only it may poll and complete. */
  browser_hash: string;
  user_agent: string;
  ip_address: string;
  created_at: string;
  user_id?: string;
  expires_at: number;
  /** Sparse, while pending, so the expiry job finds it. */
  gsi2pk?: string;
  gsi2sk?: string;
}

export interface NewQrLogin {
  sessionHash: string;
  browserHash: string;
  userAgent: string;
  ip: string;
  expires: Date;
}

/** Stores a pending login with `extra` (its approval link) in one transaction. */
export async function createQrLogin(db: Db, login: NewQrLogin, now: Date, extra: TransactItem[] = []): Promise<void> {
  const item: QrLoginItem = {
    ...qrLoginKey(login.sessionHash),
    status: 'pending',
    browser_hash: login.browserHash,
    user_agent: login.userAgent.slice(0, 300),
    ip_address: login.ip,
    created_at: now.toISOString(),
    expires_at: ttlSeconds(login.expires),
    gsi2pk: QR_PENDING_INDEX,
    gsi2sk: login.expires.toISOString(),
  };
  await transactWrite(db, [{ Put: { TableName: db.table, Item: item } }, ...extra]);
}

/** The hash of the session id a stored login is keyed by. */
export const qrSessionHash = (item: Pick<QrLoginItem, 'pk'>) => item.pk.slice(qrLoginKey('').pk.length);

export async function findQrLogin(db: Db, sessionHash: string): Promise<QrLoginItem | undefined> {
  const { Item } = await db.doc.send(new GetCommand({ TableName: db.table, Key: qrLoginKey(sessionHash) }));
  return Item as QrLoginItem | undefined;
}

/** What a poller sees: a login past its five minutes is expired whatever the item says. */
export const qrStatus = (item: QrLoginItem, now: Date): QrStatus =>
  item.status !== 'completed' && isExpired(item, now) ? 'expired' : item.status;

/** Moves a live login from one status to the next; false when it was not in `from` any more. */
export async function moveQrLogin(db: Db, sessionHash: string, from: QrStatus, to: QrStatus, now: Date, userId?: string): Promise<boolean> {
  return writeIf(
    db,
    new UpdateCommand({
      TableName: db.table,
      Key: qrLoginKey(sessionHash),
      UpdateExpression: `SET #status = :to${userId ? ', user_id = :user' : ''} REMOVE gsi2pk, gsi2sk`,
      ConditionExpression: '#status = :from AND expires_at > :now',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':to': to, ':from': from, ':now': ttlSeconds(now), ...(userId ? { ':user': userId } : {}) },
    }),
  );
}

/** Pending logins past their expiry, for the job that marks them expired. */
export async function findOverdueQrLogins(db: Db, now: Date): Promise<QrLoginItem[]> {
  const { Items = [] } = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk <= :now',
      ExpressionAttributeValues: { ':pk': QR_PENDING_INDEX, ':now': now.toISOString() },
      Limit: 100,
    }),
  );
  return Items as QrLoginItem[];
}

export async function markQrLoginExpired(db: Db, item: QrLoginItem): Promise<void> {
  await db.doc.send(
    new UpdateCommand({
      TableName: db.table,
      Key: { pk: item.pk, sk: item.sk },
      UpdateExpression: 'SET #status = :expired REMOVE gsi2pk, gsi2sk',
      ConditionExpression: '#status = :pending',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':expired': 'expired', ':pending': 'pending' },
    }),
  ).catch((error: unknown) => {
    if (!isConditionFailure(error)) throw error;
  });
}
