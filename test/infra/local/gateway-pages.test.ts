import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDeps } from '#functions/deps.js';
import { createGateway, listenGateway, type Listening } from '#infra/local/gateway.js';
import { freePort } from '#infra/local/moto.js';

// The local gateway serves the site as CloudFront does (issue 14): each page's own HTML,
// and text compressed by the viewer's Accept-Encoding.

let dist: string;
let base: string;
let listening: Listening;
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, index) => `word${index}`))};`;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'dist-pages-'));
  await mkdir(join(dist, 'assets'));
  await mkdir(join(dist, 'login'));
  await mkdir(join(dist, 'download'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>Home</title>');
  await writeFile(join(dist, 'app.html'), '<!doctype html><title>Shell</title>');
  await writeFile(join(dist, 'login', 'index.html'), '<!doctype html><title>Sign in</title>');
  await writeFile(join(dist, 'download', 'index.html'), '<!doctype html><title>Report</title>');
  await writeFile(join(dist, 'assets', 'big-3f9a1c.js'), script);
  await writeFile(join(dist, 'assets', 'small-3f9a1c.js'), 'console.log(1)');
  await writeFile(join(dist, 'assets', 'photo-3f9a1c.png'), Buffer.alloc(5000, 7));
  const port = await freePort();
  listening = await listenGateway(createGateway({ deps: getDeps(), distDir: dist }), port, 'http://localhost:3000');
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await listening?.close();
  await rm(dist, { recursive: true, force: true });
});

/** node:http, since fetch would decompress the body and hide the encoding's bytes. */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the local gateway: each page its own HTML', () => {
  it("serves the page's file by its first segment, the home page at /, the shell for the rest", async () => {
    const title = async (path: string) => /<title>([^<]*)<\/title>/.exec((await get(path)).body.toString())?.[1];
    expect(await title('/')).toBe('Home');
    expect(await title('/login')).toBe('Sign in');
    expect(await title('/login?next=%2Forder')).toBe('Sign in');
    expect(await title('/download/abc_DEF-123')).toBe('Report');
    expect(await title('/inspections/42')).toBe('Shell');
    expect(await title('/constructor')).toBe('Shell');
  });

  it('serves index.html for every page of a build without per-page files', async () => {
    await rm(join(dist, 'app.html'));
    try {
      expect((await get('/inspections/42')).body.toString()).toContain('<title>Home</title>');
    } finally {
      await writeFile(join(dist, 'app.html'), '<!doctype html><title>Shell</title>');
    }
  });
});

describe('the local gateway: compression, as CloudFront compresses', () => {
  it('sends brotli when accepted, else gzip, else the file itself, with Vary', async () => {
    const brotli = await get('/assets/big-3f9a1c.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(script);
    expect(brotli.body.length).toBeLessThan(script.length / 2);
    expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length);

    const gzip = await get('/assets/big-3f9a1c.js', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);

    const plain = await get('/assets/big-3f9a1c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('gives each encoding its own ETag, so a cached copy is revalidated in its own encoding', async () => {
    const brotli = await get('/assets/big-3f9a1c.js', { 'accept-encoding': 'br' });
    const plain = await get('/assets/big-3f9a1c.js');
    expect(brotli.headers.etag).not.toBe(plain.headers.etag);
    expect((await get('/assets/big-3f9a1c.js', { 'accept-encoding': 'br', 'if-none-match': String(brotli.headers.etag) })).status).toBe(304);
    expect((await get('/assets/big-3f9a1c.js', { 'if-none-match': String(brotli.headers.etag) })).status).toBe(200);
  });

  it('leaves small files and images as they are', async () => {
    expect((await get('/assets/small-3f9a1c.js', { 'accept-encoding': 'br' })).headers['content-encoding']).toBeUndefined();
    const image = await get('/assets/photo-3f9a1c.png', { 'accept-encoding': 'br' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body.length).toBe(5000);
  });
});
