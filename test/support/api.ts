import { fileURLToPath, pathToFileURL } from 'node:url';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { getConfig } from '#functions/config.js';
import { createSession } from '#functions/data/auth-sessions.js';
import { createUser, type NewUser, type UserItem } from '#functions/data/users.js';
import { getDeps } from '#functions/deps.js';
import type { ApiHandler } from '#functions/http/handler.js';
import { matchRoute, type Route } from '#functions/route-table.js';
import { toApiEvent } from '#infra/local/event.js';
import { provision } from '#infra/local/provision.js';
import { SESSION_COOKIE } from '#shared/session.js';

/** Creates this test file's table and bucket on the test endpoint. */
export async function provisionTestTable(): Promise<void> {
  const config = getConfig();
  await provision({ ...config, AWS_ENDPOINT_URL: config.AWS_ENDPOINT_URL! });
}

const functionsDir = fileURLToPath(new URL('../../functions/', import.meta.url));

/** The handler a route-table entry names (`functions/<handler>.ts`). */
export async function loadHandler(file: string): Promise<ApiHandler> {
  const module = (await import(/* @vite-ignore */ pathToFileURL(`${functionsDir}${file}.ts`).href)) as { handler: ApiHandler };
  return module.handler;
}

export interface ApiCall {
  body?: unknown;
  /** A session token to send as the cookie. */
  token?: string;
  /** Other cookies to send, as `name=value` pairs. */
  cookies?: string[];
  headers?: Record<string, string>;
  /** A body sent as it is, not as JSON. */
  rawBody?: string | Buffer;
  /** The route pattern of a handler defined in a test, e.g. `/api/sign/{id}`. */
  route?: string;
}

export interface ApiAnswer {
  status: number;
  headers: Record<string, string>;
  cookies: string[];
  json: any;
  raw: APIGatewayProxyStructuredResultV2;
}

/** Calls a handler the way API Gateway would, for `METHOD /path?query`. */
export async function call(handler: ApiHandler, request: string, options: ApiCall = {}): Promise<ApiAnswer> {
  const [method, url] = request.split(' ') as [string, string];
  const pathname = new URL(url, 'http://localhost').pathname;
  // Handlers defined inside a test have no entry in the route table: options.route names the pattern.
  const testRoute = { method, path: options.route ?? pathname, handler: 'test', access: 'public', module: 'dev', grants: [] } as Route;
  const match = options.route ? matchRoute(method, pathname, [testRoute]) : (matchRoute(method, pathname) ?? { route: testRoute, params: {}, isMalformed: false });
  if (!match) throw new Error(`${request} does not match ${options.route}`);
  const headers: Record<string, string> = { 'user-agent': 'vitest', ...options.headers };
  if (options.body !== undefined || options.rawBody !== undefined) headers['content-type'] ??= 'application/json';
  const cookies = [...(options.token ? [`${SESSION_COOKIE}=${options.token}`] : []), ...(options.cookies ?? [])];
  if (cookies.length) headers.cookie = cookies.join('; ');
  const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const event = toApiEvent({ method, url, headers, body }, match.route, match.params);
  const raw = await handler(event);
  const text = raw.isBase64Encoded ? Buffer.from(raw.body ?? '', 'base64').toString() : (raw.body ?? '');
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return {
    status: raw.statusCode ?? 200,
    headers: (raw.headers ?? {}) as Record<string, string>,
    cookies: raw.cookies ?? [],
    json,
    raw,
  };
}

let counter = 0;

/** A number spelled in letters (12 → "bc"): names take letters only (shared/text.ts). */
export const lettersOf = (n: number) => [...String(n)].map((digit) => String.fromCharCode(97 + Number(digit))).join('');

/** An account made through the product's own createUser, with a session when asked. */
export async function makeUser(overrides: Partial<NewUser> = {}): Promise<{ user: UserItem; token: string }> {
  counter += 1;
  const { db, now } = getDeps();
  const suffix = String(Date.now() % 1_000_000).padStart(6, '0');
  const user = await createUser(
    db,
    {
      id: `user-${counter}-${suffix}`,
      first_name: 'Test',
      last_name: `Agent${lettersOf(counter)}`,
      email: `agent${counter}.${suffix}@example.com`,
      phone: `713${String(2_000_000 + ((Number(suffix) * 7 + counter) % 8_000_000)).padStart(7, '0')}`,
      company: 'Test Realty',
      approved: true,
      active: true,
      ...overrides,
    },
    now(),
  );
  const { token } = await createSession(db, user.id, now());
  return { user, token };
}

/** The newest queued message to `to` (email or phone), as /dev/outbox shows it. */
export async function lastMessageTo(to: string): Promise<{ subject: string; text: string }> {
  const { findOutboxMessages } = await import('#functions/data/outbox.js');
  const message = (await findOutboxMessages(getDeps().db)).find((item) => item.to === to);
  if (!message) throw new Error(`No message to ${to}`);
  return message;
}

/** The first link in a message's text that starts with `path`, as its token (the last segment). */
export function linkToken(text: string, path: string): string {
  const match = new RegExp(`${path.replace(/[/]/g, '\\/')}([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`No ${path} link in: ${text}`);
  return match[1];
}

/** The cookie pair (`name=value`) of a Set-Cookie value, to send back. */
export const cookiePair = (setCookie: string | undefined) => (setCookie ?? '').split(';')[0] ?? '';
