import { BatchWriteItemCommand, ScanCommand, type AttributeValue, type DynamoDBClient } from '@aws-sdk/client-dynamodb';

type Item = Record<string, AttributeValue>;
type WriteRequest = { PutRequest: { Item: Item } } | { DeleteRequest: { Key: Item } };
/** An item as JSON: DynamoDB's own typed form, with binary values in base64. */
export type StoredItem = Record<string, unknown>;

const BATCH = 25;
const PARALLEL_BATCHES = 4;

/**
 * Every item of the table, typed as DynamoDB stores it, in key order so snapshots diff
 * well. Only the local runner scans, never a request. One segment: moto walks the whole
 * table for each segment of a parallel scan, so segments only multiply its work.
 */
export async function scanTable(dynamo: DynamoDBClient, table: string): Promise<StoredItem[]> {
  const items: Item[] = [];
  let cursor: Item | undefined;
  do {
    const page = await dynamo.send(new ScanCommand({ TableName: table, ConsistentRead: true, ExclusiveStartKey: cursor }));
    items.push(...(page.Items ?? []));
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  const keyOf = (item: Item) => `${item.pk?.S ?? ''}\u0000${item.sk?.S ?? ''}`;
  items.sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0));
  return items.map(encodeItem);
}

/** An item (or key) as JSON, for the snapshot and the journal. */
export const encodeItem = (item: Item): StoredItem => mapItem(item, encode);
export const decodeItem = (item: StoredItem): Item => mapItem(item, decode);

/** Deletes the keys with BatchWriteItem (the journal's deletes, replayed). */
export async function deleteItems(dynamo: DynamoDBClient, table: string, keys: StoredItem[]): Promise<void> {
  for (let i = 0; i < keys.length; i += BATCH) {
    await writeRequests(
      dynamo,
      table,
      keys.slice(i, i + BATCH).map((key) => ({ DeleteRequest: { Key: decodeItem(key) } })),
    );
  }
}

/** Writes the items back with BatchWriteItem, retrying what the endpoint leaves unprocessed. */
export async function putItems(dynamo: DynamoDBClient, table: string, stored: StoredItem[]): Promise<void> {
  const batches: Item[][] = [];
  for (let i = 0; i < stored.length; i += BATCH) {
    batches.push(stored.slice(i, i + BATCH).map(decodeItem));
  }
  let next = 0;
  const worker = async () => {
    while (next < batches.length) await writeBatch(dynamo, table, batches[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_BATCHES, batches.length) }, worker));
}

const writeBatch = (dynamo: DynamoDBClient, table: string, items: Item[]) => writeRequests(dynamo, table, items.map((Item) => ({ PutRequest: { Item } })));

async function writeRequests(dynamo: DynamoDBClient, table: string, requests: WriteRequest[]): Promise<void> {
  for (let attempt = 0; requests.length > 0; attempt++) {
    if (attempt > 8) throw new Error(`${requests.length} items stayed unprocessed while restoring ${table}`);
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
    const reply = await dynamo.send(new BatchWriteItemCommand({ RequestItems: { [table]: requests } }));
    requests = (reply.UnprocessedItems?.[table] ?? []) as WriteRequest[];
  }
}

function mapItem<I, O>(item: Record<string, I>, map: (value: I) => O): Record<string, O> {
  return Object.fromEntries(Object.entries(item).map(([name, value]) => [name, map(value)]));
}

/** JSON has no bytes: binary values (B, BS) travel as base64; the rest is already JSON. */
function encode(value: AttributeValue): unknown {
  if (value.B !== undefined) return { B: Buffer.from(value.B).toString('base64') };
  if (value.BS !== undefined) return { BS: value.BS.map((bytes) => Buffer.from(bytes).toString('base64')) };
  if (value.M !== undefined) return { M: mapItem(value.M, encode) };
  if (value.L !== undefined) return { L: value.L.map(encode) };
  return value;
}

function decode(value: unknown): AttributeValue {
  const typed = value as { B?: string; BS?: string[]; M?: Record<string, unknown>; L?: unknown[] };
  if (typed.B !== undefined) return { B: Buffer.from(typed.B, 'base64') };
  if (typed.BS !== undefined) return { BS: typed.BS.map((text) => Buffer.from(text, 'base64')) };
  if (typed.M !== undefined) return { M: mapItem(typed.M, decode) };
  if (typed.L !== undefined) return { L: typed.L.map(decode) };
  return value as AttributeValue;
}
