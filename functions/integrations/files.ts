import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../config.js';

/**
 * The files bucket (ARCHITECTURE §1: photos, signatures, PDFs). Kept out of deps.ts so
 * that only the functions that touch files bundle the S3 client (about 190 kB).
 */
export interface Files {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<{ bytes: Buffer; contentType: string }>;
}

export function createFiles(config: Pick<Config, 'AWS_REGION' | 'AWS_ENDPOINT_URL' | 'FILES_BUCKET'>): Files {
  const s3 = new S3Client({
    region: config.AWS_REGION,
    ...(config.AWS_ENDPOINT_URL ? { endpoint: config.AWS_ENDPOINT_URL, forcePathStyle: true } : {}),
  });
  const Bucket = config.FILES_BUCKET;
  return {
    put: async (Key, Body, ContentType) => {
      await s3.send(new PutObjectCommand({ Bucket, Key, Body, ContentType }));
    },
    get: async (Key) => {
      const object = await s3.send(new GetObjectCommand({ Bucket, Key }));
      return { bytes: Buffer.from(await object.Body!.transformToByteArray()), contentType: object.ContentType ?? 'application/octet-stream' };
    },
  };
}

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
