import { beforeAll, describe, expect, it } from 'vitest';
import { handler as getSessionInfo } from '#functions/ce/get-ce-public-session-info.js';
import { handler as postSession } from '#functions/ce/post-ce-sessions.js';
import { handler as putSession } from '#functions/ce/put-ce-sessions.js';
import { ceMessages } from '#shared/ce.js';
import { addDays } from '#shared/dates.js';
import { readClockTime } from '#shared/times.js';
import { sameSite } from '#test/support/accounts.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';
import { businessToday, createClass } from './ce-support.js';

// Issue 28 point 3 (D-211): a CE session's time as people write it (`6:00 PM`, `6 PM`) or as a
// time input sends it (`18:00`), the body a client of product/outreach.md §7 "Continuing
// education" sends; one stored form, `HH:MM`, read back by the public session page.

let admin = '';
let classId = '';
beforeAll(async () => {
  await provisionTestTable();
  admin = (await makeUser({ is_admin: true })).token;
  classId = (await createClass(admin)).id;
});

const create = (session_time: unknown) =>
  call(postSession, 'POST /api/ce/sessions', {
    token: admin,
    headers: sameSite,
    body: { ce_class_id: classId, session_date: addDays(businessToday(), 14), session_time, location: 'Heights Library', max_attendees: 30 },
  });
const storedTime = async (qrToken: string) => (await call(getSessionInfo, `GET /api/ce/public/session-info/${qrToken}`)).json.session_time as string | null;

describe('CE session_time as written', () => {
  it.each([
    ['6:00 PM', '18:00'],
    ['6 PM', '18:00'],
    ['18:00', '18:00'],
    ['9:30 am', '09:30'],
    ['12:00 PM', '12:00'],
  ])('creates a session at %j, kept as %s', async (written, clock) => {
    const created = await create(written);
    expect([created.status, created.json.message, created.json.session.session_time]).toEqual([200, 'Session created', clock]);
    expect(await storedTime(created.json.session.qr_token)).toBe(clock);
  });

  it('changes a session’s time as written', async () => {
    const { session } = (await create('18:00')).json;
    const body = { session_date: session.session_date, session_time: '7 PM', location: 'Heights Library', max_attendees: 30 };
    const updated = await call(putSession, `PUT /api/ce/sessions/${session.id}`, { token: admin, headers: sameSite, body });
    expect([updated.status, updated.json.session.session_time]).toEqual([200, '19:00']);
    expect(await storedTime(session.qr_token)).toBe('19:00');
  });

  it.each(['6', '25:00', '6:75 PM', '13 PM', 'evening'])('refuses %j with a message naming forms it takes', async (written) => {
    const answer = await create(written);
    expect([answer.status, answer.json.error, answer.json.field]).toEqual([400, ceMessages.sessionTime, 'session_time']);
    for (const example of ceMessages.sessionTime.match(/\d{1,2}:\d\d(?: [AP]M)?/g)!) expect(readClockTime(example)).not.toBeNull();
  });
});
