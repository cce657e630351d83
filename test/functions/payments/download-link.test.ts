import { beforeAll, describe, expect, it } from 'vitest';
import { getDeps } from '#functions/deps.js';
import type { ApiHandler } from '#functions/http/handler.js';
import { handler as getDownload } from '#functions/payments/get-download.js';
import { handler as getDownloadPdf } from '#functions/payments/get-download-pdf.js';
import { DOWNLOAD_LINK_DAYS } from '#shared/payments.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';
import { setBookingFields } from '#test/support/reports.js';
import { expectStoredOnlyHashed, expectStrongToken } from '#test/support/secrets.js';
import { reportedBooking, requestPayment } from './support.js';

// The client's download link (docs/data-model.md §4 "Download link"): 256 bits, stored hashed,
// 30 days, only the newest works. Not single use, on purpose: the client views, pays and
// downloads through it as often as needed (docs/product/outreach.md §2).

let admin: Awaited<ReturnType<typeof makeUser>>;
let agent: Awaited<ReturnType<typeof makeUser>>;
beforeAll(async () => {
  await provisionTestTable();
  admin = await makeUser({ is_admin: true });
  agent = await makeUser();
});

const json = { accept: 'application/json' };
const afterLifetime = (handler: ApiHandler) => handler.withDeps({ ...getDeps(), now: () => new Date(Date.now() + DOWNLOAD_LINK_DAYS * 86_400_000 + 60_000) });

describe('the download link', () => {
  it('carries 256 bits and is stored only as its hash', async () => {
    const token = await requestPayment(admin.token, await reportedBooking(admin.token, agent.user));
    expectStrongToken(token);
    await expectStoredOnlyHashed(token, 'outbox');
  });

  it('works as often as needed until it expires, for the paid report too', async () => {
    const booking = await reportedBooking(admin.token, agent.user);
    const token = await requestPayment(admin.token, booking);
    await setBookingFields(booking.id, { paid_at: new Date().toISOString(), paid_by: 'client' });
    for (let i = 0; i < 2; i++) {
      expect((await call(getDownload, `GET /api/download/${token}`)).status).toBe(200);
      expect((await call(getDownloadPdf, `GET /api/download-pdf/${token}`, { headers: json })).status).toBe(200);
    }
    expect((await call(afterLifetime(getDownload), `GET /api/download/${token}`)).status).toBe(404);
    expect((await call(afterLifetime(getDownloadPdf), `GET /api/download-pdf/${token}`, { headers: json })).status).toBe(404);
  });

  it('is replaced by a newer payment request', async () => {
    const booking = await reportedBooking(admin.token, agent.user);
    const older = await requestPayment(admin.token, booking);
    const newer = await requestPayment(admin.token, booking);
    expect((await call(getDownload, `GET /api/download/${older}`)).status).toBe(404);
    expect((await call(getDownload, `GET /api/download/${newer}`)).status).toBe(200);
  });
});
