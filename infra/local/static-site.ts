import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { compressed, pickEncoding } from './compression.js';
import { renderMissingBuildPage } from './missing-build.js';
import { pageFileFor } from './page-files.js';

export interface SiteOptions {
  /** The built SPA (web/dist). */
  distDir: string;
  /** infra/security-headers.ts `siteHeaderPairs`, as CloudFront sends them. */
  headers: Record<string, string>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
};

/** Vite puts a content hash in every name under /assets/, so those never change. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else, index.html first, is checked on each visit so a new build shows at once. */
const REVALIDATE = 'no-cache';

/**
 * Serves web/dist as CloudFront does: the file when there is one, index.html for an
 * app path (no file extension) so the SPA's router takes it, 404 otherwise.
 */
export async function serveSite(req: IncomingMessage, res: ServerResponse, options: SiteOptions): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return sendText(res, req, 405, 'Method not allowed', { ...options.headers, allow: 'GET, HEAD' });
  }
  const index = join(options.distDir, 'index.html');
  if (!(await isFile(index))) {
    return sendText(res, req, 503, renderMissingBuildPage(), { ...options.headers, 'content-type': CONTENT_TYPES['.html']! });
  }
  let path: string;
  try {
    path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
  } catch {
    return sendText(res, req, 400, 'Bad request', options.headers);
  }
  const root = resolve(options.distDir);
  const file = resolve(root, `.${path}`);
  // resolve() removes "..": whatever is left must still be inside dist.
  const isInside = file.startsWith(root + sep) && !path.includes('\0');
  if (isInside && (await isFile(file))) {
    return sendFile(req, res, file, path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE, options.headers);
  }
  if (!extname(path)) return sendFile(req, res, await pageFileFor(root, path), REVALIDATE, options.headers);
  return sendText(res, req, 404, 'Not found', options.headers);
}

/** Compressed as CloudFront compresses (brotli, else gzip, for text types over 1,000 bytes). */
async function sendFile(req: IncomingMessage, res: ServerResponse, file: string, cacheControl: string, headers: Record<string, string>) {
  const info = await stat(file);
  const type = CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
  const encoding = pickEncoding(req.headers['accept-encoding'], type, info.size);
  const version = `${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}`;
  // Each encoding is its own representation, so it has its own validator.
  const etag = `W/"${version}${encoding ? `-${encoding}` : ''}"`;
  const common = { ...headers, 'cache-control': cacheControl, etag, vary: 'Accept-Encoding' };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, common);
    return void res.end();
  }
  const body = encoding ? await compressed(file, version, encoding) : await readFile(file);
  res.writeHead(200, {
    ...common,
    'content-type': type,
    ...(encoding && { 'content-encoding': encoding }),
    'content-length': body.length,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function sendText(res: ServerResponse, req: IncomingMessage, status: number, text: string, headers: Record<string, string>) {
  const body = Buffer.from(text);
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
    'content-length': body.length,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

const isFile = (path: string) =>
  stat(path).then(
    (info) => info.isFile(),
    () => false,
  );
