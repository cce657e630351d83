// Requests built by fast-check for every route of the route table, sent over HTTP to
// the local gateway (the real handlers on a real endpoint): path parameters, query
// strings, cookies, headers, content types and bodies, well- and ill-formed. Used by
// test/functions/fuzz.test.ts (a few hundred in `npm test`) and test/bench/fuzz.ts
// (`npm run bench:fuzz`, 10,000). The property: no answer is a 5xx, and every refusal
// is `{ "error": "…" }`.
import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import fc from 'fast-check';
import { routes, type Route } from '#functions/route-table.js';

export interface FuzzRequest {
  route: Route;
  path: string;
  query: string;
  headers: Record<string, string>;
  body: Buffer | undefined;
}

export interface FuzzAnswer {
  status: number;
  text: string;
}

/** Values a test or bench has at hand: ids that exist, so some requests get past "not found". */
export interface FuzzWorld {
  ids: string[];
  sessionTokens: string[];
}

const root = join(import.meta.dirname, '..', '..');

/** Every field name the shared schemas know, so bodies hit real fields with wrong values. */
function schemaFieldNames(): string[] {
  const names = new Set<string>();
  const dir = join(root, 'shared');
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts'))) {
    for (const match of readFileSync(join(dir, file), 'utf8').matchAll(/^\s+([a-z][a-z0-9_]*): z\./gm)) names.add(match[1]!);
  }
  return [...names].sort();
}

const FIELDS = schemaFieldNames();
const printable = fc.string({ unit: fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 60 });
/** Percent-escapes that do not decode: lone `%`, bad hex, cut-off or invalid UTF-8. */
const brokenEscape = fc.constantFrom('%', '%Z', '%ZZ', '%E0%A4%A', '%C3', '%FF%FE', '%%', '%0', '%u0041', '%C0%AF', '%ED%A0%80');
const anyText = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 40 }), fc.string({ minLength: 200, maxLength: 3000 }));
/** Valid encoding of any text, or raw ASCII with broken escapes spliced in. */
const urlPart = fc.oneof(
  anyText.map(encodeURIComponent),
  fc.tuple(printable.map((text) => text.replace(/[/?#\\%]/g, '')), brokenEscape, printable.map((text) => text.replace(/[/?#\\%]/g, ''))).map((parts) => parts.join('')),
);

function paramValue(world: FuzzWorld) {
  return fc.oneof(
    { weight: 2, arbitrary: world.ids.length ? fc.constantFrom(...world.ids) : fc.uuid() },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 3, arbitrary: urlPart.filter((part) => part.length > 0) },
  );
}

const queryString = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...FIELDS, 'page', 'q', 'section'), urlPart), urlPart), { maxLength: 4 }).map((pairs) =>
  pairs.map(([key, value]) => `${key}=${value}`).join('&'),
);

function cookieHeader(world: FuzzWorld) {
  const session = fc.oneof(
    world.sessionTokens.length ? fc.constantFrom(...world.sessionTokens) : fc.constant('none'),
    printable.map((text) => text.replace(/[;,\s]/g, '')),
    brokenEscape,
  );
  return fc.option(
    fc.tuple(fc.constantFrom('sid', '__Host-sid', 'SID'), session, fc.array(fc.tuple(printable.map((t) => t.replace(/[=;,\s]/g, '') || 'x'), printable.map((t) => t.replace(/[;,\s]/g, ''))), { maxLength: 2 })).map(
      ([name, value, others]) => [`${name}=${value}`, ...others.map(([key, other]) => `${key}=${other}`)].join('; '),
    ),
    { nil: undefined },
  );
}

const contentType = fc.option(
  fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'APPLICATION/JSON',
    'text/plain',
    'text/plain;charset=UTF-8',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=----fuzz',
    'multipart/form-data',
    'application/pdf',
    'image/png',
    ';;;',
    'application/json; boundary=',
  ),
  { nil: undefined },
);

const jsonBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), fc.oneof(fc.jsonValue({ maxDepth: 2 }), anyText, fc.constantFrom('', null, -1, Number.MAX_SAFE_INTEGER + 2, true))),
  fc.jsonValue({ maxDepth: 3 }),
);

