import { beforeAll, describe, expect, it } from 'vitest';
import { handler } from '#functions/account/get-session.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';

beforeAll(provisionTestTable);

// Who is signed in (D-212): the same user GET /api/update-info answers, and null, not 401, for nobody.
describe('GET /api/session', () => {
  it('answers a null user, not a refusal, when nobody is signed in', async () => {
    const answer = await call(handler, 'GET /api/session');
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ user: null });
  });

  it("answers the signed-in user's fields and nothing stored, uncached", async () => {
    const { user, token } = await makeUser({ bio: 'Houston agent', is_admin: true });
    const answer = await call(handler, 'GET /api/session', { token });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      user: {
        id: user.id,
        first_name: user.first_name,
        last_name: user.last_name,
        email: user.email,
        phone: user.phone,
        bio: 'Houston agent',
        company: 'Test Realty',
        license_number: '',
        photo_url: null,
        is_admin: true,
      },
    });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('answers null for a pending agent and an unknown token', async () => {
    const pending = await makeUser({ approved: false, active: null });
    expect((await call(handler, 'GET /api/session', { token: pending.token })).json).toEqual({ user: null });
    expect((await call(handler, 'GET /api/session', { token: 'not-a-session' })).json).toEqual({ user: null });
  });
});
