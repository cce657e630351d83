import { createHash } from 'node:crypto';
import { access, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { BatchGetItemCommand, GetItemCommand, type AttributeValue, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { writeFileAtomic } from './atomic-file.js';
import type { Journal, JournalEntry } from './journal.js';
import { encodeItem } from './snapshot-table.js';

type Item = Record<string, AttributeValue>;
type Input = Record<string, any>;
type Output = Record<string, any>;
export type ItemChange = NonNullable<JournalEntry['items']>[number];
type Args = { input: Input };
type Next = (args: Args) => Promise<{ output: Output }>;
/** A client's middleware stack (the document client shares its DynamoDB client's). */
interface WithStack {
  middlewareStack: { add: (middleware: any, options: any) => void };
}

/**
 * Records every write the local stack's table client makes, after the endpoint accepted it
 * and before the caller sees the answer (so before the request is answered). At the build
 * step: inside the queue of local writes, after the document client's marshalling, so the
 * input is in DynamoDB's own types. Updates are recorded as the item they left, read back.
 */
export function journalTableWrites(client: WithStack, reader: DynamoDBClient, journal: Journal, onItems?: (changes: ItemChange[]) => void): void {
  client.middlewareStack.add(
    (next: Next, context: { commandName?: string }) => async (args: Args) => {
      const result = await next(args);
      const changes = await changesOf(String(context.commandName), args.input as Input, result.output as Output, reader);
      if (changes.length) {
        await journal.append({ items: changes });
        onItems?.(changes);
      }
      return result;
    },
    { step: 'build', name: 'journalLocalWrites' },
  );
}

async function changesOf(command: string, input: Input, output: Output, reader: DynamoDBClient): Promise<ItemChange[]> {
  const table = input.TableName as string;
  switch (command) {
    case 'PutItemCommand':
      return [{ table, put: encodeItem(input.Item) }];
    case 'DeleteItemCommand':
      return [{ table, delete: encodeItem(input.Key) }];
    case 'UpdateItemCommand': {
      const item = await readItem(reader, table, input.Key);
      return item ? [{ table, put: encodeItem(item) }] : [];
    }
    case 'TransactWriteItemsCommand':
      return transactionChanges(input.TransactItems as Input[], reader);
    case 'BatchWriteItemCommand':
      return batchChanges(input.RequestItems as Record<string, Input[]>, (output.UnprocessedItems ?? {}) as Record<string, Input[]>);
    default:
      return [];
  }
}

async function transactionChanges(parts: Input[], reader: DynamoDBClient): Promise<ItemChange[]> {
  const changes: ItemChange[] = [];
  const updated: { table: string; key: Item }[] = [];
  for (const part of parts) {
    if (part.Put) changes.push({ table: part.Put.TableName, put: encodeItem(part.Put.Item) });
    if (part.Delete) changes.push({ table: part.Delete.TableName, delete: encodeItem(part.Delete.Key) });
    if (part.Update) updated.push({ table: part.Update.TableName, key: part.Update.Key });
  }
  // A transaction's updates return nothing: their items are read back (consistently) once it committed.
  for (const { table, key } of updated) {
    const reply = await reader.send(new BatchGetItemCommand({ RequestItems: { [table]: { Keys: [key], ConsistentRead: true } } }));
    const item = reply.Responses?.[table]?.[0];
    if (item) changes.push({ table, put: encodeItem(item) });
  }
  return changes;
}

function batchChanges(requests: Record<string, Input[]>, unprocessed: Record<string, Input[]>): ItemChange[] {
  return Object.entries(requests).flatMap(([table, writes]) => {
    const left = new Set((unprocessed[table] ?? []).map(writeKey));
    return writes
      .filter((write) => !left.has(writeKey(write)))
      .map((write): ItemChange => (write.PutRequest ? { table, put: encodeItem(write.PutRequest.Item) } : { table, delete: encodeItem(write.DeleteRequest.Key) }));
  });
}

/** A batch request's key; unprocessed requests come back unmarshalled through the document client. */
function writeKey(write: Input): string {
  const item = (write.PutRequest?.Item ?? write.DeleteRequest?.Key ?? {}) as Input;
  const text = (value: unknown) => (typeof value === 'string' ? value : (value as { S?: string } | undefined)?.S);
  return JSON.stringify([text(item.pk), text(item.sk)]);
}

async function readItem(reader: DynamoDBClient, table: string, key: Item): Promise<Item | undefined> {
  return (await reader.send(new GetItemCommand({ TableName: table, Key: key, ConsistentRead: true }))).Item;
}

/**
 * Records the files bucket's writes: a put's bytes become a blob (content-addressed, as in
 * the snapshot) written and flushed before its journal line; a copy is read back.
 */
export function journalFileWrites(client: WithStack, reader: S3Client, journal: Journal, blobDir: string): void {
  client.middlewareStack.add(
    (next: Next, context: { commandName?: string }) => async (args: Args) => {
      const command = String(context.commandName);
      const result = await next(args);
      const input = args.input as Input;
      if (command === 'PutObjectCommand' || command === 'CopyObjectCommand') {
        const object = await storeObject(reader, input.Bucket, input.Key, blobDir);
        await journal.append({ objects: [{ bucket: input.Bucket, put: object }] });
      } else if (command === 'DeleteObjectCommand') {
        await journal.append({ objects: [{ bucket: input.Bucket, delete: input.Key }] });
      }
      return result;
    },
    { step: 'initialize', name: 'journalLocalFiles' },
  );
}

/** The object as it now is in the bucket (read back: a put's body may be a stream, a copy has none). */
async function storeObject(reader: S3Client, bucket: string, key: string, blobDir: string) {
  const reply = await reader.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  const bytes = await reply.Body!.transformToByteArray();
  const blob = createHash('sha256').update(bytes).digest('hex');
  const path = join(blobDir, blob);
  const exists = await access(path).then(
    () => true,
    () => false,
  );
  // A blob already there is touched, so a snapshot's clean-up running now keeps it.
  if (exists) await utimes(path, new Date(), new Date());
  else await writeFileAtomic(path, bytes);
  return {
    key,
    etag: reply.ETag ?? '',
    size: bytes.length,
    blob,
    content_type: reply.ContentType,
    content_disposition: reply.ContentDisposition,
    cache_control: reply.CacheControl,
    metadata: reply.Metadata && Object.keys(reply.Metadata).length ? reply.Metadata : undefined,
  };
}
