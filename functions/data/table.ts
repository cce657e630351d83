import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DynamoDBDocumentClient,
  QueryCommand,
  TransactWriteCommand,
  type DeleteCommand,
  type PutCommand,
  type QueryCommandInput,
  type TransactWriteCommandInput,
  type UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { Config } from '../config.js';

/** The table a function works on: the document client and the table's name. */
export interface Db {
  doc: DynamoDBDocumentClient;
  table: string;
}

/** AWS_ENDPOINT_URL points the client at moto or LocalStack locally. */
export function createDb(config: Pick<Config, 'AWS_REGION' | 'AWS_ENDPOINT_URL' | 'TABLE_NAME'>): Db {
  const client = new DynamoDBClient({
    region: config.AWS_REGION,
    ...(config.AWS_ENDPOINT_URL ? { endpoint: config.AWS_ENDPOINT_URL } : {}),
  });
  const doc = DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true },
  });
  return { doc, table: config.TABLE_NAME };
}

/** One part of a TransactWriteItems call: data functions return these, rules compose them. */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** Epoch seconds for the TTL attribute. */
export const ttlSeconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** Expiry is checked on read: TTL deletion can lag by days. */
export const isExpired = (item: { expires_at?: number } | undefined, now: Date) =>
  item?.expires_at !== undefined && item.expires_at * 1000 <= now.getTime();

/** True when a failed write was refused by its condition (or a transaction's). */
export function isConditionFailure(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return name === 'ConditionalCheckFailedException' || name === 'TransactionCanceledException';
}

type ConditionalWrite = PutCommand | UpdateCommand | DeleteCommand;

/** Sends one conditional write; false when its condition refused it (a repeat, a race lost, a state moved on). */
export async function writeIf(db: Db, command: ConditionalWrite): Promise<boolean> {
  try {
    await db.doc.send(command as UpdateCommand);
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** For a cancelled transaction, the indexes of the items whose condition failed. */
export function failedConditions(error: unknown): number[] {
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return reasons.flatMap((reason, index) => (reason.Code === 'ConditionalCheckFailed' ? [index] : []));
}

/** Every item a Query matches, following its pages (a page stops at 1 MB). */
export async function queryAll<T>(db: Db, input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>): Promise<T[]> {
  const items: T[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await db.doc.send(new QueryCommand({ ...input, TableName: db.table, ExclusiveStartKey: cursor }));
    items.push(...((page.Items ?? []) as T[]));
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return items;
}

export type WriteRequest = { PutRequest: { Item: object } } | { DeleteRequest: { Key: object } };

/** BatchWriteItem's limit of requests per call. */
const BATCH_SIZE = 25;

/** BatchWriteItem calls in flight at once. */
const BATCH_CONCURRENCY = 4;

/**
 * Puts and deletes, 25 per BatchWriteItem (its limit), a few calls at a time, retrying
 * with backoff what DynamoDB leaves unprocessed when it throttles. Not atomic: for
 * items whose writes need no condition (idempotent copies, clean-ups).
 */
export async function batchWrite(db: Db, requests: WriteRequest[]): Promise<void> {
  const chunks: WriteRequest[][] = [];
  for (let start = 0; start < requests.length; start += BATCH_SIZE) chunks.push(requests.slice(start, start + BATCH_SIZE));
  const next = async (): Promise<void> => {
    const chunk = chunks.shift();
    if (!chunk) return;
    await writeChunk(db, chunk);
    return next();
  };
  await Promise.all(Array.from({ length: Math.min(BATCH_CONCURRENCY, chunks.length) }, next));
}

async function writeChunk(db: Db, chunk: WriteRequest[]): Promise<void> {
  let pending = chunk;
  for (let attempt = 1; pending.length > 0; attempt++) {
    if (attempt > 8) throw new Error(`BatchWriteItem: ${pending.length} requests stayed unprocessed`);
    if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
    const { UnprocessedItems } = await db.doc.send(new BatchWriteCommand({ RequestItems: { [db.table]: pending } }));
    pending = (UnprocessedItems?.[db.table] ?? []) as WriteRequest[];
  }
}

/** BatchGetItem's limit of keys per call. */
const BATCH_GET_SIZE = 100;

/**
 * The items of these keys that exist (in no particular order), 100 keys per BatchGetItem
 * (its limit), a few calls at a time, retrying with backoff the keys DynamoDB leaves
 * unprocessed. Keys must be distinct (DynamoDB refuses a call naming one twice).
 */
export async function batchGet<T>(db: Db, keys: Record<string, unknown>[], projection?: string): Promise<T[]> {
  const chunks: Record<string, unknown>[][] = [];
  for (let start = 0; start < keys.length; start += BATCH_GET_SIZE) chunks.push(keys.slice(start, start + BATCH_GET_SIZE));
  const items: T[] = [];
  const next = async (): Promise<void> => {
    const chunk = chunks.shift();
    if (!chunk) return;
    items.push(...(await getChunk<T>(db, chunk, projection)));
    return next();
  };
  await Promise.all(Array.from({ length: Math.min(BATCH_CONCURRENCY, chunks.length) }, next));
  return items;
}

async function getChunk<T>(db: Db, chunk: Record<string, unknown>[], projection?: string): Promise<T[]> {
  const items: T[] = [];
  let pending = chunk;
  for (let attempt = 1; pending.length > 0; attempt++) {
    if (attempt > 8) throw new Error(`BatchGetItem: ${pending.length} keys stayed unprocessed`);
    if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
    const request = { Keys: pending, ...(projection ? { ProjectionExpression: projection } : {}) };
    const { Responses, UnprocessedKeys } = await db.doc.send(new BatchGetCommand({ RequestItems: { [db.table]: request } }));
    items.push(...((Responses?.[db.table] ?? []) as T[]));
    pending = (UnprocessedKeys?.[db.table]?.Keys ?? []) as Record<string, unknown>[];
  }
  return items;
}

/** How many items a Query matches (Select COUNT), following its pages. */
export async function countAll(db: Db, input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey' | 'Select'>): Promise<number> {
  let count = 0;
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await db.doc.send(new QueryCommand({ ...input, TableName: db.table, Select: 'COUNT', ExclusiveStartKey: cursor }));
    count += page.Count ?? 0;
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return count;
}

/** Whether a cancelled transaction failed only because another one held its items. */
export function isTransactionConflict(error: unknown): boolean {
  const reasons = (error as { name?: string; CancellationReasons?: { Code?: string }[] }).CancellationReasons;
  return (
    (error as { name?: string }).name === 'TransactionCanceledException' &&
    !!reasons?.some((reason) => reason.Code === 'TransactionConflict') &&
    !reasons.some((reason) => reason.Code === 'ConditionalCheckFailed')
  );
}

/**
 * TransactWriteItems, tried again when it lost a race to a transaction still in flight
 * on the same items (TransactionConflict): the second try sees the other's outcome, so
 * its conditions, not the timing, decide (e.g. exactly one of two signings wins).
 */
export async function transactWrite(db: Db, items: TransactItem[], attempts = 4): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await db.doc.send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (error) {
      if (attempt >= attempts || !isTransactionConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** attempt + Math.random() * 25));
    }
  }
}

/** An item without its null fields: stored attributes are absent, never null or empty (data-model rule 9). */
export const withoutNulls = <T extends object>(item: T): T => Object.fromEntries(Object.entries(item).filter(([, value]) => value !== null)) as T;
