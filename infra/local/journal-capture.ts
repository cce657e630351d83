import {
  BatchGetItemCommand,
  GetItemCommand,
  type AttributeValue,
  type BatchWriteItemCommandInput,
  type BatchWriteItemCommandOutput,
  type DeleteItemCommandInput,
  type DynamoDBClient,
  type PutItemCommandInput,
  type TransactWriteItem,
  type UpdateItemCommandInput,
  type WriteRequest,
} from '@aws-sdk/client-dynamodb';
import type { Journal, JournalEntry } from './journal.js';
import { encodeItem } from './snapshot-table.js';

type Item = Record<string, AttributeValue>;
type Input = Record<string, unknown>;
export type ItemChange = NonNullable<JournalEntry['items']>[number];
export type Args = { input: Input };
export type Next = (args: Args) => Promise<{ output: unknown }>;
type Middleware = (next: Next, context: { commandName?: string }) => (args: Args) => Promise<{ output: unknown }>;
/** A client's middleware stack (the document client shares its DynamoDB client's). */
export interface WithStack {
  middlewareStack: {
    // A method, so any client's typed stack fits (its middlewares see these same objects).
    add(middleware: Middleware, options: { step: string; name: string; priority?: string }): void;
  };
}

/**
 * Records every write the local stack's table client makes, after the endpoint accepted it
 * and before the caller sees the answer (so before the request is answered). The line is
 * queued at the build step, inside the lock of local writes (D-198), so the lines of one item
 * follow moto's order, and after the document client's marshalling, so the input is in DynamoDB's own
 * types; updates are recorded as the item they left, read back. Its flush is awaited outside
 * that lock: the next write need not wait for this one's fsync, and flushes are shared.
 */
export function journalTableWrites(client: WithStack, reader: DynamoDBClient, journal: Journal, onItems?: (changes: ItemChange[]) => void): void {
  client.middlewareStack.add(
    (next: Next, context: JournalContext) => async (args: Args) => {
      const result = await next(args);
      const changes = await changesOf(String(context.commandName), args.input, result.output, reader);
      if (changes.length) {
        const flushed = journal.append({ items: changes });
        // Handled where it is awaited; never an unhandled rejection meanwhile.
        flushed.catch(() => undefined);
        context.journaled = { flushed, changes };
      }
      return result;
    },
    { step: 'build', name: 'journalLocalWrites' },
  );
  client.middlewareStack.add(
    (next: Next, context: JournalContext) => async (args: Args) => {
      // An update that asks for nothing is sent asking for its item (ALL_NEW), so recording it costs no read.
      const asksNothing = context.commandName === 'UpdateItemCommand' && (args.input.ReturnValues ?? 'NONE') === 'NONE';
      const result = await next(asksNothing ? { ...args, input: { ...args.input, ReturnValues: 'ALL_NEW' } } : args);
      if (asksNothing) delete (result.output as { Attributes?: unknown }).Attributes;
      if (context.journaled) {
        await context.journaled.flushed;
        onItems?.(context.journaled.changes);
      }
      return result;
    },
    { step: 'initialize', priority: 'high', name: 'awaitLocalJournal' },
  );
}

interface JournalContext {
  commandName?: string;
  journaled?: { flushed: Promise<void>; changes: ItemChange[] };
}

async function changesOf(command: string, input: Input, output: unknown, reader: DynamoDBClient): Promise<ItemChange[]> {
  switch (command) {
    case 'PutItemCommand': {
      const put = input as unknown as PutItemCommandInput;
      return [{ table: put.TableName!, put: encodeItem(put.Item!) }];
    }
    case 'DeleteItemCommand': {
      const deleted = input as unknown as DeleteItemCommandInput;
      return [{ table: deleted.TableName!, delete: encodeItem(deleted.Key!) }];
    }
    case 'UpdateItemCommand': {
      const update = input as unknown as UpdateItemCommandInput;
      const attributes = (output as { Attributes?: Record<string, unknown> }).Attributes;
      const item = update.ReturnValues === 'ALL_NEW' && attributes ? toItem(attributes) : await readItem(reader, update.TableName!, update.Key!);
      return item ? [{ table: update.TableName!, put: encodeItem(item) }] : [];
    }
    case 'TransactWriteItemsCommand':
      return transactionChanges((input.TransactItems ?? []) as TransactWriteItem[], reader);
    case 'BatchWriteItemCommand':
      return batchChanges((input as unknown as BatchWriteItemCommandInput).RequestItems ?? {}, (output as BatchWriteItemCommandOutput).UnprocessedItems ?? {});
    default:
      return [];
  }
}

