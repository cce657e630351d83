import { beforeAll, describe, expect, it } from 'vitest';
import { appOrigin, getConfig } from '#functions/config.js';
import { handler as getRequest } from '#functions/reports/get-inspections-repair-request.js';
import { handler as putRequest } from '#functions/reports/put-inspections-repair-request.js';
import { reportNumber } from '#shared/reports.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';
import { pdfObjects, pdfTextLines } from '#test/support/pdf-text.js';
import { makeSignedBooking, publishReport, setBookingFields } from '#test/support/reports.js';

// The repair request's downloads (product/portal.md §2 "Repair request"): the PDF for the amendment, grouped by
// REI 7-6 part, and the CSV, each item linking to the report at that item.

let admin: Awaited<ReturnType<typeof makeUser>>;
let agent: Awaited<ReturnType<typeof makeUser>>;
beforeAll(async () => {
  await provisionTestTable();
  [admin, agent] = await Promise.all([makeUser({ is_admin: true }), makeUser()]);
});

const bytesOf = (answer: { raw: { body?: string; isBase64Encoded?: boolean } }) => Buffer.from(answer.raw.body ?? '', answer.raw.isBase64Encoded ? 'base64' : 'utf8');
const download = (id: string, format: string) => call(getRequest, `GET /api/inspections/${id}/repair-request?format=${format}`, { token: agent.token });

/** The sample report (I.A, I.B, II.A rated D), paid, with a request on II.A and I.B. */
async function withRequest(items: unknown[]) {
  const booking = await makeSignedBooking(agent.user, { inspection_date: '2026-11-20' });
  await publishReport(admin.token, booking.id);
  await setBookingFields(booking.id, { paid_at: new Date().toISOString(), paid_by: 'agent' });
  const saved = await call(putRequest, `PUT /api/inspections/${booking.id}/repair-request`, { token: agent.token, body: { items, version: 0 } });
  expect(saved.status).toBe(200);
  return booking;
}

const items = [
  { section_code: 'II.A', finding: 'Double-tapped breaker in the main panel.', request: 'Repair by a licensed electrician', amount_cents: 45_050 },
  { section_code: 'I.B', finding: 'Negative grade, "ponding" at the rear', request: '=HYPERLINK("http://evil")', amount_cents: 120_000 },
];

describe('GET /api/inspections/{id}/repair-request?format=pdf', () => {
  it('carries the property, the report number and date, the items by part, the amounts and total, and a link per item', async () => {
    const booking = await withRequest(items);
    const answer = await download(booking.id, 'pdf');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="repair-request-${reportNumber(booking)}.pdf"`);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const pdf = bytesOf(answer);
    const lines = pdfTextLines(pdf);
    const link = (code: string) => `${appOrigin(getConfig())}/report/${booking.id}?section=${code}`;
    expect(lines).toEqual([
      'Repair Request',
      `Property: ${booking.address1}, Houston, TX 77002`,
      `Inspection report: No. ${reportNumber(booking)}, inspected November 20, 2026`,
      `Client: Casey ${booking.client_last_name}`,
      `Agent: ${booking.agent_first_name} ${booking.agent_last_name}`,
      'Items by part of the inspection report (TREC REI 7-6), each linked to the report.',
      'I. Structural Systems',
      'I.B Grading and Drainage: =HYPERLINK("http://evil") ($1,200.00)',
      'Rated Not Inspected.',
      'Report: Negative grade, "ponding" at the rear',
      link('I.B'),
      'II. Electrical Systems',
      'II.A Service Entrance and Panels: Repair by a licensed electrician ($450.50)',
      'Rated Deficient.',
      'Report: Double-tapped breaker in the main panel.',
      link('II.A'),
      'Total of the amounts: $1,650.50',
    ]);
    // Each item's lines are links to the viewer at that item (deep links, product/outreach.md §2).
    const uris = [...pdfObjects(pdf).values()].flatMap((object) => [.../\/URI \(([^)]*)\)/.exec(object.dictionary)?.slice(1) ?? []]);
    expect(new Set(uris)).toEqual(new Set([link('I.B'), link('II.A')]));
  });

  it('says so when the request has no items yet', async () => {
    const booking = await withRequest([]);
    expect(pdfTextLines(bytesOf(await download(booking.id, 'pdf')))).toContain('No items are in this repair request yet.');
  });
});

describe('GET /api/inspections/{id}/repair-request?format=csv', () => {
  it('writes one quoted row per item in form order, guards formulas, and totals the amounts', async () => {
    const booking = await withRequest(items);
    const answer = await download(booking.id, 'csv');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="repair-request-${reportNumber(booking)}.csv"`);
    const link = (code: string) => `${appOrigin(getConfig())}/report/${booking.id}?section=${code}`;
    expect(bytesOf(answer).toString('utf8').split('\r\n')).toEqual([
      'Part,Item,Title,Rating,Request,Amount,Report says,Link',
      // The formula is text (an apostrophe first), quoted because it holds quotes.
      `I. Structural Systems,I.B,Grading and Drainage,Not Inspected,"'=HYPERLINK(""http://evil"")",1200.00,"Negative grade, ""ponding"" at the rear",${link('I.B')}`,
      `II. Electrical Systems,II.A,Service Entrance and Panels,Deficient,Repair by a licensed electrician,450.50,Double-tapped breaker in the main panel.,${link('II.A')}`,
      ',,Total,,,1650.50,,',
      '',
    ]);
  });
});
