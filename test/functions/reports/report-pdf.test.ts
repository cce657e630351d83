import { beforeAll, describe, expect, it } from 'vitest';
import { handler as getPdf } from '#functions/reports/get-report-pdf.js';
import { reportMessages, reportNumber } from '#shared/reports.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';
import { makeSignedBooking, publishReport, samplePdf, setBookingFields } from '#test/support/reports.js';

let admin: Awaited<ReturnType<typeof makeUser>>;
let agent: Awaited<ReturnType<typeof makeUser>>;
beforeAll(async () => {
  await provisionTestTable();
  admin = await makeUser({ is_admin: true });
  agent = await makeUser();
});

const asJson = { accept: 'application/json, text/plain, */*' };
/**
 * The signed link asks S3 for `Content-Disposition: attachment`, and the stored object
 * carries the same header (moto 5.2 ignores response-* overrides; S3 honours both).
 */
function expectAttachment(url: URL, file: Response, disposition: string) {
  expect(url.searchParams.get('response-content-disposition')).toBe(disposition);
  expect(url.searchParams.get('X-Amz-Signature')).toBeTruthy();
  expect(file.headers.get('content-disposition')).toBe(disposition);
}

const pdfOf = (bookingId: string, token: string, headers: Record<string, string> = {}) => call(getPdf, `GET /api/report/${bookingId}/pdf`, { token, headers });

describe('GET /api/report/{id}/pdf', () => {
  it('JSON mode: a short-lived link that downloads the latest PDF as an attachment', async () => {
    const booking = await makeSignedBooking(agent.user);
    await publishReport(admin.token, booking.id, { pdf: samplePdf('Old') });
    const latest = samplePdf('Latest');
    await publishReport(admin.token, booking.id, { pdf: latest });
    await setBookingFields(booking.id, { paid_at: new Date().toISOString() });

    const answer = await pdfOf(booking.id, agent.token, asJson);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const filename = `Inspection report ${reportNumber(booking)} - ${booking.address1} Houston.pdf`;
    expect(answer.json).toEqual({ url: expect.stringMatching(/^http/), filename });
    const url = new URL(answer.json.url as string);
    expect(Number(url.searchParams.get('X-Amz-Expires'))).toBe(5 * 60);

    const file = await fetch(answer.json.url as string);
    expect(file.status).toBe(200);
    expectAttachment(url, file, `attachment; filename="${filename}"; filename*=UTF-8''${encodeURIComponent(filename)}`);
    expect(Buffer.from(await file.arrayBuffer()).equals(latest)).toBe(true);
  });

  it('redirect mode: a browser navigation is sent to the file', async () => {
    const booking = await makeSignedBooking(agent.user, { total_price: 0 });
    const pdf = samplePdf('Redirected');
    await publishReport(admin.token, booking.id, { pdf });
    const answer = await pdfOf(booking.id, agent.token, { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' });
    expect(answer.status).toBe(302);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const file = await fetch(answer.headers.location!);
    const url = new URL(answer.headers.location!);
    expect(url.searchParams.get('response-content-disposition')).toMatch(/^attachment; filename="Inspection report /);
    expectAttachment(url, file, url.searchParams.get('response-content-disposition')!);
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('the payment gate: 402 with the booking for an unpaid agent, admins pass', async () => {
    const booking = await makeSignedBooking(agent.user);
    await publishReport(admin.token, booking.id);
    const gated = await pdfOf(booking.id, agent.token, asJson);
    expect(gated.status).toBe(402);
    expect(gated.json).toMatchObject({ error: reportMessages.paymentRequiredError, booking: { id: booking.id, total_price: 375, paid_at: null } });
    expect((await pdfOf(booking.id, agent.token)).status).toBe(402);
    expect((await pdfOf(booking.id, admin.token, asJson)).status).toBe(200);
  });

  it('404 for another agent, and before a report exists', async () => {
    const booking = await makeSignedBooking(agent.user, { total_price: 0 });
    expect((await pdfOf(booking.id, agent.token, asJson)).json).toEqual({ error: 'The report has not been uploaded yet.' });
    await publishReport(admin.token, booking.id);
    const other = await makeUser();
    const foreign = await pdfOf(booking.id, other.token, asJson);
    expect(foreign.status).toBe(404);
    expect(foreign.json).toEqual({ error: 'Inspection not found' });
  });
});
