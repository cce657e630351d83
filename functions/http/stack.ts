import { createHash } from 'node:crypto';
import type { Deps } from '../deps.js';
import type { Access } from '../route-table.js';
import { DomainError, type AuditNote, type DomainErrorKind } from '../errors.js';
import { clientIp } from './origin.js';
import type { Middleware, MiddyRequest as Request, Result } from './types.js';
import { Reply } from './reply.js';

/** Sent with every API reply: JSON is never cached, sniffed, framed or used as a document. */
const SECURITY_HEADERS: Record<string, string> = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
};

/**
 * The outermost middleware: sets up the request's state, turns the handler's Reply or
 * a thrown error into the Lambda result, adds the security headers and logs one line.
 */
export function httpStack(resolveDeps: () => Deps, access: Access): Middleware {
  return {
    before: async (request: Request) => {
      request.context.state = {
        deps: resolveDeps(),
        access,
        startedAt: Date.now(),
        viaCloudFront: false,
        auth: null,
        body: undefined,
        query: undefined,
        params: undefined,
      };
    },
    after: async (request: Request) => {
      request.response = finish(request, toResult(request.response as unknown as Reply));
    },
    onError: async (request: Request) => {
      request.response = finish(request, errorResult(request.error));
    },
  };
}

function toResult(reply: Reply): Result {
  const headers = { ...reply.headers };
  let body: string | undefined;
  let isBase64Encoded = false;
  if (Buffer.isBuffer(reply.body)) {
    body = reply.body.toString('base64');
    isBase64Encoded = true;
  } else if (typeof reply.body === 'string' && headers['content-type']) {
    body = reply.body;
  } else if (reply.body !== undefined) {
    headers['content-type'] = 'application/json; charset=utf-8';
    body = JSON.stringify(reply.body);
  }
  return { statusCode: reply.status, headers, cookies: reply.cookies, body, isBase64Encoded };
}

/** The one place a rule's refusal becomes an HTTP status (product/platform.md §4). */
export const STATUS_OF: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  'payment-required': 402,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  gone: 410,
  'too-large': 413,
  'unsupported-type': 415,
  'rate-limited': 429,
  'provider-failed': 502,
  unavailable: 503,
};

function errorResult(error: Error | null | undefined): Result {
  if (error instanceof DomainError) {
    return toResult(Reply.json({ ...error.details, error: error.message }, { status: STATUS_OF[error.kind] }));
  }
  // Never a stack trace to the caller; the log line has the error's name and message.
  return toResult(Reply.json({ error: 'An unexpected error occurred.' }, { status: 500 }));
}

/**
 * A key that ties a phone, account or address to its log lines without writing it (D-218):
 * 12 characters of its SHA-256. It is not a secret's hash, as no secret is ever logged; it
 * keeps personal data out of the logs while lines about one person still group together.
 */
export const logKey = (subject: string) => createHash('sha256').update(subject).digest('base64url').slice(0, 12);

/** The refusal this request's line records: the error's note, the middleware's, or any 429. */
function auditOf(request: Request, status: number): AuditNote | undefined {
  const error = request.error;
  const note = (error instanceof DomainError ? error.audit : undefined) ?? request.context.state?.audit;
  return note ?? (status === 429 ? { event: 'rate-limited', reason: 'too-many-requests' } : undefined);
}

function finish(request: Request, result: Result): Result {
  result.headers = { ...SECURITY_HEADERS, ...result.headers };
  const state = request.context.state;
  const error = request.error;
  const status = result.statusCode ?? 200;
  // One structured line per request. The route key, never the raw path: paths carry tokens.
  // Never a body, a cookie or a header either: they carry passwords, codes and sessions.
  const audit = auditOf(request, status);
  const line = {
    level: status >= 500 ? 'error' : 'info',
    msg: 'request',
    route: request.event.routeKey,
    status,
    ms: state ? Date.now() - state.startedAt : undefined,
    request_id: request.event.requestContext?.requestId,
    user_id: state?.auth?.user.id,
    ...(audit && {
      event: audit.event,
      reason: audit.reason,
      key: logKey(audit.subject ?? `ip:${clientIp(request.event, state?.viaCloudFront ?? false)}`),
    }),
    ...(status >= 500 && error ? { error: `${error.name}: ${error.message}` } : {}),
  };
  console.log(JSON.stringify(line));
  return result;
}
