import { beforeAll, describe, expect, it } from 'vitest';
import { getConfig } from '#functions/config.js';
import { handler as getData } from '#functions/reports/get-inspection-data.js';
import { DEFAULT_DISCLAIMER } from '#shared/report-disclaimer.js';
import { inspectionDataReplySchema, reportMessages, reportNumber } from '#shared/reports.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';
import { makeSignedBooking, publishReport, SAMPLE_SECTIONS, setBookingFields } from '#test/support/reports.js';

let admin: Awaited<ReturnType<typeof makeUser>>;
let agent: Awaited<ReturnType<typeof makeUser>>;
beforeAll(async () => {
  await provisionTestTable();
  admin = await makeUser({ is_admin: true });
  agent = await makeUser();
});

const read = (bookingId: string, token: string) => call(getData, `GET /api/inspection-data/${bookingId}`, { token });

/** A booking of `agent` with a published report (the sample sections). */
async function published(overrides: Parameters<typeof makeSignedBooking>[1] = {}, inspector: { inspector_name?: string; inspector_license?: string } = {}) {
  const booking = await makeSignedBooking(agent.user, overrides);
  await publishReport(admin.token, booking.id, inspector);
  return booking;
}

describe('GET /api/inspection-data/{bookingId}', () => {
  it('answers 402 with the booking while an agent has not paid', async () => {
    const booking = await published();
    const answer = await read(booking.id, agent.token);
    expect(answer.status).toBe(402);
    expect(answer.json).toEqual({
      error: reportMessages.paymentRequiredError,
      booking: {
        id: booking.id,
        report_number: reportNumber(booking),
        client_name: `Casey ${booking.client_last_name}`,
        inspection_date: booking.inspection_date,
        property_address: `${booking.address1}, Houston, TX 77002`,
        inspector_name: getConfig().BUSINESS_NAME,
        inspector_license: getConfig().BUSINESS_LICENSE,
        total_price: 375,
        paid_at: null,
      },
    });
  });

  it('lets an admin read an unpaid report: sections in form order, header, default disclaimer', async () => {
    const booking = await published({}, { inspector_name: 'Sam Inspector', inspector_license: 'TREC 1234' });
    const answer = await read(booking.id, admin.token);
    expect(answer.status).toBe(200);
    expect(inspectionDataReplySchema.safeParse(answer.json).success).toBe(true);
    // The sample's photo cannot be fetched (nothing listens on its port), so it is left out (D-170).
    expect(answer.json.reportData).toEqual([SAMPLE_SECTIONS[1], SAMPLE_SECTIONS[2], { ...SAMPLE_SECTIONS[0], photos: [] }]);
    expect(answer.json.booking).toMatchObject({ inspector_name: 'Sam Inspector', inspector_license: 'TREC 1234', paid_at: null });
    expect(answer.json.disclaimer).toEqual(DEFAULT_DISCLAIMER);
    expect(answer.json).toMatchObject({ report_version: 1, uploaded_at: expect.any(String) });
    // Explicit mapping: no keys or storage fields in the reply.
    expect(JSON.stringify(answer.json)).not.toMatch(/"(pk|sk|position|booking_id|pdf_key)"/);
  });

  it('opens for the agent once paid, or when the price is 0', async () => {
    const paid = await published();
    const paidAt = new Date().toISOString();
    await setBookingFields(paid.id, { paid_at: paidAt, paid_by: 'client' });
    const answer = await read(paid.id, agent.token);
    expect(answer.status).toBe(200);
    expect(answer.json.booking.paid_at).toBe(paidAt);
    expect(answer.json.reportData.map((section: { sectionCode: string }) => section.sectionCode)).toEqual(['I.A', 'I.B', 'II.A']);

    const free = await published({ total_price: 0 });
    expect((await read(free.id, agent.token)).status).toBe(200);
  });

  it('404 for another agent, an unknown booking, or before a report is published', async () => {
    const booking = await published({ total_price: 0 });
    const other = await makeUser();
    const foreign = await read(booking.id, other.token);
    expect(foreign.status).toBe(404);
    expect(foreign.json).toEqual({ error: 'Inspection not found' });
    expect((await read('no-such-booking', agent.token)).status).toBe(404);

    const unpublished = await makeSignedBooking(agent.user, { total_price: 0 });
    const none = await read(unpublished.id, agent.token);
    expect(none.status).toBe(404);
    expect(none.json).toEqual({ error: 'The report has not been uploaded yet.' });
    // Even unpaid, the agent learns there is nothing to pay for yet rather than a payment card.
    const unpaid = await makeSignedBooking(agent.user);
    expect((await read(unpaid.id, agent.token)).status).toBe(404);
  });

  it('a report uploaded without sections reads as an empty list', async () => {
    const booking = await makeSignedBooking(agent.user, { total_price: 0 });
    await publishReport(admin.token, booking.id, { sections: undefined });
    const answer = await read(booking.id, agent.token);
    expect(answer.status).toBe(200);
    expect(answer.json.reportData).toEqual([]);
  });
});
