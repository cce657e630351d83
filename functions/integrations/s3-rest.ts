import { signerFor, withRetries, type CredentialProvider } from './aws-signing.js';

// The files bucket over S3's REST API (D-191): the few requests we make (PUT, GET, HEAD,
// ranged GET, copy), signed with the SDK's SigV4 signer and sent with fetch. The S3 client
// was about 110 kB of every function that touches files (its endpoint rules, XML protocol,
// checksums and shapes); this is a few kB.

export interface S3Target {
  region: string;
  bucket: string;
  /** AWS_ENDPOINT_URL locally (moto, LocalStack): path-style on it. Else S3's regional endpoint. */
  endpoint?: string;
  /** The SDK's chain by default (the environment's in a bundle); tests pass fixed ones. */
  credentials?: CredentialProvider;
}

/** What the local runner hooks into every request (infra/local/local-deps.ts). */
export interface S3Hooks {
  /** Before each attempt: the runner waits while it restores a restarted moto. */
  beforeAttempt?: () => Promise<void>;
  /** After S3 accepted a write (put, copy), before the caller hears of it: the runner journals it. */
  afterWrite?: (write: { bucket: string; key: string }) => Promise<void>;
}

/** An error S3 answered (`name` is its code: NoSuchKey, NotFound, AccessDenied…) or a failed connection. */
export class S3Error extends Error {
  constructor(
    code: string,
    message: string,
    /** S3's HTTP status; undefined when no answer came. */
    readonly status?: number,
    readonly requestId?: string,
  ) {
    super(message);
    this.name = code;
  }
}

/** A request as the signer takes it (the SDK's HttpRequest). */
export interface SignableRequest {
  method: string;
  protocol: string;
  hostname: string;
  port?: number;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body?: Buffer;
}

export interface S3Call {
  method: 'GET' | 'HEAD' | 'PUT';
  key: string;
  headers?: Record<string, string>;
  query?: Record<string, string>;
  body?: Buffer;
}

/** encodeURIComponent plus the characters RFC 3986 reserves, as SigV4 and the SDK escape them. */
export const escapeUri = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const escapeKey = (key: string) => key.split('/').map(escapeUri).join('/');
export const queryString = (query: Record<string, string | string[] | null>) =>
  Object.keys(query)
    .sort()
    .map((name) => `${escapeUri(name)}=${escapeUri(String(query[name]))}`)
    .join('&');

/**
 * The bucket's address, as the SDK's endpoint rules give it: path-style on a local endpoint;
 * on AWS virtual-hosted (`<bucket>.s3.<region>.amazonaws.com`), or path-style on the regional
 * host when the name cannot be a TLS host name (dots, capitals, underscores).
 */
export function bucketAddress(target: Pick<S3Target, 'region' | 'bucket' | 'endpoint'>): { origin: string; hostname: string; port?: number; protocol: string; basePath: string } {
  const suffix = target.region.startsWith('cn-') ? 'amazonaws.com.cn' : 'amazonaws.com';
  const hostable = /^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/.test(target.bucket);
  const url = new URL(target.endpoint ?? `https://${hostable ? `${target.bucket}.` : ''}s3.${target.region}.${suffix}`);
  const pathStyle = Boolean(target.endpoint) || !hostable;
  const basePath = `${url.pathname.replace(/\/$/, '')}${pathStyle ? `/${target.bucket}` : ''}`;
  return { origin: url.origin, hostname: url.hostname, protocol: url.protocol, basePath, ...(url.port ? { port: Number(url.port) } : {}) };
}

/** The request for `key`, before signing: the path escaped once, as S3 reads it. */
export function objectRequest(target: S3Target, call: S3Call): SignableRequest {
  const address = bucketAddress(target);
  return {
    method: call.method,
    protocol: address.protocol,
    hostname: address.hostname,
    ...(address.port ? { port: address.port } : {}),
    path: `${address.basePath}/${escapeKey(call.key)}`,
    query: call.query ?? {},
    headers: { host: new URL(address.origin).host, ...call.headers },
    ...(call.body ? { body: call.body } : {}),
  };
}

const CONNECT_TIMEOUT_MS = 10_000;
// The SDK's standard retry mode: throttling, a server fault, a timeout, no connection.
const TRANSIENT = /^(SlowDown|Throttl|RequestTimeout|RequestTimeTooSkewed|InternalError|ServiceUnavailable|S3ConnectionError)/;
const isTransient = (error: unknown) => error instanceof S3Error && ((error.status ?? 500) >= 500 || TRANSIENT.test(error.name));

/**
 * Sends one signed request (the payload hashed: S3 checks it), tried up to 3 times as the
 * SDK would. Answers with the response once its headers are in; its body is the caller's.
 * `check` reads an answer S3 gave 200 but may have failed (a copy's) and throws its error,
 * which is then tried again like any other.
 */
export async function s3Send(target: S3Target, call: S3Call, hooks: S3Hooks = {}, check?: (reply: Response) => Promise<void>): Promise<Response> {
  return withRetries(async () => {
    await hooks.beforeAttempt?.();
    const reply = await attemptOnce(target, call);
    await check?.(reply);
    return reply;
  }, isTransient);
}

async function attemptOnce(target: S3Target, call: S3Call): Promise<Response> {
  const signed = await signerFor('s3', target.region, target.credentials).sign(objectRequest(target, call));
  const query = queryString(signed.query ?? {});
  const url = `${bucketAddress(target).origin}${signed.path}${query ? `?${query}` : ''}`;
  // Only until the headers are in: a long download is not cut (the function's own timeout bounds it).
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), CONNECT_TIMEOUT_MS);
  let reply: Response;
  try {
    // A redirect is S3 saying the bucket lives elsewhere: an error, as in the SDK (the signature names this host).
    reply = await fetch(url, { method: call.method, headers: signed.headers, body: call.body, signal: abort.signal, redirect: 'manual' });
  } catch (error) {
    throw new S3Error('S3ConnectionError', `S3 ${call.method} ${call.key} could not be sent: ${(error as Error).message}`);
  } finally {
    clearTimeout(timer);
  }
  if (reply.ok) return reply;
  throw errorOf(reply.status, reply.headers, call.method === 'HEAD' ? '' : await reply.text().catch(() => ''));
}

const HEAD_CODES: Record<number, string> = { 400: 'BadRequest', 403: 'Forbidden', 404: 'NotFound', 412: 'PreconditionFailed' };
const unescapeXml = (text: string) =>
  text.replace(/&(lt|gt|quot|apos|amp);/g, (_, name: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[name]!);
const element = (xml: string, name: string) => {
  const match = new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml);
  return match ? unescapeXml(match[1]!) : undefined;
};

/** S3's XML error (`<Error><Code>…`); a HEAD's has no body, so it is named by its status as the SDK names it. */
export function errorOf(status: number, headers: Headers, xml: string): S3Error {
  const code = element(xml, 'Code') ?? HEAD_CODES[status] ?? `Http${status}`;
  const requestId = element(xml, 'RequestId') ?? headers.get('x-amz-request-id') ?? undefined;
  return new S3Error(code, element(xml, 'Message') ?? `S3 answered ${status} (${code})`, status, requestId);
}
