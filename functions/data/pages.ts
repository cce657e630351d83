import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { invalid } from '../errors.js';
import type { Db } from './table.js';

/**
 * Paged lists (issue 16 point 6, D-168). A page is one Query with a `Limit`; the reply's
 * `next_cursor` is the Query's LastEvaluatedKey, base64url JSON, opaque to the client.
 * A cursor coming back is checked before DynamoDB sees it: exactly the key attributes of
 * the list, short strings, and the partition the server chose for this caller (and, for
 * a search, a sort key inside the searched range). So a cursor edited by hand or taken
 * from another list reads nothing it could not read without one: it is refused with 400.
 */

/** What a list's cursors may hold: the Query's key attributes and the values fixed by the caller. */
export interface CursorShape {
  /** Every attribute of the LastEvaluatedKey (table keys, and the index's keys for an index). */
  attributes: readonly string[];
  /** Attributes whose value the server fixed for this request (the partition queried). */
  equal: Record<string, string>;
  /** Attributes whose value must start with a prefix (a begins_with range). */
  startsWith?: Record<string, string>;
}

export const STALE_CURSOR = 'This list has changed or the link is out of date. Reload the list.';

const MAX_VALUE = 1024;

export const encodeCursor = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The JSON inside a cursor, or a 400 when it is not one of ours. */
export function decodeCursorJson(cursor: string): unknown {
  if (cursor.length > 4096 || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalid(STALE_CURSOR, { field: 'cursor' });
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid(STALE_CURSOR, { field: 'cursor' });
  }
}

/** A decoded key, checked against the list's shape: anything else is a 400, never a read. */
export function checkedKey(value: unknown, shape: CursorShape): Record<string, string> {
  const refuse = () => invalid(STALE_CURSOR, { field: 'cursor' });
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw refuse();
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length !== shape.attributes.length) throw refuse();
  for (const [name, text] of entries) {
    if (!shape.attributes.includes(name) || typeof text !== 'string' || text.length === 0 || text.length > MAX_VALUE) throw refuse();
    if (name in shape.equal && shape.equal[name] !== text) throw refuse();
    const prefix = shape.startsWith?.[name];
    if (prefix !== undefined && !text.startsWith(prefix)) throw refuse();
  }
  return value as Record<string, string>;
}

export const decodeCursor = (cursor: string | undefined, shape: CursorShape) => (cursor ? checkedKey(decodeCursorJson(cursor), shape) : undefined);

export interface Page<T> {
  items: T[];
  /** The key to start the next page from; absent when this page was the last. */
  next?: Record<string, unknown>;
}

/**
 * One Query of at most `limit` items, from `start`: the only read a page makes. Given the
 * key attributes, it reads one item more and cuts it, so the last page says it is the
 * last (a Query that stops at its Limit always returns a LastEvaluatedKey, which would
 * cost the reader an empty "Load more").
 */
export async function queryPage<T>(
  db: Db,
  input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey' | 'Limit'>,
  limit: number,
  start?: Record<string, unknown>,
  keyAttributes?: readonly string[],
): Promise<Page<T>> {
  const page = await db.doc.send(new QueryCommand({ ...input, TableName: db.table, Limit: keyAttributes ? limit + 1 : limit, ExclusiveStartKey: start }));
  const items = (page.Items ?? []) as T[];
  if (!keyAttributes) return { items, ...(page.LastEvaluatedKey ? { next: page.LastEvaluatedKey } : {}) };
  if (items.length <= limit) return { items };
  const last = items[limit - 1] as Record<string, unknown>;
  return { items: items.slice(0, limit), next: Object.fromEntries(keyAttributes.map((name) => [name, last[name]])) };
}

/** Items in a page by default, and the most a caller may ask for. */
export const PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
