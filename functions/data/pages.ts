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
  /** Attributes whose value must lie in [low, high] (a BETWEEN range). */
  within?: Record<string, readonly [string, string]>;
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
    const range = shape.within?.[name];
    if (range !== undefined && (text < range[0] || text > range[1])) throw refuse();
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

/**
 * A list read a page at a time: the partition (an index's or the table's), an optional
 * sort-key condition, and the filters a page applies. The cursor shape is derived from it,
 * so every paged list checks its cursors the same way (D-168, D-184).
 */
export interface ListQuery {
  index?: 'gsi1' | 'gsi2';
  /** The partition the server chose for this caller. */
  partition: string;
  /** Values the listed items' table keys must have (e.g. `sk: 'CONTACT'`): checked in a cursor. */
  fixed?: Record<string, string>;
  /** Sort keys from `from` to `to` inclusive, or starting with `prefix`. */
  range?: { from: string; to: string } | { prefix: string };
  /** A FilterExpression with its values: the page is then filled by at most FILL_ROUNDS Queries. */
  filter?: { expression: string; values: Record<string, unknown>; names?: Record<string, string> };
  projection?: { expression: string; names?: Record<string, string> };
  newestFirst?: boolean;
  consistent?: boolean;
}

/** Queries one filtered page may take: its reads stay bounded however few items match. */
export const FILL_ROUNDS = 3;

const keyNames = (list: ListQuery) => (list.index ? ([`${list.index}pk`, `${list.index}sk`] as const) : (['pk', 'sk'] as const));

/** The cursor shape of a list: its key attributes, the partition and fixed keys, the sort-key range. */
export function cursorShapeOf(list: ListQuery): CursorShape {
  const [pkName, skName] = keyNames(list);
  const range = list.range;
  return {
    attributes: list.index ? ['pk', 'sk', pkName, skName] : ['pk', 'sk'],
    equal: { ...list.fixed, [pkName]: list.partition },
    ...(range && 'prefix' in range ? { startsWith: { [skName]: range.prefix } } : {}),
    ...(range && 'from' in range ? { within: { [skName]: [range.from, range.to] as const } } : {}),
  };
}

function queryOf(list: ListQuery): Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey' | 'Limit'> {
  const [pkName, skName] = keyNames(list);
  const range = list.range;
  const values: Record<string, unknown> = { ':partition': list.partition, ...list.filter?.values };
  let condition = `${pkName} = :partition`;
  if (range && 'prefix' in range) {
    condition += ` AND begins_with(${skName}, :prefix)`;
    values[':prefix'] = range.prefix;
  } else if (range) {
    condition += ` AND ${skName} BETWEEN :from AND :to`;
    Object.assign(values, { ':from': range.from, ':to': range.to });
  }
  const names = { ...list.filter?.names, ...list.projection?.names };
  // The next cursor is made from the last item's keys: a projection always carries them.
  const projected = list.projection && [...new Set([...list.projection.expression.split(/\s*,\s*/), ...cursorShapeOf(list).attributes])].join(', ');
  return {
    ...(list.index ? { IndexName: list.index } : {}),
    KeyConditionExpression: condition,
    ExpressionAttributeValues: values,
    ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
    ...(list.filter ? { FilterExpression: list.filter.expression } : {}),
    ...(projected ? { ProjectionExpression: projected } : {}),
    ...(list.newestFirst ? { ScanIndexForward: false } : {}),
    ...(list.consistent ? { ConsistentRead: true } : {}),
  };
}

/**
 * One page of a list from the client's cursor (checked first: a bad one is a 400 with no
 * read). Unfiltered, one Query of `limit + 1` items; filtered, at most FILL_ROUNDS Queries
 * of what the page still lacks, so a page may hold fewer than `limit` with a `next_cursor`.
 * Projected lists must project the key attributes (the cursor is made from them).
 */
export async function readListPage<T>(db: Db, list: ListQuery, limit: number, cursor?: string): Promise<{ items: T[]; next_cursor: string | null }> {
  const shape = cursorShapeOf(list);
  const input = queryOf(list);
  let start: Record<string, unknown> | undefined = decodeCursor(cursor, shape);
  if (!list.filter) {
    const page = await queryPage<T>(db, input, limit, start, shape.attributes);
    return { items: page.items, next_cursor: page.next ? encodeCursor(page.next) : null };
  }
  const items: T[] = [];
  for (let round = 0; round < FILL_ROUNDS && items.length < limit; round++) {
    const page = await queryPage<T>(db, input, limit - items.length, start);
    items.push(...page.items);
    start = page.next;
    if (!start) break;
  }
  return { items, next_cursor: start ? encodeCursor(start) : null };
}