async function transactionChanges(parts: TransactWriteItem[], reader: DynamoDBClient): Promise<ItemChange[]> {
  const changes: ItemChange[] = [];
  const updated: { table: string; key: Item }[] = [];
  for (const part of parts) {
    if (part.Put) changes.push({ table: part.Put.TableName!, put: encodeItem(part.Put.Item!) });
    if (part.Delete) changes.push({ table: part.Delete.TableName!, delete: encodeItem(part.Delete.Key!) });
    if (part.Update) updated.push({ table: part.Update.TableName!, key: part.Update.Key! });
  }
  // A transaction's updates return nothing: their items are read back (consistently) once it
  // committed, in one call (this runs inside the lock of local writes, so one read per item held it longer).
  for (const [table, keys] of groupByTable(updated)) {
    for (let start = 0; start < keys.length; start += BATCH_GET_KEYS) {
      for (const item of await readItems(reader, table, keys.slice(start, start + BATCH_GET_KEYS))) changes.push({ table, put: encodeItem(item) });
    }
  }
  return changes;
}

function batchChanges(requests: Record<string, WriteRequest[]>, unprocessed: Record<string, WriteRequest[]>): ItemChange[] {
  return Object.entries(requests).flatMap(([table, writes]) => {
    const left = new Set((unprocessed[table] ?? []).map(writeKey));
    return writes
      .filter((write) => !left.has(writeKey(write)))
      .map((write): ItemChange => (write.PutRequest ? { table, put: encodeItem(write.PutRequest.Item!) } : { table, delete: encodeItem(write.DeleteRequest!.Key!) }));
  });
}

/** A batch request's key; unprocessed requests come back unmarshalled through the document client. */
function writeKey(write: WriteRequest): string {
  const item = (write.PutRequest?.Item ?? write.DeleteRequest?.Key ?? {}) as Input;
  const text = (value: unknown) => (typeof value === 'string' ? value : (value as { S?: string } | undefined)?.S);
  return JSON.stringify([text(item.pk), text(item.sk)]);
}

/**
 * The item in DynamoDB's types. At the build step a document client's reply is already
 * plain JavaScript (strings, numbers, Sets, bytes), a raw client's is typed: the table's
 * partition key, always a string, tells which.
 */
function toItem(attributes: Record<string, unknown>): Item {
  return typeof attributes.pk === 'string' ? mapObject(attributes) : (attributes as Item);
}

function toAttribute(value: unknown): AttributeValue {
  if (value === null) return { NULL: true };
  if (typeof value === 'string') return { S: value };
  if (typeof value === 'number' || typeof value === 'bigint') return { N: String(value) };
  if (typeof value === 'boolean') return { BOOL: value };
  if (value instanceof Uint8Array) return { B: value };
  if (value instanceof Set) {
    const members = [...(value as Set<unknown>)];
    if (members.every((member) => typeof member === 'string')) return { SS: members as string[] };
    if (members.every((member) => member instanceof Uint8Array)) return { BS: members as Uint8Array[] };
    return { NS: members.map(String) };
  }
  if (Array.isArray(value)) return { L: value.map(toAttribute) };
  return { M: mapObject(value as Record<string, unknown>) };
}

const mapObject = (value: Record<string, unknown>): Item =>
  Object.fromEntries(Object.entries(value).flatMap(([name, member]) => (member === undefined ? [] : [[name, toAttribute(member)]])));

/** BatchGetItem's limit of keys per call (a transaction has at most 100 parts). */
const BATCH_GET_KEYS = 100;

function groupByTable(parts: { table: string; key: Item }[]): Map<string, Item[]> {
  const tables = new Map<string, Item[]>();
  for (const { table, key } of parts) tables.set(table, [...(tables.get(table) ?? []), key]);
  return tables;
}

/** The items of these keys, retrying what the endpoint leaves unprocessed; in no particular order. */
async function readItems(reader: DynamoDBClient, table: string, keys: Item[]): Promise<Item[]> {
  const items: Item[] = [];
  for (let attempt = 0; keys.length > 0; attempt++) {
    if (attempt > 8) throw new Error(`${keys.length} keys stayed unprocessed while journaling a transaction on ${table}`);
    const reply = await reader.send(new BatchGetItemCommand({ RequestItems: { [table]: { Keys: keys, ConsistentRead: true } } }));
    items.push(...(reply.Responses?.[table] ?? []));
    keys = reply.UnprocessedKeys?.[table]?.Keys ?? [];
  }
  return items;
}

async function readItem(reader: DynamoDBClient, table: string, key: Item): Promise<Item | undefined> {
  return (await reader.send(new GetItemCommand({ TableName: table, Key: key, ConsistentRead: true }))).Item;
}
