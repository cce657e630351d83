import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** CloudFront compresses files of 1,000 bytes to 10 MB (its documented range). */
const MIN_BYTES = 1000;
const MAX_BYTES = 10_000_000;
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml|wasm)|image\/svg\+xml)/;

/** What CloudFront does with the viewer's Accept-Encoding: brotli first, then gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined, contentType: string, size: number): Encoding | undefined {
  if (!acceptEncoding || size < MIN_BYTES || size > MAX_BYTES || !COMPRESSIBLE.test(contentType)) return undefined;
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name!.toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Compressed once per file version: a build changes the size or time, so the key. */
const cache = new Map<string, Promise<Buffer>>();
const MAX_ENTRIES = 500;

export function compressed(file: string, version: string, encoding: Encoding): Promise<Buffer> {
  const key = `${encoding} ${file} ${version}`;
  let body = cache.get(key);
  if (!body) {
    if (cache.size >= MAX_ENTRIES) cache.clear();
    body = readFile(file).then((raw) =>
      // Quality 9, not 11: close in size and several times faster on a first request.
      encoding === 'br' ? brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }) : gzipAsync(raw, { level: 9 }),
    );
    body.catch(() => cache.delete(key));
    cache.set(key, body);
  }
  return body;
}
