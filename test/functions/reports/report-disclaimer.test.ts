import { beforeAll, describe, expect, it } from 'vitest';
import { handler as getData } from '#functions/reports/get-inspection-data.js';
import { handler as putDisclaimer } from '#functions/reports/put-admin-settings-report-disclaimer.js';
import { handler as getSettings } from '#functions/settings/get-admin-settings.js';
import { DEFAULT_DISCLAIMER } from '#shared/report-disclaimer.js';
import { sameSite } from '#test/support/accounts.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';
import { makeSignedBooking, publishReport } from '#test/support/reports.js';

let admin: Awaited<ReturnType<typeof makeUser>>;
beforeAll(async () => {
  await provisionTestTable();
  admin = await makeUser({ is_admin: true });
});

const save = (body: unknown, token = admin.token) => call(putDisclaimer, 'PUT /api/admin/settings/report-disclaimer', { token, headers: sameSite, body });
const settings = async () => (await call(getSettings, 'GET /api/admin/settings', { token: admin.token })).json.report_disclaimer;
const PARTS = [
  { heading: 'PURPOSE OF INSPECTION', text: 'Our own wording, version A.' },
  { heading: 'REPORT LIMITATIONS', text: 'Limits.' },
];

describe('the report disclaimer (PUT /api/admin/settings/report-disclaimer)', () => {
  // First in the file: the table is this file's own, so nothing has been saved yet.
  it('is the default, at version 0, until an admin saves one', async () => {
    expect(await settings()).toEqual({ parts: DEFAULT_DISCLAIMER, version: 0, is_default: true });
    const headings = DEFAULT_DISCLAIMER.map((part) => part.heading);
    expect(headings).toEqual([
      'PURPOSE OF INSPECTION',
      'RESPONSIBILITY OF THE INSPECTOR',
      'RESPONSIBILITY OF THE CLIENT',
      'REPORT LIMITATIONS',
      'NOTICE CONCERNING HAZARDOUS CONDITIONS, DEFICIENCIES, AND CONTRACTUAL AGREEMENTS',
    ]);
  });

  it('saves over the version read, refuses a stale version with 409, and the viewer shows the saved parts', async () => {
    const saved = await save({ parts: PARTS, version: 0 });
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({ parts: PARTS, version: 1, is_default: false });
    const stale = await save({ parts: [{ heading: 'Other', text: 'Other admin.' }], version: 0 });
    expect(stale.status).toBe(409);
    expect(stale.json.error).toBe('Someone else changed these settings. Reload and try again.');
    expect(await settings()).toEqual({ parts: PARTS, version: 1, is_default: false });

    const agent = await makeUser();
    const booking = await makeSignedBooking(agent.user, { total_price: 0 });
    await publishReport(admin.token, booking.id);
    expect((await call(getData, `GET /api/inspection-data/${booking.id}`, { token: agent.token })).json.disclaimer).toEqual(PARTS);
  });

  it('restores the default, still over the version read', async () => {
    const { version } = await settings();
    expect((await save({ restore_default: true, version: version + 5 })).status).toBe(409);
    const restored = await save({ restore_default: true, version });
    expect(restored.json).toEqual({ parts: DEFAULT_DISCLAIMER, version: version + 1, is_default: true });
    expect(await settings()).toEqual({ parts: DEFAULT_DISCLAIMER, version: version + 1, is_default: true });
  });

  it('validates the parts, and is for admins only', async () => {
    expect((await save({ parts: [], version: 0 })).json).toEqual({ error: 'Keep at least one part', field: 'parts' });
    expect((await save({ version: 0 })).json).toEqual({ error: 'Keep at least one part', field: 'parts' });
    expect((await save({ parts: [{ heading: 'X', text: ' ' }], version: 0 })).json).toEqual({ error: 'Each part needs its text', field: 'parts.0.text' });
    const agent = await makeUser();
    expect((await save({ parts: PARTS, version: 0 }, agent.token)).status).toBe(403);
  });
});
