import { beforeAll, describe, expect, it } from 'vitest';
import { handler as getReport } from '#functions/ce/get-ce-attendance-report.js';
import { handler as getRosterSettings } from '#functions/ce/get-ce-roster-settings.js';
import { handler as getRoster } from '#functions/ce/get-ce-session-roster.js';
import { handler as logAttendance } from '#functions/ce/post-ce-public-log-attendance.js';
import { handler as putRosterSettings } from '#functions/ce/put-ce-roster-settings.js';
import { sameSite } from '#test/support/accounts.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';
import { pdfTextLines } from '#test/support/pdf-text.js';
import { at, createClass, createSession, importHolders } from './ce-support.js';

// Issue 11 point 6: the Reports tab (filters, totals, rows by session) and each session's
// roster for the Commission, as CSV and PDF.

let admin = '';
let agent = '';

let sessions = { oct: '', nov: '', empty: '' };
let ethicsId = '';

/** Attendance logged through the public route, its clock on the session's day (the only day it is taken). */
async function attend(qrToken: string, licenseNumber: string, when: string) {
  const answer = await call(at(logAttendance, new Date(when)), 'POST /api/ce/public/log-attendance', {
    body: { session_token: qrToken, license_number: licenseNumber, role: 'Sales Agent' },
    headers: sameSite,
  });
  if (answer.status !== 200) throw new Error(`log-attendance: ${answer.status} ${JSON.stringify(answer.json)}`);
}

beforeAll(async () => {
  await provisionTestTable();
  admin = (await makeUser({ is_admin: true })).token;
  agent = (await makeUser()).token;
  await importHolders([
    ['0400063', 'RIVERA, ALEX'],
    ['0400072', 'NGUYEN, BROOKE'],
    ['0400101', 'ADAMS, MINH'],
  ]);
  const ethics = await createClass(admin, { class_name: 'Ethics for Agents', class_code: 'CE-ETH-101', hours: 3 });
  const contracts = await createClass(admin, { class_name: 'Contracts, Addenda & "Forms"', class_code: 'CE-CON-201', hours: 4 });
  ethicsId = ethics.id;
  const oct = await createSession(admin, ethics.id, { session_date: '2026-10-14', session_time: '09:00', location: 'Heights Office' });
  const nov = await createSession(admin, contracts.id, { session_date: '2026-11-18', session_time: '13:30', location: '' });
  const empty = await createSession(admin, ethics.id, { session_date: '2026-11-20', session_time: '', location: '' });
  sessions = { oct: oct.id, nov: nov.id, empty: empty.id };
  await attend(oct.qr_token, '0400072', '2026-10-14T14:02:00.000Z');
  await attend(oct.qr_token, '0400063', '2026-10-14T14:05:00.000Z');
  await attend(nov.qr_token, '0400101', '2026-11-18T19:40:00.000Z');
});

const bytesOf = (answer: { raw: { body?: string; isBase64Encoded?: boolean } }) => Buffer.from(answer.raw.body ?? '', answer.raw.isBase64Encoded ? 'base64' : 'utf8');

const report = (query: string, token = admin) => call(getReport, `GET /api/ce/attendance-report?${query}`, { token });

describe('GET /api/ce/attendance-report', () => {
  it('answers the rows of the range, by session, with the totals', async () => {
    const answer = await report('start_date=2026-10-01&end_date=2026-11-30');
    expect(answer.status).toBe(200);
    expect(answer.json.summary).toEqual({ sessions: 2, attendees: 3, hours_credited: 10 });
    expect(answer.json.rows.map((row: { attendance_id: string }) => row.attendance_id)).toEqual([`${sessions.oct}:0400072`, `${sessions.oct}:0400063`, `${sessions.nov}:0400101`]);
    expect(answer.json.rows[0]).toEqual({
      attendance_id: `${sessions.oct}:0400072`,
      license_number: '0400072',
      full_name: 'Brooke Nguyen',
      role: 'Sales Agent',
      class_name: 'Ethics for Agents',
      class_code: 'CE-ETH-101',
      class_hours: 3,
      session_date: '2026-10-14',
      session_time: '09:00',
      location: 'Heights Office',
      logged_at: '2026-10-14T14:02:00.000Z',
    });
  });

  it('includes the last day of the range, and narrows to one class', async () => {
    expect((await report('start_date=2026-11-18&end_date=2026-11-18')).json.summary.attendees).toBe(1);
    expect((await report('start_date=2026-10-15&end_date=2026-11-17')).json.rows).toEqual([]);
    const ethics = await report(`start_date=2026-01-01&end_date=2026-12-31&class_id=${ethicsId}`);
    expect(ethics.json.summary).toEqual({ sessions: 1, attendees: 2, hours_credited: 6 });
  });

  it('refuses a missing, unreal, reversed or too long range', async () => {
    const error = async (query: string) => JSON.stringify((await report(query)).json);
    expect((await report('end_date=2026-11-30')).status).toBe(400);
    expect(await error('start_date=2026-02-30&end_date=2026-03-01')).toContain('Please choose a start date');
    // Not dates at all: refused as such, never a 500 from the date check.
    expect(await error('start_date=abc&end_date=2026-03-01')).toContain('Please choose a start date');
    expect(await error('start_date=2026-01-01&end_date=2026-13-45')).toContain('Please choose an end date');
    expect(await error('start_date=2026-11-30&end_date=2026-11-01')).toContain('The end date must not be before the start date');
    expect(await error('start_date=2020-01-01&end_date=2026-11-01')).toContain('Please choose a range of at most two years');
  });

  it('answers 403 to an agent and 401 to a visitor', async () => {
    expect((await report('start_date=2026-10-01&end_date=2026-11-30', agent)).status).toBe(403);
    expect((await call(getReport, 'GET /api/ce/attendance-report?start_date=2026-10-01&end_date=2026-11-30')).status).toBe(401);
  });
});

