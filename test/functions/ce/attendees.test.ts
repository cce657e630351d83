import { beforeAll, describe, expect, it } from 'vitest';
import { ceMessages } from '#shared/ce.js';
import { handler as deleteAttendance } from '#functions/ce/delete-ce-attendance.js';
import { handler as getAttendees } from '#functions/ce/get-ce-sessions-attendees.js';
import { handler as logHandler } from '#functions/ce/post-ce-public-log-attendance.js';
import { handler as putSession } from '#functions/ce/put-ce-sessions.js';
import { sameSite } from '#test/support/accounts.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';
import { businessToday, createClass, createSession, importHolders } from './ce-support.js';

let admin = '';
let session: Awaited<ReturnType<typeof createSession>>;
beforeAll(async () => {
  await provisionTestTable();
  admin = (await makeUser({ is_admin: true })).token;
  session = await createSession(admin, (await createClass(admin, { class_name: 'Septic Basics' })).id, { location: 'Katy Office' });
  await importHolders([
    ['0500001', 'PATEL, RINA'],
    ['0500002', 'SMITH, JO', 'BRK'],
  ]);
  for (const licence of ['0500001', '0500002']) {
    await call(logHandler, 'POST /api/ce/public/log-attendance', { body: { session_token: session.qr_token, license_number: licence }, headers: sameSite });
  }
});

const send = (handler: typeof getAttendees, request: string, token = admin) => call(handler, request, { token, headers: sameSite });

describe('CE attendees', () => {
  it('lists who attended by licence number, with the session’s info and its count', async () => {
    const answer = await send(getAttendees, `GET /api/ce/sessions/${session.id}/attendees`);
    expect(answer.json).toEqual({
      session_info: { class_name: 'Septic Basics', session_date: businessToday(), session_time: '18:00', location: 'Katy Office' },
      total_attendees: 2,
      attendees: [
        { id: `${session.id}:0500001`, full_name: 'Rina Patel', license_number: '0500001', role: 'Sales Agent', logged_at: expect.any(String) },
        { id: `${session.id}:0500002`, full_name: 'Jo Smith', license_number: '0500002', role: 'Broker', logged_at: expect.any(String) },
      ],
      next_cursor: null,
    });
    expect((await send(getAttendees, 'GET /api/ce/sessions/nope/attendees')).status).toBe(404);
  });

  it('locks the session while it has attendees; removing them all unlocks it', async () => {
    const edit = { session_date: businessToday(), session_time: '', location: 'Moved', max_attendees: '' };
    const locked = await call(putSession, `PUT /api/ce/sessions/${session.id}`, { token: admin, body: edit, headers: sameSite });
    expect([locked.status, locked.json.error]).toEqual([409, ceMessages.sessionLocked]);
    for (const licence of ['0500001', '0500002']) {
      expect((await send(deleteAttendance, `DELETE /api/ce/attendance/${session.id}:${licence}`)).json).toEqual({ message: 'Attendee removed' });
    }
    expect((await send(getAttendees, `GET /api/ce/sessions/${session.id}/attendees`)).json.total_attendees).toBe(0);
    expect((await call(putSession, `PUT /api/ce/sessions/${session.id}`, { token: admin, body: edit, headers: sameSite })).status).toBe(200);
  });

  it('answers 404 for an attendee that is not there', async () => {
    for (const id of [`${session.id}:0500001`, 'no-colon', `${session.id}:1:2`]) {
      const answer = await send(deleteAttendance, `DELETE /api/ce/attendance/${id}`);
      expect([answer.status, answer.json.error]).toEqual([404, ceMessages.attendeeNotFound]);
    }
  });

  it('is for admins only: 401 to visitors, 403 to agents', async () => {
    const agent = (await makeUser()).token;
    for (const [handler, request] of [
      [getAttendees, `GET /api/ce/sessions/${session.id}/attendees`],
      [deleteAttendance, `DELETE /api/ce/attendance/${session.id}:0500001`],
    ] as const) {
      expect((await call(handler, request, { headers: sameSite })).status).toBe(401);
      expect((await send(handler, request, agent)).status).toBe(403);
    }
  });
});
