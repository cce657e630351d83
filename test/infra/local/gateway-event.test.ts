import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDeps } from '#functions/deps.js';
import type { ApiHandler, Event, Result } from '#functions/http/handler.js';
import { createGateway, listenGateway, type Listening } from '#infra/local/gateway.js';
import { freePort } from '#infra/local/moto.js';

// A stand-in handler shows what the gateway hands to a function and how it writes the reply.
let seen: Event | undefined;
let reply: Result = { statusCode: 200 };
const stub = (async (event: Event) => ((seen = event), reply)) as ApiHandler;

let base: string;
let listening: Listening;

beforeAll(async () => {
  const port = await freePort();
  listening = await listenGateway(createGateway({ deps: getDeps(), distDir: '/nonexistent', loadHandler: async () => stub }), port, 'http://localhost:3000');
  base = `http://127.0.0.1:${port}`;
});

afterAll(() => listening?.close());

describe('the API Gateway v2 event', () => {
  it('carries the route key, path parameters, query, cookies and the peer address', async () => {
    await fetch(`${base}/api/update-info?tab=profile&x=1`, { headers: { cookie: 'sid=abc; theme=dark', 'x-forwarded-for': '6.6.6.6' } });
    expect(seen).toMatchObject({
      version: '2.0',
      routeKey: 'GET /api/update-info',
      rawPath: '/api/update-info',
      rawQueryString: 'tab=profile&x=1',
      queryStringParameters: { tab: 'profile', x: '1' },
      cookies: ['sid=abc', 'theme=dark'],
      requestContext: { http: { method: 'GET', sourceIp: '127.0.0.1' } },
    });
  });

  it('passes a JSON body as text', async () => {
    await fetch(`${base}/api/logout`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":1}' });
    expect(seen).toMatchObject({ body: '{"a":1}', isBase64Encoded: false });
  });
});

describe('the reply', () => {
  it('writes each cookie as its own Set-Cookie header', async () => {
    reply = { statusCode: 200, headers: { 'content-type': 'application/json' }, cookies: ['a=1; Path=/', 'b=2; Path=/'], body: '{}' };
    const response = await fetch(`${base}/api/update-info`);
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
  });

  it('decodes a base64 body', async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 255]);
    reply = { statusCode: 200, headers: { 'content-type': 'image/png' }, body: bytes.toString('base64'), isBase64Encoded: true };
    const response = await fetch(`${base}/api/update-info`);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
    expect(response.headers.get('content-type')).toBe('image/png');
  });

  it('keeps the status and headers of a redirect', async () => {
    reply = { statusCode: 302, headers: { location: '/signed' } };
    const response = await fetch(`${base}/api/update-info`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/signed');
  });
});
