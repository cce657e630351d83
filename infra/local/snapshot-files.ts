import { createHash } from 'node:crypto';
import { access, mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { writeFileAtomic } from './atomic-file.js';

/** An object of the files bucket; its bytes are the blob file named by their SHA-256. */
export interface StoredObject {
  key: string;
  etag: string;
  size: number;
  blob: string;
  content_type?: string;
  content_disposition?: string;
  cache_control?: string;
  metadata?: Record<string, string>;
}

const PARALLEL = 4;

/**
 * Saves the bucket's objects as content-addressed blobs. An object whose key, ETag and
 * size match the previous snapshot keeps its blob: photos and PDFs are not read again
 * each time the table changes.
 */
export async function saveObjects(s3: S3Client, bucket: string, blobDir: string, previous: StoredObject[]): Promise<StoredObject[]> {
  await mkdir(blobDir, { recursive: true });
  const known = new Map(previous.map((object) => [object.key, object]));
  const listed = await listObjects(s3, bucket);
  return mapLimit(listed, async ({ key, etag, size }) => {
    const old = known.get(key);
    if (old && old.etag === etag && old.size === size && (await exists(join(blobDir, old.blob)))) return old;
    const reply = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    const bytes = await reply.Body!.transformToByteArray();
    const blob = createHash('sha256').update(bytes).digest('hex');
    if (!(await exists(join(blobDir, blob)))) await writeFileAtomic(join(blobDir, blob), bytes);
    return {
      key,
      etag,
      size,
      blob,
      content_type: reply.ContentType,
      content_disposition: reply.ContentDisposition,
      cache_control: reply.CacheControl,
      metadata: reply.Metadata && Object.keys(reply.Metadata).length ? reply.Metadata : undefined,
    };
  });
}

/** Puts the snapshot's objects back into the bucket. */
export async function loadObjects(s3: S3Client, bucket: string, blobDir: string, objects: StoredObject[]): Promise<void> {
  await mapLimit(objects, async (object) =>
    s3.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: object.key,
        Body: await readFile(join(blobDir, object.blob)),
        ContentType: object.content_type,
        ContentDisposition: object.content_disposition,
        CacheControl: object.cache_control,
        Metadata: object.metadata,
      }),
    ),
  );
}

/**
 * Deletes blobs neither the snapshot nor the journal names; called only after the new
 * snapshot is in place. Blobs touched since `since` are kept: the journal may be about to name them.
 */
export async function removeUnusedBlobs(blobDir: string, objects: StoredObject[], since = Date.now()): Promise<void> {
  const used = new Set(objects.map((object) => object.blob));
  const names = await readdir(blobDir).catch(() => [] as string[]);
  const unused = async (name: string) => !used.has(name) && (await stat(join(blobDir, name)).then((info) => info.mtimeMs < since, () => false));
  await Promise.all(names.map(async (name) => (await unused(name)) && rm(join(blobDir, name), { force: true })));
}

async function listObjects(s3: S3Client, bucket: string): Promise<{ key: string; etag: string; size: number }[]> {
  const objects: { key: string; etag: string; size: number }[] = [];
  let token: string | undefined;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
    for (const object of page.Contents ?? []) {
      if (object.Key) objects.push({ key: object.Key, etag: object.ETag ?? '', size: object.Size ?? 0 });
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return objects;
}

async function mapLimit<T, R>(items: T[], run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
  return results;
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );
