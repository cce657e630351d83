import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { Config } from '../config.js';

/**
 * The files bucket (product/platform.md §1: photos, signatures, PDFs) through the S3 client. Kept out
 * of deps.ts so that only the functions that touch files bundle it. Keys come from `fileKey`
 * (functions/data/keys.ts).
 */
export interface Files {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<{ bytes: Buffer; contentType: string }>;
  /** The object's bytes as they arrive, for files too large to hold (the licence-holder file). */
  stream(key: string): Promise<AsyncIterable<Buffer>>;
  /** The first `length` bytes and the object's size; undefined when there is no such object. */
  peek(key: string, length: number): Promise<{ head: Buffer; size: number; contentType: string } | undefined>;
  /** `disposition` is stored with the copy: S3 honours a link's override, some local endpoints only this. */
  copy(from: string, to: string, contentType: string, disposition?: string): Promise<void>;
  /** Needs the route's 'files:delete' grant; a missing key is no error (S3 answers 204 either way). */
  delete(key: string): Promise<void>;
}

/** `attachment` with an ASCII fallback name and the exact name in RFC 5987 form. */
export function attachmentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** The S3 client of the files bucket; a local endpoint (moto, LocalStack) takes path-style addresses. */
export const createS3 = (config: Pick<Config, 'AWS_REGION' | 'AWS_ENDPOINT_URL'>) =>
  new S3Client({
    region: config.AWS_REGION,
    ...(config.AWS_ENDPOINT_URL ? { endpoint: config.AWS_ENDPOINT_URL, forcePathStyle: true } : {}),
  });

/** `s3`: the local runner passes a client with its middlewares (infra/local/local-deps.ts). */
export function createFiles(config: Pick<Config, 'AWS_REGION' | 'AWS_ENDPOINT_URL' | 'FILES_BUCKET'>, s3: S3Client = createS3(config)): Files {
  const Bucket = config.FILES_BUCKET;
  return {
    put: async (Key, Body, ContentType) => {
      await s3.send(new PutObjectCommand({ Bucket, Key, Body, ContentType }));
    },
    get: async (Key) => {
      const object = await s3.send(new GetObjectCommand({ Bucket, Key }));
      return { bytes: Buffer.from(await object.Body!.transformToByteArray()), contentType: object.ContentType ?? 'application/octet-stream' };
    },
    stream: async (Key) => {
      const object = await s3.send(new GetObjectCommand({ Bucket, Key }));
      // In Node the body is a Readable (an async iterable of Buffers): the licence file is never held whole.
      return object.Body as unknown as AsyncIterable<Buffer>;
    },
    peek: async (Key, length) => {
      try {
        const head = await s3.send(new HeadObjectCommand({ Bucket, Key }));
        const size = head.ContentLength ?? 0;
        const contentType = head.ContentType ?? '';
        if (size === 0 || length === 0) return { head: Buffer.alloc(0), size, contentType };
        const part = await s3.send(new GetObjectCommand({ Bucket, Key, Range: `bytes=0-${Math.min(length, size) - 1}` }));
        return { head: Buffer.from(await part.Body!.transformToByteArray()), size, contentType };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    copy: async (from, Key, ContentType, ContentDisposition) => {
      const CopySource = `${Bucket}/${encodeURIComponent(from)}`;
      await s3.send(new CopyObjectCommand({ Bucket, Key, CopySource, ContentType, ContentDisposition, MetadataDirective: 'REPLACE' }));
    },
    delete: async (Key) => {
      await s3.send(new DeleteObjectCommand({ Bucket, Key }));
    },
  };
}

/** A HEAD's 404 has no body, so the client names it `NotFound`; a GET's is `NoSuchKey`. */
const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

const created = new WeakMap<object, Files>();

/** The files of these deps: the ones a test passed in, else one client per configuration. */
export function filesOf(deps: { config: Config; files?: Files }): Files {
  if (deps.files) return deps.files;
  let files = created.get(deps.config);
  if (!files) {
    files = createFiles(deps.config);
    created.set(deps.config, files);
  }
  return files;
}
