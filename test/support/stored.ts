import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { getDeps } from '#functions/deps.js';
import { createS3 } from '#functions/integrations/files.js';

// What the test's table and bucket hold, to assert on data rather than on status codes
// (issue 31): every item by its key, every object by its key with its ETag.

export type StoredItem = Record<string, unknown>;

/** Every item of the table, as `pk|sk` → item, read consistently. */
export async function storedItems(): Promise<Map<string, StoredItem>> {
  const { db } = getDeps();
  const items = new Map<string, StoredItem>();
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await db.doc.send(new ScanCommand({ TableName: db.table, ExclusiveStartKey: cursor, ConsistentRead: true }));
    for (const item of page.Items ?? []) items.set(`${item.pk}|${item.sk}`, item);
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return items;
}

/** Every object of the files bucket under `prefix`, as key → ETag (a rewrite changes it). */
export async function storedObjects(prefix = ''): Promise<Map<string, string>> {
  const { config } = getDeps();
  const s3 = createS3(config);
  const objects = new Map<string, string>();
  let token: string | undefined;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: config.FILES_BUCKET, Prefix: prefix, ContinuationToken: token }));
    for (const object of page.Contents ?? []) objects.set(object.Key!, object.ETag ?? '');
    token = page.NextContinuationToken;
  } while (token);
  return objects;
}

/** The keys whose value differs between two snapshots (added, removed or changed). */
export function changedKeys<T>(before: Map<string, T>, after: Map<string, T>): string[] {
  const keys = new Set([...before.keys(), ...after.keys()]);
  return [...keys].filter((key) => JSON.stringify(before.get(key)) !== JSON.stringify(after.get(key))).sort();
}
