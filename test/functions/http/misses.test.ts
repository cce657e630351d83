// Issue 18: the routes whose path is a secret (signing, download, QR, reset links)
// count their 404s per address; an address that keeps missing gets 429 for a while,
// also for a link that exists, while other addresses go on.
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from '#shared/zod.js';
import { handler as getSign } from '#functions/contracts/get-sign.js';
import { getDeps } from '#functions/deps.js';
import { notFound } from '#functions/errors.js';
import { defineHandler } from '#functions/http/handler.js';
import { limitMisses, MISS_RULE } from '#functions/http/misses.js';
import { ORIGIN_VERIFY_HEADER } from '#functions/http/origin.js';
import { call, provisionTestTable } from '#test/support/api.js';

beforeAll(provisionTestTable);

const secret = 'm'.repeat(40);
const deps = () => ({ ...getDeps(), config: { ...getDeps().config, ORIGIN_VERIFY_SECRET: secret } });
let nextAddress = 10;
/** A fresh client address per test, as CloudFront reports it. */
const newAddress = () => {
  const address = `198.51.100.${nextAddress++}`;
  return { 'cloudfront-viewer-address': `${address}:443`, [ORIGIN_VERIFY_HEADER]: secret };
};

const link = defineHandler({
  access: 'public',
  use: [limitMisses()],
  params: z.object({ id: z.string() }),
  run: async ({ params }) => {
    if (params.id !== 'the-real-one') throw notFound();
    return { ok: true };
  },
});

describe('misses on a secret path', () => {
  it(`answer 429 instead of 404 after ${MISS_RULE.limit} of them, to that address only; found links are still served`, async () => {
    const handler = link.withDeps(deps());
    const scanner = newAddress();
    for (let i = 0; i < MISS_RULE.limit; i++) {
      expect((await call(handler, `GET /api/x/guess-${i}`, { route: '/api/x/{id}', headers: scanner })).status).toBe(404);
    }
    const blocked = await call(handler, 'GET /api/x/one-more-guess', { route: '/api/x/{id}', headers: scanner });
    expect(blocked).toMatchObject({ status: 429, json: { error: expect.any(String) } });
    expect((await call(handler, 'GET /api/x/another-guess', { route: '/api/x/{id}', headers: newAddress() })).status).toBe(404);
    expect((await call(handler, 'GET /api/x/the-real-one', { route: '/api/x/{id}', headers: scanner })).status).toBe(200);
  });

  it('do not count answers that found something', async () => {
    const handler = link.withDeps(deps());
    const person = newAddress();
    for (let i = 0; i < MISS_RULE.limit + 5; i++) {
      expect((await call(handler, 'GET /api/x/the-real-one', { route: '/api/x/{id}', headers: person })).status).toBe(200);
    }
  });

  it('are not counted on routes without a secret in the path', async () => {
    const plain = defineHandler({ access: 'public', run: async () => Promise.reject(notFound()) }, deps());
    const caller = newAddress();
    for (let i = 0; i < MISS_RULE.limit + 2; i++) expect((await call(plain, `GET /api/y/${i}`, { route: '/api/y/{id}', headers: caller })).status).toBe(404);
  });

  it('apply to the signing link (GET /api/sign/{id})', async () => {
    const handler = getSign.withDeps(deps());
    const scanner = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= MISS_RULE.limit; i++) statuses.push((await call(handler, `GET /api/sign/no-such-link-${i}`, { headers: scanner })).status);
    expect(statuses.slice(0, MISS_RULE.limit).every((status) => status === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
