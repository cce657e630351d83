import { beforeAll, describe, expect, it } from 'vitest';
import { getDeps } from '#functions/deps.js';
import { handler as getDownload } from '#functions/payments/get-download.js';
import { handler as getDownloadPdf } from '#functions/payments/get-download-pdf.js';
import { downloadReplySchema, paymentMessages } from '#shared/payments.js';
import { reportNumber } from '#shared/reports.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';
import { samplePdf, setBookingFields } from '#test/support/reports.js';
import { readBooking, reportedBooking, requestPayment } from './support.js';

let admin: Awaited<ReturnType<typeof makeUser>>;
let agent: Awaited<ReturnType<typeof makeUser>>;
beforeAll(async () => {
  await provisionTestTable();
  admin = await makeUser({ is_admin: true });
  agent = await makeUser();
});

const json = { accept: 'application/json' };

describe('GET /api/download/{token}', () => {
  it('shows only the download page fields for the newest link', async () => {
    const booking = await reportedBooking(admin.token, agent.user);
    const token = await requestPayment(admin.token, booking);
    const answer = await call(getDownload, `GET /api/download/${token}`);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.json).sort()).toEqual(Object.keys(downloadReplySchema.shape).sort());
    expect(answer.json).toEqual({
      property_address: `${booking.address1}, Houston, TX 77002`,
      client_name: `Casey ${booking.client_last_name}`,
      inspection_date: booking.inspection_date,
      report_number: reportNumber(booking),
      total_price: 375,
      paid_at: null,
    });
  });

  it('answers the same 404 for unknown, expired, replaced and cancelled links', async () => {
    const notFound = { error: paymentMessages.reportNotFound };
    expect(await call(getDownload, 'GET /api/download/not-a-real-token')).toMatchObject({ status: 404, json: notFound });

    const booking = await reportedBooking(admin.token, agent.user);
    const old = await requestPayment(admin.token, booking);
    const token = await requestPayment(admin.token, booking);
    expect(await call(getDownload, `GET /api/download/${old}`)).toMatchObject({ status: 404, json: notFound });

    const later = getDownload.withDeps({ ...getDeps(), now: () => new Date(Date.now() + 31 * 86_400_000) });
    expect(await call(later, `GET /api/download/${token}`)).toMatchObject({ status: 404, json: notFound });

    await setBookingFields(booking.id, { cancelled_at: new Date().toISOString() });
    expect(await call(getDownload, `GET /api/download/${token}`)).toMatchObject({ status: 404, json: notFound });
    expect(await call(getDownloadPdf, `GET /api/download-pdf/${token}`, { headers: json })).toMatchObject({ status: 404, json: notFound });
  });
});

describe('GET /api/download-pdf/{token}', () => {
  it('refuses an unpaid report with 402 and records no download', async () => {
    const booking = await reportedBooking(admin.token, agent.user);
    const token = await requestPayment(admin.token, booking);
    const answer = await call(getDownloadPdf, `GET /api/download-pdf/${token}`, { headers: json });
    expect(answer.status).toBe(402);
    expect(answer.json).toEqual({ error: paymentMessages.notPaid });
    expect((await call(getDownloadPdf, `GET /api/download-pdf/${token}`)).status).toBe(402);
    expect((await readBooking(booking.id))!.downloaded_at).toBeUndefined();
  });

  it('once paid: a link to the PDF bytes; the first download time is kept', async () => {
    const pdf = samplePdf('Paid report');
    const booking = await reportedBooking(admin.token, agent.user, {}, pdf);
    const token = await requestPayment(admin.token, booking);
    await setBookingFields(booking.id, { paid_at: new Date().toISOString(), paid_by: 'client' });

    const first = await call(getDownloadPdf, `GET /api/download-pdf/${token}`, { headers: json });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ url: expect.any(String), filename: `Inspection report ${reportNumber(booking)} - ${booking.address1} Houston.pdf` });
    const fetched = await fetch(first.json.url);
    expect(fetched.status).toBe(200);
    expect(Buffer.from(await fetched.arrayBuffer()).equals(pdf)).toBe(true);
    const downloadedAt = (await readBooking(booking.id))!.downloaded_at;
    expect(downloadedAt).toEqual(expect.any(String));

    // A navigation (no JSON asked for) is sent to the file; the first download time stays.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await call(getDownloadPdf, `GET /api/download-pdf/${token}`);
    expect(second.status).toBe(302);
    expect(second.headers.location!.startsWith(process.env.AWS_ENDPOINT_URL!)).toBe(true);
    expect((await readBooking(booking.id))!.downloaded_at).toBe(downloadedAt);
  });

  it('downloads at once when nothing is due (price 0)', async () => {
    const booking = await reportedBooking(admin.token, agent.user, { total_price: 0 });
    const token = await requestPayment(admin.token, booking);
    const answer = await call(getDownloadPdf, `GET /api/download-pdf/${token}`, { headers: json });
    expect(answer.status).toBe(200);
    expect((await readBooking(booking.id))!.downloaded_at).toEqual(expect.any(String));
  });
});
