import { beforeAll, describe, expect, it } from 'vitest';
import { getDeps } from '#functions/deps.js';
import { filesOf } from '#functions/integrations/files.js';
import { handler as presign } from '#functions/reports/post-admin-inspections-report-upload.js';
import { REPORT_MAX_BYTES, UPLOAD_LINK_MINUTES } from '#shared/reports.js';
import { sameSite } from '#test/support/accounts.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';
import { makeBooking } from '#test/support/bookings.js';
import { attachReport, makeSignedBooking, samplePdf, uploadReportPdf } from '#test/support/reports.js';

let admin: Awaited<ReturnType<typeof makeUser>>;
let agent: Awaited<ReturnType<typeof makeUser>>;
beforeAll(async () => {
  await provisionTestTable();
  admin = await makeUser({ is_admin: true });
  agent = await makeUser();
});

const ask = (bookingId: string, token = admin.token, body: unknown = { content_type: 'application/pdf', size: 1000 }) =>
  call(presign, `POST /api/admin/inspections/${bookingId}/report-upload`, { token, headers: sameSite, body });

describe('POST /api/admin/inspections/{id}/report-upload', () => {
  it('answers a presigned POST for incoming/<booking>/<upload id>.pdf that the bucket accepts', async () => {
    const booking = await makeSignedBooking(agent.user);
    const answer = await ask(booking.id);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ url: expect.stringMatching(/^http/), fields: expect.any(Object), upload_id: expect.stringMatching(/^[0-9a-f-]{36}$/), max_bytes: REPORT_MAX_BYTES });
    const { fields, upload_id } = answer.json as { fields: Record<string, string>; upload_id: string };
    expect(fields.key).toBe(`incoming/${booking.id}/${upload_id}.pdf`);
    expect(fields['Content-Type']).toBe('application/pdf');
    // The policy names the key, the type and the size range, and expires with the link.
    const policy = JSON.parse(Buffer.from(fields.Policy!, 'base64').toString()) as { expiration: string; conditions: unknown[] };
    expect(policy.conditions).toEqual(expect.arrayContaining([['content-length-range', 1, REPORT_MAX_BYTES], ['eq', '$Content-Type', 'application/pdf'], { key: fields.key }]));
    const minutes = (Date.parse(policy.expiration) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(UPLOAD_LINK_MINUTES - 1);
    expect(minutes).toBeLessThanOrEqual(UPLOAD_LINK_MINUTES);
    // Two asks, two upload ids: an upload never lands on another's key.
    expect((await ask(booking.id)).json.upload_id).not.toBe(upload_id);
  });

  it('takes the browser upload and the attach call publishes it (the whole path)', async () => {
    const booking = await makeSignedBooking(agent.user);
    const pdf = samplePdf('Whole path');
    const { upload_id } = await uploadReportPdf(admin.token, booking.id, pdf);
    const stored = await filesOf(getDeps()).get(`incoming/${booking.id}/${upload_id}.pdf`);
    expect(stored.bytes.equals(pdf)).toBe(true);
    const attached = await attachReport(admin.token, booking.id, upload_id);
    expect(attached.status).toBe(200);
    expect(attached.json.inspection.progress.reportUploaded).toBe(true);
  });

  it('refuses what is not a PDF or too large before signing anything', async () => {
    const booking = await makeSignedBooking(agent.user);
    const wrongType = await ask(booking.id, admin.token, { content_type: 'image/png', size: 1000 });
    expect(wrongType.status).toBe(400);
    expect(wrongType.json).toEqual({ error: 'The file is not a PDF.', field: 'content_type' });
    const tooBig = await ask(booking.id, admin.token, { content_type: 'application/pdf', size: REPORT_MAX_BYTES + 1 });
    expect(tooBig.status).toBe(400);
    expect(tooBig.json).toEqual({ error: 'The report PDF is larger than 50 MB.', field: 'size' });
  });

  it('404 for an unknown booking; 409 while unsigned or once cancelled', async () => {
    expect((await ask('no-such-booking')).status).toBe(404);
    const unsigned = await makeBooking(agent.user, { contract_sent_at: new Date().toISOString() });
    const early = await ask(unsigned.id);
    expect(early.status).toBe(409);
    expect(early.json.error).toBe('The client has not signed the agreement yet.');
    const cancelled = await makeSignedBooking(agent.user, { cancelled_at: new Date().toISOString() });
    const late = await ask(cancelled.id);
    expect(late.status).toBe(409);
    expect(late.json.error).toBe('This inspection was cancelled.');
  });

  it('is for admins only: the booking agent gets 403', async () => {
    const booking = await makeSignedBooking(agent.user);
    const answer = await ask(booking.id, agent.token);
    expect(answer.status).toBe(403);
  });
});
