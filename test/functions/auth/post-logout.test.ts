import { beforeAll, describe, expect, it } from 'vitest';
import { handler as getUpdateInfo } from '#functions/account/get-update-info.js';
import { handler as logout } from '#functions/auth/post-logout.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';

beforeAll(provisionTestTable);

const sameSite = { origin: 'http://localhost:3000' };

describe('POST /api/logout', () => {
  it('deletes the session server-side and clears the cookie', async () => {
    const { token } = await makeUser();
    const answer = await call(logout, 'POST /api/logout', { token, headers: sameSite });
    expect(answer.status).toBe(200);
    expect(answer.cookies).toEqual([expect.stringMatching(/^sid=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax/)]);
    // The old cookie no longer works even if a browser kept it.
    expect((await call(getUpdateInfo, 'GET /api/update-info', { token })).status).toBe(401);
  });

  it('succeeds for someone already signed out', async () => {
    const answer = await call(logout, 'POST /api/logout', { headers: sameSite });
    expect(answer.status).toBe(200);
  });

  it('is refused from another site', async () => {
    const { token } = await makeUser();
    expect((await call(logout, 'POST /api/logout', { token, headers: { origin: 'https://evil.example' } })).status).toBe(403);
    expect((await call(getUpdateInfo, 'GET /api/update-info', { token })).status).toBe(200);
  });
});
