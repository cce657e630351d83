import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiHandler, Result } from '../../functions/http/handler.js';
import { matchRoute, type Method, type Route } from '../../functions/route-table.js';
import { MAX_REQUEST_BYTES, REQUEST_TOO_LARGE } from '#shared/limits.js';
import { toApiEvent } from './event.js';

export interface ApiProxyOptions {
  loadHandler: (name: string) => Promise<ApiHandler>;
  /** After each state-changing request, with its route. */
  onWrite?: (route: Route) => void;
  health?: EndpointHealth;
}

/** Whether the local endpoint answers, and how many times it was restarted. */
export interface EndpointHealth {
  isUp: () => boolean;
  epoch: () => number;
}

export const RESTARTING_MESSAGE = 'The service is restarting after a fault in its data store. Nothing you saved is lost; try again in a few seconds.';
/** Seconds a client should wait: a restart with the demo data takes about this long. */
const RETRY_AFTER_SECONDS = '5';

const METHODS: Method[] = ['GET', 'POST', 'PUT', 'DELETE'];
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** For the replies the gateway itself makes, as the handler stack does for its own. */
const API_HEADERS = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

/** Sends an /api request, as an API Gateway v2 event, to the handler the route table names. */
export async function proxyApi(req: IncomingMessage, res: ServerResponse, options: ApiProxyOptions): Promise<void> {
  const method = req.method ?? 'GET';
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  const match = matchRoute(method, path);
  if (!match) {
    const allowed = METHODS.filter((other) => matchRoute(other, path));
    if (allowed.length) return sendJson(res, 405, { error: 'Method not allowed.' }, { allow: allowed.join(', ') });
    return sendJson(res, 404, { error: 'Not found' });
  }
  if (match.isMalformed) return sendJson(res, 400, { error: 'The address is not valid.' });
  const body = await readBody(req);
  if (body === 'too-large') return sendJson(res, 413, { error: REQUEST_TOO_LARGE }, { connection: 'close' });
  const { health } = options;
  if (health && !health.isUp()) return sendRestarting(res);
  const epoch = health?.epoch();
  const event = toApiEvent({ method, url: req.url ?? path, headers: req.headers, body, sourceIp: readClientIp(req) }, match.route, match.params);
  try {
    const handler = await options.loadHandler(match.route.handler);
    const result = await handler(event);
    // A request that failed because moto died under it was not done: say so, not "unexpected error".
    const failed = typeof result === 'object' && result !== null && (result.statusCode ?? 200) >= 500;
    if (failed && health && (!health.isUp() || health.epoch() !== epoch)) sendRestarting(res);
    else writeResult(res, method, result);
  } catch (error) {
    // The handler stack turns errors into replies; this is a handler that failed to load.
    console.error(JSON.stringify({ level: 'error', msg: 'gateway', route: event.routeKey, error: String(error) }));
    sendJson(res, 500, { error: 'An unexpected error occurred.' });
  }
  if (STATE_CHANGING.has(method)) options.onWrite?.(match.route);
}

function writeResult(res: ServerResponse, method: string, result: Result | string): void {
  // Payload 2.0: a reply without statusCode is a 200 whose JSON is the whole reply.
  if (typeof result !== 'object' || result === null || result.statusCode === undefined) {
    return sendJson(res, 200, result);
  }
  const headers: Record<string, string | string[] | number> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name.toLowerCase()] = String(value);
  // Each cookie is its own Set-Cookie header: joined with commas they would not parse.
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  const body = result.body === undefined ? undefined : Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8');
  if (body) headers['content-length'] = body.length;
  res.writeHead(result.statusCode, headers);
  res.end(method === 'HEAD' ? undefined : body);
}

function sendRestarting(res: ServerResponse): void {
  sendJson(res, 503, { error: RESTARTING_MESSAGE }, { 'retry-after': RETRY_AFTER_SECONDS });
}

export function sendJson(res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}): void {
  const body = Buffer.from(JSON.stringify(value));
  res.writeHead(status, { ...API_HEADERS, 'content-type': 'application/json; charset=utf-8', 'content-length': body.length, ...headers });
  res.end(body);
}

/** The body, or 'too-large' as soon as it passes the limit (no need to buffer the rest). */
function readBody(req: IncomingMessage): Promise<Buffer | undefined | 'too-large'> {
  if (Number(req.headers['content-length'] ?? 0) > MAX_REQUEST_BYTES) return Promise.resolve('too-large');
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_REQUEST_BYTES) {
        req.removeAllListeners('data');
        req.pause();
        resolve('too-large');
      } else {
        chunks.push(chunk);
      }
    });
    req.on('end', () => resolve(size ? Buffer.concat(chunks) : undefined));
    req.on('error', reject);
  });
}

/** The connecting peer; a local server has no trusted proxy, so X-Forwarded-For is ignored. */
function readClientIp(req: IncomingMessage): string {
  const address = req.socket.remoteAddress ?? '127.0.0.1';
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}
