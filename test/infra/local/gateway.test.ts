import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDeps } from '#functions/deps.js';
import { routes } from '#functions/route-table.js';
import { MAX_REQUEST_BYTES, REQUEST_TOO_LARGE } from '#shared/limits.js';
import { createGateway, listenGateway, type Listening } from '#infra/local/gateway.js';
import { freePort } from '#infra/local/moto.js';
import { makeUser, provisionTestTable } from '#test/support/api.js';

let dist: string;
let base: string;
let listening: Listening;
let writes = 0;

beforeAll(async () => {
  await provisionTestTable();
  dist = await mkdtemp(join(tmpdir(), 'dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>Portal</title>');
  await writeFile(join(dist, 'assets', 'index-3f9a1c.js'), 'console.log(1)');
  await writeFile(join(dist, 'favicon.svg'), '<svg/>');
  const port = await freePort();
  const server = createGateway({ deps: getDeps(), distDir: dist, onWrite: () => (writes += 1) });
  listening = await listenGateway(server, port, 'http://localhost:3000');
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await listening?.close();
  await rm(dist, { recursive: true, force: true });
});

describe('the local gateway: /api', () => {
  it('answers 404 JSON for an unknown /api path', async () => {
    const response = await fetch(`${base}/api/no-such-thing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  });

  it('answers 405 with Allow for a known path and another method', async () => {
    const path = '/api/business-info';
    const allowed = routes.filter((route) => route.path === path).map((route) => route.method);
    expect(allowed).not.toContain('DELETE');
    const response = await fetch(`${base}${path}`, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')!.split(', ').sort()).toEqual(allowed.sort());
  });

  it('answers 400, not 500, for a path parameter that is not valid percent-encoding', async () => {
    for (const id of ['%ZZ', '%E0%A4%A', '%']) {
      const response = await fetch(`${base}/api/sign/${id}`);
      expect(response.status, id).toBe(400);
      expect(await response.json()).toEqual({ error: 'The address is not valid.' });
    }
  });

  it("runs the route's handler: 401 without a session cookie", async () => {
    const response = await fetch(`${base}/api/update-info`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Please sign in.' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('passes the cookie in and each Set-Cookie out (POST /api/logout)', async () => {
    const { token } = await makeUser();
    const before = writes;
    const signedIn = await fetch(`${base}/api/update-info`, { headers: { cookie: `sid=${token}` } });
    expect(signedIn.status).toBe(200);

    const response = await fetch(`${base}/api/logout`, { method: 'POST', headers: { origin: 'http://localhost:3000', cookie: `sid=${token}` } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(response.headers.getSetCookie()).toEqual([expect.stringMatching(/^sid=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax$/)]);
    expect(writes).toBe(before + 1);
    expect((await fetch(`${base}/api/update-info`, { headers: { cookie: `sid=${token}` } })).status).toBe(401);
  });

  it('refuses a cross-site POST with 403', async () => {
    const response = await fetch(`${base}/api/logout`, { method: 'POST', headers: { origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'Cross-site request refused.' });
  });

  it('answers 413 for a body over 6 MB without calling the handler', async () => {
    const before = writes;
    const response = await fetch(`${base}/api/logout`, {
      method: 'POST',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
      body: 'x'.repeat(MAX_REQUEST_BYTES + 1),
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: string }).error).toBe(REQUEST_TOO_LARGE);
    expect(writes).toBe(before);
  });
});

describe('the local gateway: the site', () => {
  it('serves index.html for an app path, uncached, with the site headers', async () => {
    const response = await fetch(`${base}/agents/42/bookings`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Portal</title>');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    // Plain http on localhost: no HSTS.
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('serves hashed assets with their type and a long cache', async () => {
    const response = await fetch(`${base}/assets/index-3f9a1c.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const again = await fetch(`${base}/assets/index-3f9a1c.js`, { headers: { 'if-none-match': response.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('serves other files revalidated, and 404 for a missing file with an extension', async () => {
    const icon = await fetch(`${base}/favicon.svg`);
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    expect(icon.headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${base}/assets/missing-123.js`)).status).toBe(404);
  });

  it('never serves a file outside dist', async () => {
    const get = (path: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        // node:http, since fetch would normalise the dots away before sending.
        const req = request(`${base}${path}`, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
        req.end();
      });
    const passwd = await get('/..%2F..%2F..%2F..%2Fetc%2Fpasswd');
    expect(passwd.body).not.toContain('root:');
    expect(passwd.body).toContain('<title>Portal</title>');
    expect((await get('/../../../../etc/hostname.txt')).status).toBe(404);
  });

  it('explains how to build the app when web/dist is missing, and the API still answers', async () => {
    const port = await freePort();
    const bare = await listenGateway(createGateway({ deps: getDeps(), distDir: join(dist, 'nope') }), port, 'http://localhost:3000');
    try {
      const page = await fetch(`http://127.0.0.1:${port}/`);
      expect(page.status).toBe(503);
      expect(await page.text()).toContain('npm run build:web');
      expect((await fetch(`http://127.0.0.1:${port}/api/update-info`)).status).toBe(401);
    } finally {
      await bare.close();
    }
  });
});
