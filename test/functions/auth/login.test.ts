import { beforeAll, describe, expect, it } from 'vitest';
import { handler as getUpdateInfo } from '#functions/account/get-update-info.js';
import { handler as postCheckAuthMethods } from '#functions/auth/post-check-auth-methods.js';
import { handler as postLogin } from '#functions/auth/post-login.js';
import { getDeps } from '#functions/deps.js';
import { ORIGIN_VERIFY_HEADER } from '#functions/http/origin.js';
import { SESSION_COOKIE } from '#shared/session.js';
import { makeAgentWithPassword, sameSite } from '#test/support/accounts.js';
import { call, provisionTestTable } from '#test/support/api.js';

let phone = '';

beforeAll(async () => {
  await provisionTestTable();
  phone = (await makeAgentWithPassword('hunter22')).user.phone;
});

describe('POST /api/check-auth-methods', () => {
  it('answers how the account signs in', async () => {
    const answer = await call(postCheckAuthMethods, 'POST /api/check-auth-methods', { body: { phone }, headers: sameSite });
    expect(answer.json).toEqual({ has_passkey: false, has_password: true });
  });

  it("answers 'Phone not found' for an unknown phone", async () => {
    const answer = await call(postCheckAuthMethods, 'POST /api/check-auth-methods', { body: { phone: '2815550199' }, headers: sameSite });
    expect(answer.status).toBe(404);
    expect(answer.json.error).toBe('Phone not found');
  });
});

describe('POST /api/login', () => {
  it('starts a new session with a secure cookie', async () => {
    const first = await call(postLogin, 'POST /api/login', { body: { phone, password: 'hunter22' }, headers: sameSite });
    const second = await call(postLogin, 'POST /api/login', { body: { phone, password: 'hunter22' }, headers: sameSite });
    expect(first.status).toBe(200);
    expect(first.cookies[0]).toMatch(new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{43}; Path=/; Max-Age=\\d+; HttpOnly; SameSite=Lax`));
    expect(first.cookies[0]).not.toBe(second.cookies[0]);
    const token = first.cookies[0]!.split(';')[0]!.split('=')[1]!;
    expect((await call(getUpdateInfo, 'GET /api/update-info', { token })).json.phone).toBe(phone);
  });

  it('gives one answer for a wrong password and an unknown phone', async () => {
    const wrong = await call(postLogin, 'POST /api/login', { body: { phone, password: 'nope-nope' }, headers: sameSite });
    const unknown = await call(postLogin, 'POST /api/login', { body: { phone: '2815550198', password: 'nope-nope' }, headers: sameSite });
    expect(wrong.status).toBe(401);
    expect(unknown.json).toEqual(wrong.json);
  });

  it('tells a deactivated agent why', async () => {
    const { user } = await makeAgentWithPassword('hunter22', { active: false });
    const answer = await call(postLogin, 'POST /api/login', { body: { phone: user.phone, password: 'hunter22' }, headers: sameSite });
    expect(answer.status).toBe(403);
    expect(answer.json.status).toBe('inactive');
  });

  // Eleven hashes, at the tests' cost (hashCost, D-166): no longer a test that needs an idle machine.
  it('stops guessing with 429 after ten tries for one phone', async () => {
    const { user } = await makeAgentWithPassword('hunter22');
    // Each try from another address, as CloudFront reports it (believed with the origin secret only).
    const secret = 'o'.repeat(40);
    const behindCloudFront = postLogin.withDeps({ ...getDeps(), config: { ...getDeps().config, ORIGIN_VERIFY_SECRET: secret } });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const answer = await call(behindCloudFront, 'POST /api/login', {
        body: { phone: user.phone, password: `guess-${i}` },
        headers: { ...sameSite, 'cloudfront-viewer-address': `203.0.113.${i}:443`, [ORIGIN_VERIFY_HEADER]: secret },
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
