import { createHash } from 'node:crypto';
import { access, mkdir, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { writeFileAtomic } from './atomic-file.js';
import type { Args, Next, WithStack } from './journal-capture.js';
import type { Journal } from './journal.js';
import type { StoredObject } from './snapshot-files.js';

/**
 * Records the files bucket's writes, as a middleware of the local files client: after S3
 * accepted a put or a copy (its retries done) and before the caller hears of it, the object
 * is read back (a put's body may be a stream, a copy has none) into a blob (content-addressed,
 * as in the snapshot) written and flushed before its journal line.
 */
export function journalFileWrites(client: WithStack, reader: S3Client, journal: Journal, blobDir: string): void {
  client.middlewareStack.add(
    (next: Next, context: { commandName?: string }) => async (args: Args) => {
      const command = String(context.commandName);
      const result = await next(args);
      const { Bucket, Key } = args.input as { Bucket: string; Key: string };
      if (command === 'PutObjectCommand' || command === 'CopyObjectCommand') {
        const object = await storeObject(reader, Bucket, Key, blobDir);
        await journal.append({ objects: [{ bucket: Bucket, put: object }] });
      } else if (command === 'DeleteObjectCommand') {
        await journal.append({ objects: [{ bucket: Bucket, delete: Key }] });
      }
      return result;
    },
    { step: 'initialize', name: 'journalLocalFiles' },
  );
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
