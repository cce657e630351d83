import { beforeAll, describe, expect, it } from 'vitest';
import { handler as getRequest } from '#functions/reports/get-inspections-repair-request.js';
import { handler as putRequest } from '#functions/reports/put-inspections-repair-request.js';
import { handler as getDownload } from '#functions/payments/get-download.js';
import { repairMessages, repairRequestReplySchema, REPAIR_MAX_ITEMS } from '#shared/report-repairs.js';
import { call, makeUser } from '#test/support/api.js';
import { provisionTestTable } from '#test/support/api.js';
import { storedItems } from '#test/support/stored.js';
import { makeSignedBooking, publishReport, setBookingFields } from '#test/support/reports.js';
import { requestPayment } from '#test/functions/payments/support.js';

// The repair request (product/portal.md §2 "Repair request", D-232): saved per inspection and agent, checked
// against the published report, and seen only by the inspection's agent and admins.

let admin: Awaited<ReturnType<typeof makeUser>>;
let agent: Awaited<ReturnType<typeof makeUser>>;
let other: Awaited<ReturnType<typeof makeUser>>;
beforeAll(async () => {
  await provisionTestTable();
  [admin, agent, other] = await Promise.all([makeUser({ is_admin: true }), makeUser(), makeUser()]);
});

const read = (id: string, token?: string, query = '') => call(getRequest, `GET /api/inspections/${id}/repair-request${query}`, { token });
const save = (id: string, body: unknown, token?: string) => call(putRequest, `PUT /api/inspections/${id}/repair-request`, { token, body });

/** A booking of `agent` with the sample report (II.A rated D, I.A, I.B), paid unless said otherwise. */
async function reported(paid = true) {
  const booking = await makeSignedBooking(agent.user);
  await publishReport(admin.token, booking.id);
  if (paid) await setBookingFields(booking.id, { paid_at: new Date().toISOString(), paid_by: 'agent' });
  return booking;
}

const panel = { section_code: 'II.A', finding: 'Double-tapped breaker in the main panel.', request: 'Repair by a licensed electrician', amount_cents: 45_050 };

describe('GET and PUT /api/inspections/{id}/repair-request', () => {
  it('starts empty, saves the draft in the form’s order with the report’s titles, and reads it back', async () => {
    const booking = await reported();
    expect((await read(booking.id, agent.token)).json).toEqual({ items: [], total_cents: 0, version: 0, updated_at: null });

    // Sent out of order, with a forged title: the server sorts, and the title and rating come from the report.
    const saved = await save(booking.id, { items: [panel, { section_code: 'I.A', finding: '', request: 'Credit', amount_cents: 100_000, section_title: 'Forged' }], version: 0 }, agent.token);
    expect(saved.status).toBe(200);
    expect(repairRequestReplySchema.safeParse(saved.json).success).toBe(true);
    expect(saved.json.items).toEqual([
      { section_code: 'I.A', section_title: 'Foundations', rating: 'I', finding: '', request: 'Credit', amount_cents: 100_000 },
      { ...panel, section_title: 'Service Entrance and Panels', rating: 'D' },
    ]);
    // Whole cents, summed as integers: 1,000.00 + 450.50.
    expect(saved.json).toMatchObject({ total_cents: 145_050, version: 1, updated_at: expect.any(String) });
    expect((await read(booking.id, agent.token)).json).toEqual(saved.json);

    // Stored once, under the booking and its agent, without keys in the reply.
    const stored = (await storedItems()).get(`BOOKING#${booking.id}|REPAIR_REQUEST#${agent.user.id}`);
    expect(stored).toMatchObject({ agent_id: agent.user.id, version: 1, report_version: 1, updated_by: agent.user.id });
    expect(JSON.stringify(saved.json)).not.toMatch(/"(pk|sk|agent_id|updated_by)"/);
  });

  it('refuses a save over a version another window replaced, and keeps the newer one', async () => {
    const booking = await reported();
    expect((await save(booking.id, { items: [panel], version: 0 }, agent.token)).status).toBe(200);
    const stale = await save(booking.id, { items: [], version: 0 }, agent.token);
    expect(stale.status).toBe(409);
    expect(stale.json.error).toBe(repairMessages.changedElsewhere);
    expect((await save(booking.id, { items: [], version: 5 }, agent.token)).status).toBe(409);
    expect((await read(booking.id, agent.token)).json.items).toHaveLength(1);
    expect((await save(booking.id, { items: [], version: 1 }, agent.token)).json).toMatchObject({ items: [], total_cents: 0, version: 2 });
  });

  it('answers 400 to every hostile or broken draft, and stores nothing', async () => {
    const booking = await reported();
    const item = (extra: Record<string, unknown>) => ({ items: [{ ...panel, ...extra }], version: 0 });
    const cases: [unknown, string][] = [
      [item({ section_code: 'IX.A' }), 'section_code must be a report item such as I.A'],
      [item({ section_code: 'V.C' }), repairMessages.notInReport('V.C')],
      [item({ amount_cents: 12.5 }), repairMessages.amount],
      [item({ amount_cents: -1 }), repairMessages.amount],
      [item({ amount_cents: '100' }), repairMessages.amount],
      [item({ amount_cents: 100_000_001 }), repairMessages.amountTooLarge],
      [item({ request: 'x'.repeat(501) }), 'The request must be at most 500 characters'],
      [item({ finding: 'y'.repeat(1501) }), 'The report’s words must be at most 1500 characters'],
      [item({ request: 'Repair\u202Edrow' }), repairMessages.control('The request')],
      [item({ finding: 'nul\u0000' }), repairMessages.control('The report’s words')],
      [item({ request: 42 }), 'The request must be text'],
      [{ items: [panel, panel], version: 0 }, repairMessages.twice],
      [{ items: Array.from({ length: REPAIR_MAX_ITEMS + 1 }, () => panel), version: 0 }, repairMessages.tooMany],
      [{ items: 'all', version: 0 }, 'items must be a list'],
      [{ items: [] }, 'version is required'],
      [{ items: [], version: -1 }, ''],
    ];
    for (const [body, message] of cases) {
      const answer = await save(booking.id, body, agent.token);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      if (message) expect(answer.json.error).toBe(message);
    }
    expect((await read(booking.id, agent.token)).json.version).toBe(0);
    expect((await read(booking.id, agent.token, '?format=xls')).status).toBe(400);
  });

  it('keeps line breaks in the texts and trims them', async () => {
    const booking = await reported();
    const answer = await save(booking.id, { items: [{ section_code: 'II.A', finding: '  First line\r\nSecond line  ', request: ' Replace the breaker\n' }], version: 0 }, agent.token);
    expect(answer.json.items[0]).toMatchObject({ finding: 'First line\nSecond line', request: 'Replace the breaker', amount_cents: null });
  });
});