const body = fc.oneof(
  { weight: 2, arbitrary: fc.constant(undefined) },
  { weight: 5, arbitrary: jsonBody.map((value) => Buffer.from(JSON.stringify(value) ?? 'null')) },
  { weight: 1, arbitrary: anyText.map((text) => Buffer.from(text)) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('file', 'photo', 'image', ...FIELDS), fc.uint8Array({ maxLength: 512 }), fc.constantFrom('image/png', 'image/jpeg', 'text/html', ''))
      .map(([name, bytes, type]) =>
        Buffer.concat([
          Buffer.from(`------fuzz\r\nContent-Disposition: form-data; name="${name}"; filename="a"\r\nContent-Type: ${type}\r\n\r\n`),
          Buffer.from(bytes),
          Buffer.from('\r\n------fuzz--\r\n'),
        ]),
      ),
  },
);

const extraHeaders = fc.dictionary(
  fc.constantFrom('cloudfront-viewer-address', 'x-origin-verify', 'x-forwarded-for', 'user-agent', 'sec-fetch-site', 'accept', 'stripe-signature'),
  printable,
  { maxKeys: 3 },
);

/**
 * One request for one of the routes. Most carry a well-formed envelope (our Origin,
 * JSON, a live session) so that the fuzzed parameters and bodies get past the stack's
 * own checks into the rules; the rest are chaos in every part.
 */
export function fuzzRequest(world: FuzzWorld, origin: string, table: Route[] = routes) {
  const tokens = world.sessionTokens.length ? world.sessionTokens : ['none'];
  const wellFormed = fc.record({
    cookie: fc.option(fc.constantFrom(...tokens).map((token) => `sid=${token}`), { nil: undefined, freq: 5 }),
    origin: fc.constant<string | undefined>(origin),
    type: fc.constant<string | undefined>('application/json'),
    body: fc.option(jsonBody.map((value) => Buffer.from(JSON.stringify(value) ?? 'null')), { nil: undefined, freq: 8 }),
    extra: fc.constant<Record<string, string>>({}),
  });
  const chaos = fc.record({
    cookie: cookieHeader(world),
    origin: fc.constantFrom(origin, undefined, 'https://evil.example', 'null'),
    type: contentType,
    body,
    extra: extraHeaders,
  });
  return fc
    .record({
      route: fc.constantFrom(...table),
      params: fc.array(paramValue(world), { minLength: 3, maxLength: 3 }),
      query: fc.option(queryString, { nil: undefined }),
      envelope: fc.oneof({ weight: 3, arbitrary: wellFormed }, { weight: 2, arbitrary: chaos }),
    })
    .map(({ route, params, query, envelope }): FuzzRequest => {
      let index = 0;
      const path = route.path.replace(/\{[^}]+\}/g, () => params[index++ % params.length]!);
      const headers: Record<string, string> = { ...envelope.extra };
      // Signing out would end the world's sessions for every request after it: logout gets a session of its own kind.
      if (envelope.cookie) headers.cookie = route.path === '/api/logout' ? envelope.cookie.replace(/^sid=[^;]*/, 'sid=not-a-live-session') : envelope.cookie;
      if (envelope.origin) headers.origin = envelope.origin;
      if (envelope.type) headers['content-type'] = envelope.type;
      return { route, path, query: query ?? '', headers, body: route.method === 'GET' ? undefined : envelope.body };
    });
}

/** Sends one request to the gateway as raw HTTP (no URL normalising by a client). */
export function send(port: number, fuzz: FuzzRequest): Promise<FuzzAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: fuzz.route.method,
        path: fuzz.query ? `${fuzz.path}?${fuzz.query}` : fuzz.path,
        headers: { ...fuzz.headers, ...(fuzz.body ? { 'content-length': String(fuzz.body.length) } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error(`no answer in 30 s: ${fuzz.route.method} ${fuzz.path}`)));
    req.on('error', reject);
    req.end(fuzz.body);
  });
}

/** What a fuzzed request must never get: a 5xx, or a refusal that is not `{ error }`. */
export function problemWith(answer: FuzzAnswer): string | undefined {
  if (answer.status >= 500) return `answered ${answer.status}: ${answer.text.slice(0, 200)}`;
  if (answer.status >= 400) {
    try {
      const json = JSON.parse(answer.text) as { error?: unknown };
      if (typeof json.error !== 'string' || !json.error) return `refusal without an error message: ${answer.text.slice(0, 200)}`;
    } catch {
      return `refusal that is not JSON (${answer.status}): ${answer.text.slice(0, 200)}`;
    }
  }
  return undefined;
}

/** A request as a line a person can replay. */
export const describeRequest = (fuzz: FuzzRequest) =>
  `${fuzz.route.method} ${fuzz.path}${fuzz.query ? `?${fuzz.query}` : ''} ${JSON.stringify(fuzz.headers)} body=${fuzz.body ? JSON.stringify(fuzz.body.toString('latin1').slice(0, 300)) : '-'}`;
