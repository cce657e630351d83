import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { JournalEntry } from './journal.js';
import { loadObjects, type StoredObject } from './snapshot-files.js';
import { deleteItems, putItems, type StoredItem } from './snapshot-table.js';

export interface ReplaySummary {
  entries: number;
  items: number;
  objects: number;
}

/**
 * Applies the journal's entries on top of a restored snapshot. Each entry records the state
 * a write left, so only the last state of each key matters: those are written once each,
 * in batches, without conditions. Replaying twice gives the same table and bucket.
 */
export async function replayJournal(dynamo: DynamoDBClient, s3: S3Client, blobDir: string, entries: JournalEntry[]): Promise<ReplaySummary> {
  const items = new Map<string, { table: string; put?: StoredItem; delete?: StoredItem }>();
  const objects = new Map<string, { bucket: string; put?: StoredObject; delete?: string }>();
  for (const entry of entries) {
    for (const change of entry.items ?? []) items.set(`${change.table}\u0000${keyOf(change.put ?? change.delete!)}`, change);
    for (const change of entry.objects ?? []) objects.set(`${change.bucket}\u0000${change.put?.key ?? change.delete}`, change);
  }
  for (const table of new Set([...items.values()].map((change) => change.table))) {
    const changes = [...items.values()].filter((change) => change.table === table);
    await putItems(dynamo, table, changes.flatMap((change) => (change.put ? [change.put] : [])));
    await deleteItems(dynamo, table, changes.flatMap((change) => (change.delete ? [change.delete] : [])));
  }
  for (const bucket of new Set([...objects.values()].map((change) => change.bucket))) {
    const changes = [...objects.values()].filter((change) => change.bucket === bucket);
    await loadObjects(s3, bucket, blobDir, changes.flatMap((change) => (change.put ? [change.put] : [])));
    for (const change of changes) if (change.delete) await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: change.delete }));
  }
  return { entries: entries.length, items: items.size, objects: objects.size };
}

/** The table's key (pk, sk) of an item or key, as one string. */
const keyOf = (item: StoredItem) => JSON.stringify([item.pk, item.sk]);

/** The blobs the entries name: kept by the snapshot's clean-up until a snapshot holds them. */
export const journalBlobs = (entries: JournalEntry[]): StoredObject[] => entries.flatMap((entry) => (entry.objects ?? []).flatMap((change) => (change.put ? [change.put] : [])));