describe('who sees a repair request', () => {
  it('another agent gets 404 for reading, saving and both exports, and changes nothing', async () => {
    const booking = await reported();
    await save(booking.id, { items: [panel], version: 0 }, agent.token);
    for (const query of ['', '?format=pdf', '?format=csv']) {
      const answer = await read(booking.id, other.token, query);
      expect(answer.status).toBe(404);
      expect(answer.json).toEqual({ error: 'Inspection not found' });
    }
    expect((await save(booking.id, { items: [], version: 1 }, other.token)).status).toBe(404);
    expect((await read(booking.id, agent.token)).json).toMatchObject({ version: 1, items: [expect.objectContaining({ section_code: 'II.A' })] });
  });

  it('nobody signed in gets 401 and an unknown inspection 404', async () => {
    const booking = await reported();
    expect((await read(booking.id)).status).toBe(401);
    expect((await read(booking.id, undefined, '?format=pdf')).status).toBe(401);
    expect((await save(booking.id, { items: [], version: 0 })).status).toBe(401);
    expect((await read('no-such-booking', agent.token)).status).toBe(404);
  });

  it('an admin reads, exports and saves the agent’s request, which stays the agent’s', async () => {
    const booking = await reported(false);
    await setBookingFields(booking.id, { paid_at: new Date().toISOString(), paid_by: 'client' });
    await save(booking.id, { items: [panel], version: 0 }, agent.token);
    expect((await read(booking.id, admin.token)).json.items).toHaveLength(1);
    expect((await read(booking.id, admin.token, '?format=csv')).status).toBe(200);
    const edited = await save(booking.id, { items: [{ ...panel, amount_cents: 50_000 }], version: 1 }, admin.token);
    expect(edited.json).toMatchObject({ version: 2, total_cents: 50_000 });
    expect((await read(booking.id, agent.token)).json.total_cents).toBe(50_000);
    const stored = (await storedItems()).get(`BOOKING#${booking.id}|REPAIR_REQUEST#${agent.user.id}`);
    expect(stored).toMatchObject({ agent_id: agent.user.id, updated_by: admin.user.id });
  });

  it('the agent waits for the report like the viewer does: 402 before payment, 404 before a report', async () => {
    const unpaid = await reported(false);
    const answer = await read(unpaid.id, agent.token);
    expect(answer.status).toBe(402);
    expect((await save(unpaid.id, { items: [panel], version: 0 }, agent.token)).status).toBe(402);
    // Admins pass the gate, and build on the report as it is published.
    expect((await save(unpaid.id, { items: [panel], version: 0 }, admin.token)).status).toBe(200);
    const noReport = await makeSignedBooking(agent.user, { total_price: 0 });
    expect((await read(noReport.id, agent.token)).status).toBe(404);
    expect((await save(noReport.id, { items: [], version: 0 }, admin.token)).status).toBe(404);
  });

  it('a client’s download link shows nothing of it', async () => {
    const booking = await reported(false);
    await save(booking.id, { items: [panel], version: 0 }, admin.token);
    const token = await requestPayment(admin.token, booking);
    const page = await call(getDownload, `GET /api/download/${token}`);
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.json)).not.toMatch(/repair|licensed electrician|450\.50|45050/i);
    // The link is no session: the request's own route refuses it.
    expect((await call(getRequest, `GET /api/inspections/${booking.id}/repair-request`, { cookies: [`download=${token}`] })).status).toBe(401);
  });
});
