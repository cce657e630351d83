import { createHash } from 'node:crypto';
import { access, mkdir, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { writeFileAtomic } from './atomic-file.js';
import type { S3Hooks } from '../../functions/integrations/s3-rest.js';
import type { Journal } from './journal.js';
import type { StoredObject } from './snapshot-files.js';

/**
 * Records the files bucket's writes: the `afterWrite` hook of our S3 requests (S3Hooks,
 * D-191), awaited after S3 accepted a put or a copy and before the caller hears of it. The
 * object is read back (a copy has no body here) into a blob (content-addressed, as in the
 * snapshot) written and flushed before its journal line.
 */
export function journalFileWrites(reader: S3Client, journal: Journal, blobDir: string): NonNullable<S3Hooks['afterWrite']> {
  return async ({ bucket, key }) => {
    const object = await storeObject(reader, bucket, key, blobDir);
    await journal.append({ objects: [{ bucket, put: object }] });
  };
}

/** The object as it now is in the bucket (read back: a put's body may be a stream, a copy has none). */
async function storeObject(reader: S3Client, bucket: string, key: string, blobDir: string): Promise<StoredObject> {
  const reply = await reader.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  const bytes = await reply.Body!.transformToByteArray();
  const blob = createHash('sha256').update(bytes).digest('hex');
  const path = join(blobDir, blob);
  const exists = await access(path).then(
    () => true,
    () => false,
  );
  // A blob already there is touched, so a snapshot's clean-up running now keeps it.
  if (exists) {
    await utimes(path, new Date(), new Date());
  } else {
    await mkdir(blobDir, { recursive: true });
    await writeFileAtomic(path, bytes);
  }
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
