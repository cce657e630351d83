import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { ceMessages } from '#shared/ce.js';
import { addDays } from '#shared/dates.js';
import { handler as deleteSession } from '#functions/ce/delete-ce-sessions.js';
import { handler as getSessionInfo } from '#functions/ce/get-ce-public-session-info.js';
import { handler as getSessions } from '#functions/ce/get-ce-sessions.js';
import { handler as getQr } from '#functions/ce/get-ce-sessions-qr.js';
import { handler as postSession } from '#functions/ce/post-ce-sessions.js';
import { handler as putSession } from '#functions/ce/put-ce-sessions.js';
import { hashToken } from '#functions/data/ids.js';
import { getDeps } from '#functions/deps.js';
import { sameSite } from '#test/support/accounts.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';
import { readQrImage } from '#test/support/qr-image.js';
import { businessToday, createClass, createSession } from './ce-support.js';

let admin = '';
let classId = '';
beforeAll(async () => {
  await provisionTestTable();
  admin = (await makeUser({ is_admin: true })).token;
  classId = (await createClass(admin, { hours: 4 })).id;
});

const send = (handler: typeof postSession, request: string, body?: unknown, token = admin) => call(handler, request, { token, body, headers: sameSite });
const edit = { session_date: addDays(businessToday(), 7), session_time: '09:30', location: 'Online', max_attendees: 25 };

async function stored(key: { pk: string; sk: string }) {
  const { db } = getDeps();
  return (await db.doc.send(new GetCommand({ TableName: db.table, Key: key }))).Item;
}

