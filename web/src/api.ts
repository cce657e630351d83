// The one way the SPA talks to /api: same origin (CloudFront routes /api to the
// HTTP API, product/platform.md §1), cookies included, JSON both ways.
import { takeBootFetch } from './boot-fetches';

export const NETWORK_ERROR = 'Network error. Please try again.';
export const UNEXPECTED_ERROR = 'An unexpected error occurred.';

/** A failed call. `message` is the server's `error` when it sent one (product/portal.md §8), else the fallback. */
export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status; 0 when the request never got an answer. */
    readonly status: number,
    /** The parsed reply, when there was one (402 replies also carry `booking`). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Anything with zod's `parse`, so the shared schemas check replies without this file importing zod. */
export interface Parser<T> {
  parse(data: unknown): T;
}

export interface ApiOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON; a FormData body is sent as is, so the browser sets its multipart boundary. */
  body?: unknown;
  schema?: Parser<T>;
  /** Shown when the server gives no `error` of its own. */
  fallbackError?: string;
  signal?: AbortSignal;
}

export async function api<T = unknown>(path: string, options: ApiOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, schema, fallbackError = UNEXPECTED_ERROR, signal } = options;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    // A first GET the page's boot script already started (D-181) is not asked again.
    const started = method === 'GET' && body === undefined ? takeBootFetch(path) : undefined;
    response = await (started ??
      fetch(path, {
        method,
        headers,
        credentials: 'include',
        body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
        signal,
      }));
    // The boot script's request knows no signal: a caller that gave up meanwhile still gets its abort.
    signal?.throwIfAborted();
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(NETWORK_ERROR, 0);
  }

  // Read as text first: an HTML error page from a proxy must not surface as a JSON syntax error.
  const text = await response.text().catch(() => '');
  const data = parseJson(text);
  if (!response.ok) throw new ApiError(serverError(data) ?? fallbackError, response.status, data);
  if (data === undefined && text !== '') throw new ApiError(fallbackError, response.status);
  if (!schema) return data as T;
  try {
    return schema.parse(data);
  } catch {
    throw new ApiError(fallbackError, response.status, data);
  }
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function serverError(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('error' in data)) return undefined;
  const { error } = data as { error: unknown };
  return typeof error === 'string' && error.trim() !== '' ? error : undefined;
}
