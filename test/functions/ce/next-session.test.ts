import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '#shared/dates.js';
import { handler as nextHandler } from '#functions/ce/get-ce-public-next-session.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';
import { businessToday, createClass, createSession } from './ce-support.js';

let admin = '';
beforeAll(async () => {
  await provisionTestTable();
  admin = (await makeUser({ is_admin: true })).token;
});

describe('GET /api/ce/public/next-session', () => {
  it('answers null before any session is scheduled', async () => {
    expect((await call(nextHandler, 'GET /api/ce/public/next-session')).json).toEqual({ next_session: null });
  });

  it('names the first session from today on, to anyone, without its link', async () => {
    const ceClass = await createClass(admin, { class_name: 'Septic Basics', hours: 2 });
    await createSession(admin, ceClass.id, { session_date: addDays(businessToday(), -3) });
    await createSession(admin, ceClass.id, { session_date: addDays(businessToday(), 9) });
    await createSession(admin, ceClass.id, { session_date: addDays(businessToday(), 2), session_time: '', location: '' });
    const answer = await call(nextHandler, 'GET /api/ce/public/next-session');
    expect(answer.json).toEqual({
      next_session: { class_name: 'Septic Basics', session_date: addDays(businessToday(), 2), session_time: null, location: null, hours: 2 },
    });
  });
});