describe('the roster', () => {
  const roster = (id: string, format: string, token = admin) => call(getRoster, `GET /api/ce/sessions/${id}/roster?format=${format}`, { token });
  const settings = { provider_name: 'Agent’s Preferred Inspector CE', provider_number: '712345', instructor_name: 'Dana Demo' };

  it('asks for the provider details first, then keeps them, refusing a stale save', async () => {
    expect((await roster(sessions.oct, 'csv')).json.error).toBe('Please fill in the provider name, provider number and instructor');
    expect((await call(getRosterSettings, 'GET /api/ce/roster-settings', { token: admin })).json).toMatchObject({ is_complete: false, version: 0 });
    const incomplete = await call(putRosterSettings, 'PUT /api/ce/roster-settings', { body: { ...settings, instructor_name: ' ', version: 0 }, token: admin, headers: sameSite });
    expect(incomplete.status).toBe(400);
    const saved = await call(putRosterSettings, 'PUT /api/ce/roster-settings', { body: { ...settings, version: 0 }, token: admin, headers: sameSite });
    expect(saved.json).toEqual({ ...settings, version: 1, is_complete: true });
    const stale = await call(putRosterSettings, 'PUT /api/ce/roster-settings', { body: { ...settings, version: 0 }, token: admin, headers: sameSite });
    expect(stale.status).toBe(409);
  });

  it('is a CSV with the provider, the course and each student in the order they logged in, times in the business zone', async () => {
    const answer = await roster(sessions.oct, 'csv');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="roster-CE-ETH-101-2026-10-14.csv"');
    expect(bytesOf(answer).toString('utf8').split('\r\n')).toEqual([
      'Provider,Provider Number,Instructor,Course Title,Course Number,Credit Hours,Session Date,License Number,Student Name,Time Logged',
      'Agent’s Preferred Inspector CE,712345,Dana Demo,Ethics for Agents,CE-ETH-101,3,2026-10-14,0400072,Brooke Nguyen,10/14/2026 9:02 AM',
      'Agent’s Preferred Inspector CE,712345,Dana Demo,Ethics for Agents,CE-ETH-101,3,2026-10-14,0400063,Alex Rivera,10/14/2026 9:05 AM',
      '',
    ]);
  });

  it('quotes commas and quotes', async () => {
    const lines = bytesOf(await roster(sessions.nov, 'csv')).toString('utf8').split('\r\n');
    expect(lines[1]).toContain('"Contracts, Addenda & ""Forms"""');
  });

  it('is a printable PDF too, and 404 for an unknown session', async () => {
    const pdf = await roster(sessions.oct, 'pdf');
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // The same students as the CSV, in the same order, in their rows.
    const lines = pdfTextLines(bytesOf(pdf));
    expect(lines).toEqual(expect.arrayContaining(['Provider: Agent’s Preferred Inspector CE (provider number 712345)', 'Course number: CE-ETH-101']));
    expect(lines.filter((line) => /^\d+0400/.test(line))).toEqual(['10400072Brooke Nguyen10/14/2026 9:02 AM', '20400063Alex Rivera10/14/2026 9:05 AM']);
    expect(pdfTextLines(bytesOf(await roster(sessions.empty, 'pdf')))).toContain('No students logged attendance.');
    expect((await roster('no-such-session', 'csv')).status).toBe(404);
    expect((await roster(sessions.oct, 'xlsx')).status).toBe(400);
  });

  it('answers 403 to an agent', async () => {
    expect((await roster(sessions.oct, 'csv', agent)).status).toBe(403);
    expect((await call(putRosterSettings, 'PUT /api/ce/roster-settings', { body: { ...settings, version: 1 }, token: agent, headers: sameSite })).status).toBe(403);
  });
});
