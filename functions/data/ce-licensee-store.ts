import { licenseeBucketKey, licenseeWordsKey, licenseeWordsPk } from './keys.js';
import { chunkEntries, type NameChunk } from './ce-licensee-rows.js';
import { batchGet, queryAll, type Db, type WriteRequest } from './table.js';

// What the licence-holder import reads and writes (data-model E12, D-147): whole bucket
// items and whole name-index partitions. The readers are in ce-licensees.ts.

/** `row_data`: `rows` is one of DynamoDB's reserved words, which a projection could not name plainly. */
interface BucketItem {
  pk: string;
  row_data: string;
}

/** The stored rows of these buckets (distinct), by bucket; a bucket never written is absent. BatchGets of 100. */
export async function readLicenseeBuckets(db: Db, buckets: number[]): Promise<Map<number, string>> {
  const items = await batchGet<BucketItem>(db, buckets.map(licenseeBucketKey), 'pk, row_data');
  return new Map(items.map((item) => [Number(item.pk.slice(item.pk.indexOf('#') + 1)), item.row_data]));
}

/** The put of a bucket's rows (encoded, in number order); `count` is for whoever looks at the table. */
export function licenseeBucketPut(bucket: number, rows: string, importedAt: string): WriteRequest {
  const count = rows === '' ? 0 : rows.split('\n').length;
  return { PutRequest: { Item: { ...licenseeBucketKey(bucket), row_data: rows, count, imported_at: importedAt } } };
}

/** A partition's stored chunks, in key order (a Query on its pk, following pages). */
export async function readNameChunks(db: Db, partition: string): Promise<NameChunk[]> {
  const items = await queryAll<{ sk: string; entries: string }>(db, {
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': licenseeWordsPk(partition) },
  });
  return items.map((item) => ({ last: item.sk, entries: item.entries }));
}

/**
 * The writes that turn a partition's stored chunks into the chunks of these sorted
 * entries: a put for each chunk that is new or different, then a delete for each stored
 * chunk no longer cut there. Puts go first, so a reader meanwhile sees an entry twice
 * (searches keep one per licence) rather than not at all.
 */
export function nameChunkWrites(partition: string, stored: NameChunk[], sortedEntries: string[]): WriteRequest[] {
  const before = new Map(stored.map((chunk) => [chunk.last, chunk.entries]));
  const after = chunkEntries(sortedEntries);
  const keep = new Set(after.map((chunk) => chunk.last));
  const puts: WriteRequest[] = after
    .filter((chunk) => before.get(chunk.last) !== chunk.entries)
    .map((chunk) => ({ PutRequest: { Item: { ...licenseeWordsKey(partition, chunk.last), entries: chunk.entries } } }));
  const deletes: WriteRequest[] = stored.filter((chunk) => !keep.has(chunk.last)).map((chunk) => ({ DeleteRequest: { Key: licenseeWordsKey(partition, chunk.last) } }));
  return [...puts, ...deletes];
}
