import { setTimeout as sleep } from 'node:timers/promises';

// The one Stripe call we make (Checkout Session create) over fetch, as Stripe documents its
// API: form-encoded bodies with bracketed keys, the secret key as a Bearer token, an
// Idempotency-Key on every POST, the API version pinned. The Stripe SDK did the same in
// about 260 kB of each checkout function (D-176); its retry and error rules are kept here.

/** The API version the Stripe SDK we used pinned (stripe 23.1.0), so replies keep their shape. */
export const STRIPE_API_VERSION = '2026-10-28.endive';

/** Where and how to call Stripe; tests point host, port and protocol at a loopback server. */
export interface StripeOptions {
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  /** Retries after a failed attempt (connection errors, 409, 5xx, or when Stripe says so). */
  maxNetworkRetries?: number;
  /** Milliseconds per attempt. */
  timeout?: number;
}

/** Stripe's error reply (`{ error: { type, message, code } }`) or a failed connection, named as the SDK named them. */
export class StripeError extends Error {
  constructor(
    message: string,
    readonly type: string,
    readonly statusCode?: number,
    readonly code?: string,
    readonly requestId?: string,
  ) {
    super(message);
    this.name = type;
  }
}

type FormValue = string | number | boolean | null | undefined | Date | FormValue[] | { [key: string]: FormValue };

// encodeURIComponent plus the characters qs encodes; brackets stay readable (Stripe accepts both).
const encode = (text: string) =>
  encodeURIComponent(text)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%5B/g, '[')
    .replace(/%5D/g, ']');

/** Stripe's form encoding: `line_items[0][price_data][currency]=usd`; undefined is left out, Dates are epoch seconds. */
export function stripeForm(params: Record<string, FormValue>): string {
  const pairs: string[] = [];
  const add = (key: string, value: FormValue): void => {
    if (value === undefined) return;
    if (value === null || typeof value !== 'object' || value instanceof Date) {
      const text = value instanceof Date ? String(Math.floor(value.getTime() / 1000)) : value === null ? '' : String(value);
      pairs.push(`${encode(key)}=${encode(text)}`);
    } else if (Array.isArray(value)) value.forEach((item, index) => add(`${key}[${index}]`, item));
    else for (const [name, item] of Object.entries(value)) add(`${key}[${name}]`, item);
  };
  for (const [key, value] of Object.entries(params)) add(key, value);
  return pairs.join('&');
}

/** The SDK's error classes, by status (Stripe's `generateV1Error`). */
function errorType(status: number, type: string | undefined, code: string | undefined): string {
  if (status === 429 || (status === 400 && code === 'rate_limit')) return 'StripeRateLimitError';
  if (status === 400 || status === 404) return type === 'idempotency_error' ? 'StripeIdempotencyError' : 'StripeInvalidRequestError';
  return { 401: 'StripeAuthenticationError', 402: 'StripeCardError', 403: 'StripePermissionError' }[status] ?? 'StripeAPIError';
}

/** The `error` object of Stripe's reply; nothing when the body is not Stripe's JSON (a proxy's page). */
function errorDetail(text: string): { type?: string; message?: string; code?: string } {
  try {
    return (JSON.parse(text) as { error?: { type?: string; message?: string; code?: string } }).error ?? {};
  } catch {
    return {};
  }
}

const shouldRetry = (reply: Response) => {
  const advice = reply.headers.get('stripe-should-retry');
  if (advice === 'false') return false;
  return advice === 'true' || reply.status === 409 || reply.status >= 500;
};

/** The SDK's backoff: 0.5 s doubling up to 5 s, with jitter, never under 0.5 s. */
const backoff = (retry: number) => Math.max(500, Math.min(500 * 2 ** (retry - 1), 5000) * 0.5 * (1 + Math.random()));

/** A POST to Stripe's API; the parsed reply, or a StripeError once retries are spent. */
export async function stripePost<T>(secretKey: string, path: string, params: Record<string, FormValue>, idempotencyKey: string, options: StripeOptions = {}): Promise<T> {
  const { host = 'api.stripe.com', protocol = 'https', maxNetworkRetries = 2, timeout = 15_000 } = options;
  const url = `${protocol}://${host}${options.port ? `:${options.port}` : ''}${path}`;
  const body = stripeForm(params);
  for (let retry = 0; ; retry++) {
    if (retry > 0) await sleep(backoff(retry));
    let reply: Response;
    try {
      reply = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${secretKey}`,
          'content-type': 'application/x-www-form-urlencoded',
          'idempotency-key': idempotencyKey,
          'stripe-version': STRIPE_API_VERSION,
        },
        body,
        signal: AbortSignal.timeout(timeout),
      });
    } catch (error) {
      if (retry < maxNetworkRetries) continue;
      throw new StripeError(`An error occurred with our connection to Stripe: ${(error as Error).message}`, 'StripeConnectionError');
    }
    const text = await reply.text();
    if (reply.ok) return JSON.parse(text) as T;
    if (retry < maxNetworkRetries && shouldRetry(reply)) continue;
    const detail = errorDetail(text);
    const requestId = reply.headers.get('request-id') ?? undefined;
    throw new StripeError(detail.message ?? `Stripe answered ${reply.status}`, errorType(reply.status, detail.type, detail.code), reply.status, detail.code, requestId);
  }
}
