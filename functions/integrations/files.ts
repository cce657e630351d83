import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { errorOf, S3Error, s3Send, type S3Call, type S3Hooks, type S3Target } from './s3-rest.js';
import type { Config } from '../config.js';

/**
 * The files bucket (ARCHITECTURE §1: photos, signatures, PDFs). Kept out of deps.ts so
 * that only the functions that touch files bundle our S3 requests (s3-rest.ts, D-191).
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
}

/** `attachment` with an ASCII fallback name and the exact name in RFC 5987 form. */
export function attachmentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** The files bucket of a configuration: path-style on a local endpoint, S3's own address on AWS. */
export const filesTarget = (config: Pick<Config, 'AWS_REGION' | 'AWS_ENDPOINT_URL' | 'FILES_BUCKET'>): S3Target => ({
  region: config.AWS_REGION,
  bucket: config.FILES_BUCKET,
  ...(config.AWS_ENDPOINT_URL ? { endpoint: config.AWS_ENDPOINT_URL } : {}),
});

/** `hooks`: the local runner waits out moto's restarts and journals the writes (infra/local/local-deps.ts). */
export function createFiles(config: Pick<Config, 'AWS_REGION' | 'AWS_ENDPOINT_URL' | 'FILES_BUCKET'>, hooks: S3Hooks = {}): Files {
  const target = filesTarget(config);
  const send = (call: S3Call, check?: (reply: Response) => Promise<void>) => s3Send(target, call, hooks, check);
  const written = (key: string) => hooks.afterWrite?.({ bucket: target.bucket, key });
  return {
    put: async (key, body, contentType) => {
      await (await send({ method: 'PUT', key, body, headers: { 'content-type': contentType } })).arrayBuffer();
      await written(key);
    },
    get: async (key) => {
      const reply = await send({ method: 'GET', key });
      return { bytes: Buffer.from(await reply.arrayBuffer()), contentType: reply.headers.get('content-type') ?? 'application/octet-stream' };
    },
    stream: async (key) => {
      const reply = await send({ method: 'GET', key });
      // Chunks as they arrive: the licence-holder file is never held whole.
      return Readable.fromWeb(reply.body as NodeReadableStream<Uint8Array>) as AsyncIterable<Buffer>;
    },
    peek: async (key, length) => {
      try {
        const head = await send({ method: 'HEAD', key });
        const size = Number(head.headers.get('content-length') ?? 0);
        const contentType = head.headers.get('content-type') ?? '';
        if (size === 0 || length === 0) return { head: Buffer.alloc(0), size, contentType };
        const part = await send({ method: 'GET', key, headers: { range: `bytes=0-${Math.min(length, size) - 1}` } });
        return { head: Buffer.from(await part.arrayBuffer()).subarray(0, length), size, contentType };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    copy: async (from, to, contentType, disposition) => {
      const headers = {
        'x-amz-copy-source': `${target.bucket}/${encodeURIComponent(from)}`,
        'x-amz-metadata-directive': 'REPLACE',
        'content-type': contentType,
        ...(disposition ? { 'content-disposition': disposition } : {}),
      };
      await send({ method: 'PUT', key: to, headers }, checkCopied);
      await written(to);
    },
  };
}

/**
 * S3 may answer a copy 200 and then fail it: the error is the 200's body (S3's CopyObject
 * documentation). Such an answer, or an empty one, is a server fault, tried again as the SDK does.
 */
async function checkCopied(reply: Response): Promise<void> {
  const body = await reply.text();
  if (body.includes('<CopyObjectResult')) return;
  throw body.trimEnd().endsWith('</Error>') ? errorOf(503, reply.headers, body) : new S3Error('InternalError', 'S3 aborted the copy', 503);
}

const isMissing = (error: unknown) => error instanceof S3Error && (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.status === 404);

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
