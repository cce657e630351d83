import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from '#shared/zod.js';
import { paymentRequired } from '#functions/errors.js';
import { getDeps, type Deps } from '#functions/deps.js';
import { defineHandler, Reply } from '#functions/http/handler.js';
import { ORIGIN_VERIFY_HEADER } from '#functions/http/origin.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';

beforeAll(provisionTestTable);
afterEach(() => vi.restoreAllMocks());

const echo = defineHandler({
  access: 'public',
  body: z.object({ name: z.string({ error: 'Name is required' }).check(z.minLength(1, 'Name is required')) }),
  query: z.object({ page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1) }),
  run: async ({ body, query, auth }) => ({ name: body.name, page: query.page, signed_in: auth !== null }),
});

const sameSite = { origin: 'http://localhost:3000' };

describe('validation', () => {
  it('gives the handler parsed body and query', async () => {
    const answer = await call(echo, 'POST /api/echo?page=2', { body: { name: 'Ann' }, headers: sameSite });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ name: 'Ann', page: 2, signed_in: false });
  });

  it("answers 400 with the schema's message and the field", async () => {
    const answer = await call(echo, 'POST /api/echo', { body: { name: '' }, headers: sameSite });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ error: 'Name is required', field: 'name' });
  });

  it('answers 400 for a bad query value', async () => {
    const answer = await call(echo, 'POST /api/echo?page=0', { body: { name: 'Ann' }, headers: sameSite });
    expect(answer.status).toBe(400);
    expect(answer.json.field).toBe('page');
  });

  it('answers 415 for a body that is not JSON, 400 for broken JSON', async () => {
    const form = await call(echo, 'POST /api/echo', { rawBody: 'name=Ann', headers: { ...sameSite, 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.status).toBe(415);
    const broken = await call(echo, 'POST /api/echo', { rawBody: '{"name":', headers: sameSite });
    expect(broken.status).toBe(400);
    expect(broken.json).toEqual({ error: 'The request body is not valid JSON.' });
  });
});

describe('errors', () => {
  it('turns a domain error into its status, message and extra fields', async () => {
    const payment = defineHandler({
      access: 'public',
      run: async () => {
        throw paymentRequired('Payment required', { booking: { id: 'b1' } });
      },
    });
    const answer = await call(payment, 'GET /api/pay');
    expect(answer.status).toBe(402);
    expect(answer.json).toEqual({ error: 'Payment required', booking: { id: 'b1' } });
  });

  it('hides an unexpected error behind a plain 500 and logs it', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const broken = defineHandler({
      access: 'public',
      run: async () => {
        throw new Error('database password is hunter2');
      },
    });
    const answer = await call(broken, 'GET /api/broken');
    expect(answer.status).toBe(500);
    expect(answer.json).toEqual({ error: 'An unexpected error occurred.' });
    expect(answer.raw.body).not.toContain('hunter2');
    expect(JSON.parse(String(log.mock.calls[0]?.[0]))).toMatchObject({ level: 'error', status: 500 });
  });
});

describe('replies', () => {
  it('adds security headers to every reply', async () => {
    const answer = await call(echo, 'POST /api/echo', { body: {}, headers: sameSite });
    expect(answer.headers).toMatchObject({
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('passes cookies, statuses and redirects through', async () => {
    const redirect = defineHandler({ access: 'public', run: async () => Reply.redirect('/somewhere') });
    const answer = await call(redirect, 'GET /api/go');
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe('/somewhere');
  });

  it('logs one line per request with the route, never the raw path or cookie', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const { token } = await makeUser();
    const secret = defineHandler({ access: 'user', run: async () => ({ ok: true }) });
    await call(secret, 'GET /api/sign/secret-link-token', { token, route: '/api/sign/{id}' });
    expect(log).toHaveBeenCalledTimes(1);
    const line = String(log.mock.calls[0]?.[0]);
    expect(JSON.parse(line)).toMatchObject({ msg: 'request', status: 200, user_id: expect.any(String) });
    expect(JSON.parse(line).route).toBe('GET /api/sign/{id}');
    expect(line).not.toContain('secret-link-token');
    expect(line).not.toContain(token);
  });
});

describe('only through CloudFront', () => {
  const secret = 'x'.repeat(40);
  const behindCloudFront = (deps: Deps) => defineHandler({ access: 'public', run: async () => ({ ok: true }) }, { ...deps, config: { ...deps.config, ORIGIN_VERIFY_SECRET: secret } });

  it("refuses a request without CloudFront's secret header, or with another value", async () => {
    const handler = behindCloudFront(getDeps());
    expect((await call(handler, 'GET /api/anything')).status).toBe(403);
    expect((await call(handler, 'GET /api/anything', { headers: { [ORIGIN_VERIFY_HEADER]: 'y'.repeat(40) } })).status).toBe(403);
    expect((await call(handler, 'GET /api/anything', { headers: { [ORIGIN_VERIFY_HEADER]: secret.slice(1) } })).status).toBe(403);
  });

  it('lets CloudFront through, and checks nothing where no secret is configured (locally)', async () => {
    expect((await call(behindCloudFront(getDeps()), 'GET /api/anything', { headers: { [ORIGIN_VERIFY_HEADER]: secret } })).json).toEqual({ ok: true });
    const local = defineHandler({ access: 'public', run: async () => ({ ok: true }) });
    expect((await call(local, 'GET /api/anything')).status).toBe(200);
  });
});
