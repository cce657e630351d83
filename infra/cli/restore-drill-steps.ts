import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BatchWriteItemCommand, type AttributeValue, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteObjectsCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { writeFileAtomic } from '../local/atomic-file.js';
import { loadObjects, saveObjects, type StoredObject } from '../local/snapshot-files.js';
import { putItems, scanTable, type StoredItem } from '../local/snapshot-table.js';
import { table as tableSpec } from '../resources.js';

/** The table and the bucket a drill works on, with the clients that reach them. */
export interface DrillTarget {
  dynamo: DynamoDBClient;
  s3: S3Client;
  table: string;
  bucket: string;
}

/** What is compared before and after: counts, and a SHA-256 over the whole content. */
export interface Fingerprint {
  items: number;
  itemsSha256: string;
  objects: number;
  objectsSha256: string;
  bytes: number;
}

/** The export on disk: the items as DynamoDB types them, the objects as content-addressed blobs. */
export interface DrillExport {
  dir: string;
  items: StoredItem[];
  objects: StoredObject[];
}

const itemsFile = (dir: string) => join(dir, 'items.json');
const objectsFile = (dir: string) => join(dir, 'objects.json');
const blobDir = (dir: string) => join(dir, 'blobs');

/** Reads every item and every object (their bytes included) into `dir`. */
export async function exportAll(target: DrillTarget, dir: string): Promise<DrillExport> {
  await mkdir(dir, { recursive: true });
  const items = await scanTable(target.dynamo, target.table);
  const objects = await saveObjects(target.s3, target.bucket, blobDir(dir), []);
  await writeFileAtomic(itemsFile(dir), JSON.stringify(items));
  await writeFileAtomic(objectsFile(dir), JSON.stringify(objects));
  return { dir, items, objects };
}

/** What the restore reads: the files, not the memory of the export, as a real restore would. */
export async function readExport(dir: string): Promise<DrillExport> {
  const items = JSON.parse(await readFile(itemsFile(dir), 'utf8')) as StoredItem[];
  const objects = JSON.parse(await readFile(objectsFile(dir), 'utf8')) as StoredObject[];
  return { dir, items, objects };
}

/** Deletes every item and every object; answers what is left (0 and 0 when it worked). */
export async function wipeAll(target: DrillTarget, exported: DrillExport): Promise<{ items: number; objects: number }> {
  // Keys are strings, whose stored JSON form ({ S: … }) is already DynamoDB's.
  const keys = exported.items.map(
    (item) => ({ [tableSpec.partitionKey]: item[tableSpec.partitionKey], [tableSpec.sortKey]: item[tableSpec.sortKey] }) as Record<string, AttributeValue>,
  );
  await deleteItems(target, keys);
  await deleteObjects(target, exported.objects.map((object) => object.key));
  const left = await scanTable(target.dynamo, target.table);
  const listed = await target.s3.send(new ListObjectsV2Command({ Bucket: target.bucket, MaxKeys: 1000 }));
  return { items: left.length, objects: listed.KeyCount ?? 0 };
}

/** Puts the export back: every item, every object with its type and metadata. */
export async function restoreAll(target: DrillTarget, exported: DrillExport): Promise<void> {
  await putItems(target.dynamo, target.table, exported.items);
  await loadObjects(target.s3, target.bucket, blobDir(exported.dir), exported.objects);
}

/** Reads the table and the bucket again (every object downloaded and hashed) and fingerprints them. */
export async function fingerprintLive(target: DrillTarget, dir: string): Promise<Fingerprint> {
  const items = await scanTable(target.dynamo, target.table);
  // Blobs are named by their SHA-256, so downloading into the export's folder re-hashes each object.
  const objects = await saveObjects(target.s3, target.bucket, blobDir(dir), []);
  return fingerprint(items, objects);
}

export function fingerprint(items: StoredItem[], objects: StoredObject[]): Fingerprint {
  const itemHash = createHash('sha256');
  for (const item of items) itemHash.update(`${canonical(item)}\n`);
  const objectHash = createHash('sha256');
  for (const object of [...objects].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))) {
    const described = [object.key, object.blob, object.size, object.content_type ?? '', object.content_disposition ?? '', canonical(object.metadata ?? {})];
    objectHash.update(`${described.join('\t')}\n`);
  }
  return {
    items: items.length,
    itemsSha256: itemHash.digest('hex'),
    objects: objects.length,
    objectsSha256: objectHash.digest('hex'),
    bytes: objects.reduce((sum, object) => sum + object.size, 0),
  };
}

/**
 * JSON with attribute names sorted at every depth, and DynamoDB's sets sorted: a map or
 * a set read back may list its members in another order without being another value.
 */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, member]) => member !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries
    .map(([name, member]) => {
      const isSet = (name === 'SS' || name === 'NS' || name === 'BS') && Array.isArray(member);
      return `${JSON.stringify(name)}:${canonical(isSet ? [...(member as string[])].sort() : member)}`;
    })
    .join(',')}}`;
}

const BATCH = 25;

async function deleteItems(target: DrillTarget, keys: Record<string, AttributeValue>[]): Promise<void> {
  for (let i = 0; i < keys.length; i += BATCH) {
    let requests = keys.slice(i, i + BATCH).map((Key) => ({ DeleteRequest: { Key } }));
    for (let attempt = 0; requests.length > 0; attempt++) {
      if (attempt > 8) throw new Error(`${requests.length} deletes stayed unprocessed in ${target.table}`);
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
      const reply = await target.dynamo.send(new BatchWriteItemCommand({ RequestItems: { [target.table]: requests } }));
      requests = (reply.UnprocessedItems?.[target.table] ?? []) as typeof requests;
    }
  }
}

async function deleteObjects(target: DrillTarget, keys: string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += 1000) {
    const reply = await target.s3.send(
      new DeleteObjectsCommand({ Bucket: target.bucket, Delete: { Objects: keys.slice(i, i + 1000).map((Key) => ({ Key })), Quiet: true } }),
    );
    if (reply.Errors?.length) throw new Error(`S3 kept ${reply.Errors.length} objects: ${reply.Errors[0]!.Key} (${reply.Errors[0]!.Code})`);
  }
}
