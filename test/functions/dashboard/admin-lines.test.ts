import { beforeAll, describe, expect, it } from 'vitest';
import { handler as getRoster } from '#functions/ce/get-ce-session-roster.js';
import { handler as putRosterSettings } from '#functions/ce/put-ce-roster-settings.js';
import { handler as putContact } from '#functions/agent-contacts/put-agent-contacts.js';
import { findCeSession } from '#functions/data/ce-sessions.js';
import { getDeps } from '#functions/deps.js';
import { handler as getSettings } from '#functions/settings/get-admin-settings.js';
import { handler as putPromise } from '#functions/settings/put-admin-settings-report-promise.js';
import { shortDay } from '#shared/dashboard.js';
import { addDays } from '#shared/dates.js';
import { sameSite } from '#test/support/accounts.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';
import { businessToday, createClass, createSession } from '#test/functions/ce/ce-support.js';
import { eventContact, logContact } from '#test/functions/agent-contacts/support.js';
import { dashboardOf, lineOf } from './support.js';

// Issue 15 point 1, the lines that are not a booking's: agents waiting for approval,
// follow-ups, CE rosters against the Commission's 10 days; and the report promise setting.

let admin: Awaited<ReturnType<typeof makeUser>>;
let agent: Awaited<ReturnType<typeof makeUser>>;
beforeAll(async () => {
  await provisionTestTable();
  [admin, agent] = await Promise.all([makeUser({ is_admin: true }), makeUser()]);
});

describe('the admins-only lines', () => {
  it('lists agents waiting for approval, oldest first', async () => {
    const first = await makeUser({ approved: false, first_name: 'Pending', last_name: 'One' });
    const second = await makeUser({ approved: false, first_name: 'Pending', last_name: 'Two' });
    const agents = lineOf(await dashboardOf(admin.token), 'agents');
    expect(agents.count).toBe(2);
    expect(agents.ids).toEqual([first.user.id, second.user.id]);
    expect(agents.items[0]).toMatchObject({ title: 'Pending One', href: '/admin-agents' });
    expect((await dashboardOf(agent.token)).admin).toBeUndefined();
  });

  it('lists a follow-up from when it is logged until it is completed', async () => {
    const logged = await logContact(admin.token, eventContact({ follow_up_needed: true, contact_name: 'Maria Lopez' }));
    expect(logged.status).toBe(200);
    const id = logged.json.contact.id as string;
    await logContact(admin.token, eventContact({ follow_up_needed: false, contact_name: 'No Followup' }));
    const due = lineOf(await dashboardOf(admin.token), 'followups');
    expect(due.ids).toEqual([id]);
    expect(due.items[0]).toMatchObject({ title: 'Maria Lopez', href: '/agent-contacts' });
    expect((await dashboardOf(agent.token)).admin).toBeUndefined();
    expect((await call(putContact, `PUT /api/agent-contacts/${id}`, { token: admin.token, body: { follow_up_completed: true }, headers: sameSite })).status).toBe(200);
    expect(lineOf(await dashboardOf(admin.token), 'followups').count).toBe(0);
  });

  it('lists held sessions until their roster is downloaded, overdue past 10 days', async () => {
    const ceClass = await createClass(admin.token);
    const today = businessToday();
    const old = await createSession(admin.token, ceClass.id, { session_date: addDays(today, -12) });
    const recent = await createSession(admin.token, ceClass.id, { session_date: addDays(today, -2) });
    const coming = await createSession(admin.token, ceClass.id, { session_date: addDays(today, 3) });
    const rosters = lineOf(await dashboardOf(admin.token), 'rosters');
    expect(rosters.ids).toEqual([old.id, recent.id]);
    expect(rosters.ids).not.toContain(coming.id);
    expect(rosters.items.map((item) => item.is_overdue)).toEqual([true, false]);
    expect(rosters.items[0]!.detail).toBe(`Session ${shortDay(addDays(today, -12))} · roster due ${shortDay(addDays(today, -2))}`);

    // Downloading the roster is the export: recorded once, and the session leaves the line.
    const settings = { provider_name: 'Demo Inspections', provider_number: '1234', instructor_name: 'Pat Teacher', version: 0 };
    expect((await call(putRosterSettings, 'PUT /api/ce/roster-settings', { token: admin.token, body: settings, headers: sameSite })).status).toBe(200);
    expect((await call(getRoster, `GET /api/ce/sessions/${old.id}/roster?format=csv`, { token: agent.token })).status).toBe(403);
    expect(lineOf(await dashboardOf(admin.token), 'rosters').ids).toContain(old.id);
    expect((await call(getRoster, `GET /api/ce/sessions/${old.id}/roster?format=csv`, { token: admin.token })).status).toBe(200);
    const exported = (await findCeSession(getDeps().db, old.id))!.roster_exported_at!;
    expect(exported).toBeTruthy();
    expect((await call(getRoster, `GET /api/ce/sessions/${old.id}/roster?format=pdf`, { token: admin.token })).status).toBe(200);
    expect((await findCeSession(getDeps().db, old.id))!.roster_exported_at).toBe(exported);
    expect(lineOf(await dashboardOf(admin.token), 'rosters').ids).toEqual([recent.id]);
  });
});

describe('the report promise setting', () => {
  const save = (token: string, body: unknown) => call(putPromise, 'PUT /api/admin/settings/report-promise', { token, body, headers: sameSite });

  it('is 24 hours until an admin changes it, and only an admin can', async () => {
    expect((await call(getSettings, 'GET /api/admin/settings', { token: admin.token })).json.report_promise).toEqual({ report_promise_hours: 24, version: 0 });
    expect((await dashboardOf(admin.token)).admin!.report_promise_hours).toBe(24);
    expect((await save(agent.token, { report_promise_hours: 48, version: 0 })).status).toBe(403);
    expect((await save(admin.token, { report_promise_hours: 0, version: 0 })).json.error).toBe('The report promise must be at least 1 hour.');
    const saved = await save(admin.token, { report_promise_hours: 48, version: 0 });
    expect(saved.json).toEqual({ success: true, report_promise: { report_promise_hours: 48, version: 1 } });
    expect((await save(admin.token, { report_promise_hours: 12, version: 0 })).status).toBe(409);
    expect((await dashboardOf(admin.token)).admin!.report_promise_hours).toBe(48);
  });
});
