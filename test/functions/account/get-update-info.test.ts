import { beforeAll, describe, expect, it } from 'vitest';
import { handler } from '#functions/account/get-update-info.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';

beforeAll(provisionTestTable);

describe('GET /api/update-info', () => {
  it('answers 401 with an error when nobody is signed in', async () => {
    const answer = await call(handler, 'GET /api/update-info');
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual({ error: expect.any(String) });
  });

  it("answers the signed-in user's fields and nothing stored", async () => {
    const { user, token } = await makeUser({ bio: 'Houston agent', is_admin: false });
    const answer = await call(handler, 'GET /api/update-info', { token });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      id: user.id,
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      phone: user.phone,
      bio: 'Houston agent',
      company: 'Test Realty',
      license_number: '',
      photo_url: null,
      is_admin: false,
    });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('treats a pending agent as not signed in', async () => {
    const { token } = await makeUser({ approved: false, active: null });
    expect((await call(handler, 'GET /api/update-info', { token })).status).toBe(401);
  });

  it('treats an unknown token as not signed in', async () => {
    expect((await call(handler, 'GET /api/update-info', { token: 'not-a-session' })).status).toBe(401);
  });
});
