// Issue 18 (probe findings): parts of a request that do not parse are refused or
// ignored, never a 500; CloudFront's address header counts only from CloudFront;
// a request without Origin must be JSON to change anything; the session cookie is
// __Host- wherever the site is https.
import { beforeAll, describe, expect, it } from 'vitest';
import { getDeps, type Deps } from '#functions/deps.js';
import { clearSessionCookie, readCookie, sessionCookie, sessionCookieName } from '#functions/http/cookies.js';
import { defineHandler } from '#functions/http/handler.js';
import { ORIGIN_VERIFY_HEADER } from '#functions/http/origin.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';

beforeAll(provisionTestTable);

const whoAmI = defineHandler({ access: 'public', run: async ({ auth }) => ({ signed_in: auth !== null }) });
const usersOnly = defineHandler({ access: 'user', run: async () => ({ ok: true }) });
const change = defineHandler({ access: 'public', run: async () => ({ changed: true }) });
const whereFrom = (deps?: Deps) => defineHandler({ access: 'public', run: async ({ ip }) => ({ ip }) }, deps);

describe('a session cookie that does not decode', () => {
  it('is no session: public routes answer, signed-in routes ask to sign in', async () => {
    for (const value of ['%E0%A4%A', '%ZZ', '%', 'a%2']) {
      expect(await call(whoAmI, 'GET /api/x', { cookies: [`sid=${value}`] })).toMatchObject({ status: 200, json: { signed_in: false } });
      expect((await call(usersOnly, 'GET /api/x', { cookies: [`sid=${value}`] })).status).toBe(401);
    }
  });

  it('does not hide a good session cookie beside a broken other cookie', async () => {
    const { token } = await makeUser();
    const answer = await call(whoAmI, 'GET /api/x', { token, cookies: ['theme=%E0%A4%A'] });
    expect(answer.json).toEqual({ signed_in: true });
  });

  it('reads as undefined, the same as a missing cookie', () => {
    expect(readCookie(['sid=%E0%A4%A'], 'sid')).toBeUndefined();
    expect(readCookie(['sid=abc%20d'], 'sid')).toBe('abc d');
  });
});

describe('the session cookie', () => {
  const https = { ...getDeps().config, APP_URL: 'https://portal.example.com' };
  const local = getDeps().config;

  it('is __Host-sid, Secure, Path=/ and without Domain on an https site', () => {
    expect(sessionCookieName(https)).toBe('__Host-sid');
    const cookie = sessionCookie(https, 'token');
    expect(cookie).toMatch(/^__Host-sid=token; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax; Secure$/);
    expect(cookie).not.toMatch(/Domain=/i);
    expect(clearSessionCookie(https)).toMatch(/^__Host-sid=; Path=\/; Max-Age=0; .*Secure$/);
  });

  it('stays sid on plain-http localhost, where browsers refuse __Host- without Secure', () => {
    expect(sessionCookie(local, 'token')).toMatch(/^sid=token; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
  });

  it('is read under the https name only: a plain sid cookie signs nobody in there', async () => {
    const { token } = await makeUser();
    const deps = { ...getDeps(), config: https };
    const handler = whoAmI.withDeps(deps);
    const headers = { host: 'portal.example.com' };
    expect((await call(handler, 'GET /api/x', { cookies: [`__Host-sid=${token}`], headers })).json).toEqual({ signed_in: true });
    expect((await call(handler, 'GET /api/x', { cookies: [`sid=${token}`], headers })).json).toEqual({ signed_in: false });
  });
});

describe('a state change without Origin', () => {
  it('is refused unless it is JSON, before the handler runs', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonp', 'text/json']) {
      const answer = await call(change, 'POST /api/inspections/x/cancel', { rawBody: 'x', headers: { 'content-type': type } });
      expect(answer, type).toMatchObject({ status: 403, json: { error: 'Cross-site request refused.' } });
    }
  });

  it('passes as JSON or without a body (a webhook, curl)', async () => {
    expect((await call(change, 'POST /api/x', { body: {} })).status).toBe(200);
    expect((await call(change, 'POST /api/x', { rawBody: '{}', headers: { 'content-type': 'application/json; charset=utf-8' } })).status).toBe(200);
    expect((await call(change, 'POST /api/x')).status).toBe(200);
  });

  it("is let through in any type only for a route that says its sender is a machine (Stripe's webhook)", async () => {
    const webhook = defineHandler({ access: 'public', sender: 'machine', run: async () => ({ received: true }) });
    const headers = { 'content-type': 'application/octet-stream' };
    expect((await call(webhook, 'POST /api/x', { rawBody: '{}', headers })).status).toBe(200);
    expect((await call(change, 'POST /api/x', { rawBody: '{}', headers })).status).toBe(403);
    expect((await call(webhook, 'POST /api/x', { rawBody: '{}', headers: { ...headers, origin: 'https://evil.example' } })).status).toBe(403);
  });

  it('with our Origin may be multipart (uploads)', async () => {
    const headers = { origin: 'http://localhost:3000', 'content-type': 'multipart/form-data; boundary=x' };
    expect((await call(change, 'POST /api/x', { rawBody: '--x--', headers })).status).toBe(200);
  });
});

describe("the client's address", () => {
  const secret = 's'.repeat(40);
  const viewer = { 'cloudfront-viewer-address': '203.0.113.7:443' };

  it("ignores CloudFront's header on a request that did not prove it came through CloudFront", async () => {
    const answer = await call(whereFrom(), 'GET /api/x', { headers: viewer });
    expect(answer.json.ip).not.toBe('203.0.113.7');
  });

  it('believes it when the origin secret came with it', async () => {
    const deps = { ...getDeps(), config: { ...getDeps().config, ORIGIN_VERIFY_SECRET: secret } };
    const answer = await call(whereFrom(deps), 'GET /api/x', { headers: { ...viewer, [ORIGIN_VERIFY_HEADER]: secret } });
    expect(answer.json.ip).toBe('203.0.113.7');
    const v6 = await call(whereFrom(deps), 'GET /api/x', { headers: { 'cloudfront-viewer-address': '[2001:db8::1]:443', [ORIGIN_VERIFY_HEADER]: secret } });
    expect(v6.json.ip).toBe('2001:db8::1');
  });
});