describe('CE sessions', () => {
  it('creates a session with its class’s fields, an unguessable link, and counts it on the class', async () => {
    const ceClass = await createClass(admin, { hours: 6 });
    const created = await send(postSession, 'POST /api/ce/sessions', { ce_class_id: ceClass.id, session_date: '2026-12-03', session_time: '', location: ' ', max_attendees: '' });
    expect(created.status).toBe(200);
    const session = created.json.session;
    expect(session).toEqual({
      id: expect.any(String),
      ce_class_id: ceClass.id,
      class_name: ceClass.class_name,
      class_code: ceClass.class_code,
      class_hours: 6,
      session_date: '2026-12-03',
      session_time: null,
      location: null,
      max_attendees: null,
      attendee_count: 0,
      qr_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    // 256 random bits; the table keys the link by its hash only (data-model §4).
    expect(await stored({ pk: `TOKEN#${hashToken(session.qr_token)}`, sk: 'CE_ATTENDANCE' })).toMatchObject({ ce_session_id: session.id });
    expect(await stored({ pk: `TOKEN#${session.qr_token}`, sk: 'CE_ATTENDANCE' })).toBeUndefined();
    expect((await stored({ pk: `CECLASS#${ceClass.id}`, sk: 'CLASS' }))?.session_count).toBe(1);
    const other = await createSession(admin, ceClass.id);
    expect(other.qr_token).not.toBe(session.qr_token);
  });

  it.each([
    [{ session_date: '2026-12-03' }, ceMessages.sessionRequired],
    [{ ce_class_id: 'x', session_date: '' }, ceMessages.sessionRequired],
    [{ ce_class_id: 'x', session_date: '2026-02-30' }, ceMessages.sessionRequired],
    [{ ce_class_id: 'x', session_date: '2026-12-03', max_attendees: 0 }, ceMessages.maxAttendees],
    [{ ce_class_id: 'x', session_date: '2026-12-03', max_attendees: '2.5' }, ceMessages.maxAttendees],
    [{ ce_class_id: 'x', session_date: '2026-12-03', session_time: '6' }, ceMessages.sessionTime],
    [{ ce_class_id: 'x', session_date: '2026-12-03', session_time: '18:00 PM' }, ceMessages.sessionTime],
  ])('refuses %j with its message', async (body, message) => {
    const answer = await send(postSession, 'POST /api/ce/sessions', body);
    expect([answer.status, answer.json.error]).toEqual([400, message]);
  });

  it('answers 404 for a class that does not exist', async () => {
    const answer = await send(postSession, 'POST /api/ce/sessions', { ce_class_id: 'nope', session_date: '2026-12-03' });
    expect([answer.status, answer.json.error]).toEqual([404, ceMessages.classNotFound]);
  });

  it('lists sessions newest date first', async () => {
    const early = await createSession(admin, classId, { session_date: '2026-01-05' });
    const late = await createSession(admin, classId, { session_date: '2027-01-05' });
    const ids = ((await send(getSessions, 'GET /api/ce/sessions')).json.sessions as { id: string }[]).map((item) => item.id);
    expect(ids.indexOf(late.id)).toBeLessThan(ids.indexOf(early.id));
  });

  it('edits a session without attendees and keeps its link working for the new date', async () => {
    const session = await createSession(admin, classId);
    const edited = await send(putSession, `PUT /api/ce/sessions/${session.id}`, edit);
    expect(edited.json.session).toMatchObject({ id: session.id, ...edit, qr_token: session.qr_token });
    const info = await call(getSessionInfo, `GET /api/ce/public/session-info/${session.qr_token}`);
    expect(info.json).toMatchObject({ session_date: edit.session_date, session_time: '09:30', location: 'Online', hours: 4, is_open: false });
    expect((await send(putSession, 'PUT /api/ce/sessions/nope', edit)).status).toBe(404);
    expect((await send(putSession, `PUT /api/ce/sessions/${session.id}`, { ...edit, session_date: 'soon' })).json.error).toBe(ceMessages.sessionRequired);
  });

  it('deletes a session: the class gets its session back and the link stops working', async () => {
    const ceClass = await createClass(admin);
    const session = await createSession(admin, ceClass.id);
    expect((await send(deleteSession, `DELETE /api/ce/sessions/${session.id}`)).json).toEqual({ message: 'Session deleted' });
    expect((await stored({ pk: `CECLASS#${ceClass.id}`, sk: 'CLASS' }))?.session_count).toBe(0);
    expect((await call(getSessionInfo, `GET /api/ce/public/session-info/${session.qr_token}`)).status).toBe(404);
    expect((await send(deleteSession, `DELETE /api/ce/sessions/${session.id}`)).status).toBe(404);
  });

  it('draws the attendance address as a 300x300 PNG QR code on our server', async () => {
    const session = await createSession(admin, classId);
    const answer = await send(getQr, `GET /api/ce/sessions/${session.id}/qr`);
    expect(answer.json.url).toBe(`http://localhost:3000/ce-attendance/${session.qr_token}`);
    const qr = readQrImage(answer.json.qr_image as string);
    expect([qr.width, qr.height, qr.text]).toEqual([300, 300, answer.json.url]);
    expect((await send(getQr, 'GET /api/ce/sessions/nope/qr')).status).toBe(404);
  });

  it('is for admins only: 401 to visitors, 403 to agents', async () => {
    const agent = (await makeUser()).token;
    const session = await createSession(admin, classId);
    const calls: [typeof postSession, string, unknown][] = [
      [getSessions, 'GET /api/ce/sessions', undefined],
      [postSession, 'POST /api/ce/sessions', { ce_class_id: classId, session_date: '2026-12-03' }],
      [putSession, `PUT /api/ce/sessions/${session.id}`, edit],
      [deleteSession, `DELETE /api/ce/sessions/${session.id}`, undefined],
      [getQr, `GET /api/ce/sessions/${session.id}/qr`, undefined],
    ];
    for (const [handler, request, body] of calls) {
      expect((await call(handler, request, { body, headers: sameSite })).status).toBe(401);
      expect((await send(handler, request, body, agent)).status).toBe(403);
    }
    expect((await stored({ pk: `CESESSION#${session.id}`, sk: 'SESSION' }))?.session_date).toBe(businessToday());
  });
});
