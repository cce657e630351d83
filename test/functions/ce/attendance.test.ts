import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { ceMessages } from '#shared/ce.js';
import { addDays, instantIn } from '#shared/dates.js';
import { handler as searchHandler } from '#functions/ce/get-ce-public-search-students.js';
import { handler as infoHandler } from '#functions/ce/get-ce-public-session-info.js';
import { handler as logHandler } from '#functions/ce/post-ce-public-log-attendance.js';
import { rateKey } from '#functions/data/keys.js';
import { getDeps } from '#functions/deps.js';
import { sameSite } from '#test/support/accounts.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';
import { at, businessToday, createClass, createSession, importHolders } from './ce-support.js';

let admin = '';
let session: Awaited<ReturnType<typeof createSession>>;
beforeAll(async () => {
  await provisionTestTable();
  admin = (await makeUser({ is_admin: true })).token;
  const ceClass = await createClass(admin, { class_name: 'Contracts and Inspections', hours: 3 });
  session = await createSession(admin, ceClass.id, { session_time: '18:30', location: 'Heights Library' });
  await importHolders([
    ['0600001', 'RIVERA, ALEX'],
    ['0600002', 'NGUYEN, BROOKE', 'BRK'],
    ['0600003', 'RIVERS, DANA'],
    ...Array.from({ length: 25 }, (_, index) => [`07000${String(index).padStart(2, '0')}`, `OKAFOR, MEMBER${String.fromCharCode(97 + index)}`] as [string, string]),
  ]);
});

const search = (q: string, token = session.qr_token) => call(searchHandler, `GET /api/ce/public/search-students?session_token=${encodeURIComponent(token)}&q=${encodeURIComponent(q)}`);
const log = (body: Record<string, unknown>, handler = logHandler) => call(handler, 'POST /api/ce/public/log-attendance', { body: { session_token: session.qr_token, ...body }, headers: sameSite });

describe('CE attendance, public', () => {
  it('shows the session’s own info and nothing else', async () => {
    const answer = await call(infoHandler, `GET /api/ce/public/session-info/${session.qr_token}`);
    expect(answer.json).toEqual({
      class_name: 'Contracts and Inspections',
      session_date: businessToday(),
      session_time: '18:30',
      location: 'Heights Library',
      hours: 3,
      is_open: true,
      closed_message: null,
    });
  });

  it('answers “Invalid session” for a link that is not one', async () => {
    for (const token of ['not-a-token', `${session.qr_token}x`]) {
      const answer = await call(infoHandler, `GET /api/ce/public/session-info/${token}`);
      expect([answer.status, answer.json]).toEqual([404, { error: ceMessages.invalidSession }]);
      expect((await search('rivera', token)).status).toBe(404);
      expect((await log({ session_token: token, license_number: '0600001' })).status).toBe(404);
    }
  });

  it('finds licence holders from 2 characters, at most 20, with their role and licence', async () => {
    expect((await search('r')).json).toEqual([]);
    const found = (await search('riv')).json;
    expect(found).toEqual(
      expect.arrayContaining([
        { full_name: 'Alex Rivera', license_number: '0600001', role: 'Sales Agent', already_attended: false },
        { full_name: 'Dana Rivers', license_number: '0600003', role: 'Sales Agent', already_attended: false },
      ]),
    );
    expect((await search('brooke nguyen')).json).toEqual([{ full_name: 'Brooke Nguyen', license_number: '0600002', role: 'Broker', already_attended: false }]);
    expect((await search('okafor')).json).toHaveLength(20);
    expect((await search('x'.repeat(101))).status).toBe(400);
    expect((await call(searchHandler, 'GET /api/ce/public/search-students?q=rivera')).json.error).toBe(ceMessages.invalidSession);
  });

  it('logs attendance with the name and role of the licence, never the request’s, once per licence', async () => {
    const first = await log({ license_number: '0600002', role: 'Instructor', full_name: 'Someone Else' });
    expect(first.json).toEqual({ success: true, message: 'Attendance logged', full_name: 'Brooke Nguyen', license_number: '0600002', role: 'Broker', hours: 3 });
    const again = await log({ license_number: '0600002', role: 'Broker' });
    expect([again.status, again.json.error]).toEqual([409, ceMessages.alreadyAttended]);
    expect((await search('nguyen')).json[0].already_attended).toBe(true);
  });

  it('refuses a licence it does not know, and a body without one', async () => {
    expect((await log({ license_number: '9999999' })).json.error).toBe(ceMessages.unknownLicense);
    expect((await log({})).status).toBe(400);
  });

  it('takes a registered agent by the licence the account holds', async () => {
    // The licence number the agent gave at signup (its LICENSE# claim), not in the Commission's file.
    await makeUser({ first_name: 'Casey', last_name: 'Moreno', license_number: '0800001' });
    expect((await log({ license_number: '0800001' })).json).toMatchObject({ full_name: 'Casey Moreno', role: 'Registered Agent' });
  });

  it('takes attendance on the session’s date only, in the business’s time zone', async () => {
    const tz = getDeps().config.BUSINESS_TIME_ZONE;
    const dayBefore = instantIn(tz, addDays(businessToday(), -1), 23, 59);
    const dayAfter = instantIn(tz, addDays(businessToday(), 1), 0, 1);
    for (const when of [dayBefore, dayAfter]) {
      const info = await call(at(infoHandler, when), `GET /api/ce/public/session-info/${session.qr_token}`);
      expect(info.json).toMatchObject({ is_open: false, closed_message: expect.stringContaining(businessToday()) });
      const answer = await log({ license_number: '0600003' }, at(logHandler, when));
      expect([answer.status, answer.json.error]).toEqual([409, info.json.closed_message]);
    }
    expect((await log({ license_number: '0600003' }, at(logHandler, instantIn(tz, businessToday(), 0, 1)))).status).toBe(200);
  });

  it('rate-limits the name search per address', async () => {
    const { rateRules } = await import('#functions/data/rate-limits.js');
    const { db, now } = getDeps();
    const instant = now();
    const rule = rateRules.ceSearch.perIp;
    const windowMs = rule.windowMinutes * 60_000;
    const windowStart = new Date(Math.floor(instant.getTime() / windowMs) * windowMs).toISOString();
    // The address has spent its searches in this window: the counter as hitRateLimit leaves it.
    await db.doc.send(new PutCommand({ TableName: db.table, Item: { ...rateKey(rule.action, 'ip:127.0.0.1', windowStart), hits: rule.limit } }));
    const answer = await call(at(searchHandler, instant), `GET /api/ce/public/search-students?session_token=${session.qr_token}&q=rivera`);
    expect([answer.status, answer.json.error]).toEqual([429, expect.any(String)]);
  });
});
