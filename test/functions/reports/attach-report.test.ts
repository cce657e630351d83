import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingKey, reportKey } from '#functions/data/keys.js';
import { getDeps } from '#functions/deps.js';
import { filesOf } from '#functions/integrations/files.js';
import { handler as attachHandler } from '#functions/reports/post-admin-inspections-report.js';
import { sameSite } from '#test/support/accounts.js';
import { handler as getData } from '#functions/reports/get-inspection-data.js';
import { call, lastMessageTo, makeUser, provisionTestTable } from '#test/support/api.js';
import { attachReport, makeSignedBooking, publishReport, SAMPLE_SECTIONS, samplePdf, setBookingFields, uploadReportPdf } from '#test/support/reports.js';

let admin: Awaited<ReturnType<typeof makeUser>>;
let agent: Awaited<ReturnType<typeof makeUser>>;
beforeAll(async () => {
  await provisionTestTable();
  admin = await makeUser({ is_admin: true });
  agent = await makeUser();
});

async function itemsOf(bookingId: string, prefix: string) {
  const { db } = getDeps();
  const { Items = [] } = await db.doc.send(
    new QueryCommand({ TableName: db.table, KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)', ExpressionAttributeValues: { ':pk': `BOOKING#${bookingId}`, ':prefix': prefix }, ConsistentRead: true }),
  );
  return Items;
}

async function bookingItem(bookingId: string) {
  const { db } = getDeps();
  return (await db.doc.send(new GetCommand({ TableName: db.table, Key: bookingKey(bookingId), ConsistentRead: true }))).Item!;
}

describe('POST /api/admin/inspections/{id}/report', () => {
  it('publishes version 1: PDF copied, sections sorted, pointer and timestamp set, agent told', async () => {
    const booking = await makeSignedBooking(agent.user);
    const pdf = samplePdf('Version one');
    const { upload_id } = await uploadReportPdf(admin.token, booking.id, pdf);
    const answer = await attachReport(admin.token, booking.id, upload_id, { sections: SAMPLE_SECTIONS, inspector_name: 'Sam Inspector', inspector_license: 'TREC 1234' });
    expect(answer.status).toBe(200);
    expect(answer.json.inspection).toMatchObject({ id: booking.id, report_uploaded_at: expect.any(String), progress: { contractSigned: true, reportUploaded: true, paymentRequested: false } });
    expect(answer.json.photo_issues).toEqual([{ section: 'II.A', url: 'http://127.0.0.1:9/panel.jpg', reason: 'The address could not be reached.' }]);

    const stored = await bookingItem(booking.id);
    expect(stored.report_version).toBe(1);
    expect(stored.report_uploaded_at).toBe(answer.json.inspection.report_uploaded_at);
    const [version] = await itemsOf(booking.id, 'REPORT#0001');
    expect(version).toMatchObject({
      sk: 'REPORT#0001',
      version: 1,
      pdf_key: `bookings/${booking.id}/reports/0001.pdf`,
      pdf_bytes: pdf.length,
      section_count: 3,
      inspector_name: 'Sam Inspector',
      inspector_license: 'TREC 1234',
      uploaded_by: admin.user.id,
    });
    expect(version!.status).toBeUndefined();
    expect((await filesOf(getDeps()).get(`bookings/${booking.id}/reports/0001.pdf`)).bytes.equals(pdf)).toBe(true);

    const sections = await itemsOf(booking.id, 'REPORT#0001#SECTION#');
    expect(sections.map((item) => [item.sk, item.sectionCode, item.position])).toEqual([
      ['REPORT#0001#SECTION#000', 'I.A', 0],
      ['REPORT#0001#SECTION#001', 'I.B', 1],
      ['REPORT#0001#SECTION#002', 'II.A', 2],
    ]);
    expect(sections[2]).toMatchObject({ rating: 'D', photos: [], checklistItems: [{ label: 'Panel cover removed', checked: true }] });

    const email = await lastMessageTo(agent.user.email);
    expect(email.subject).toBe(`Inspection report ready: ${booking.address1}`);
    expect(email.text).toContain(`http://localhost:3000/report/${booking.id}`);
    expect((await lastMessageTo(agent.user.phone)).text).toMatch(/report for .+ is ready: http:\/\/localhost:3000\/report\//);
  });

  it('refuses bytes that are not a PDF and attaches nothing', async () => {
    const booking = await makeSignedBooking(agent.user);
    const { upload_id } = await uploadReportPdf(admin.token, booking.id, Buffer.from('<html>not a pdf</html>'));
    const answer = await attachReport(admin.token, booking.id, upload_id, { sections: SAMPLE_SECTIONS });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ error: 'The file is not a PDF.' });
    expect((await bookingItem(booking.id)).report_version).toBeUndefined();
    expect(await itemsOf(booking.id, 'REPORT#')).toEqual([]);
  });

  it('400 when the upload is missing; the client never names a key', async () => {
    const booking = await makeSignedBooking(agent.user);
    const other = await makeSignedBooking(agent.user);
    // An upload made for another booking is not found under this one.
    const { upload_id } = await uploadReportPdf(admin.token, other.id, samplePdf());
    for (const id of [upload_id, crypto.randomUUID()]) {
      const answer = await attachReport(admin.token, booking.id, id);
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({ error: 'The uploaded file was not found. Upload it again.' });
    }
    const key = await attachReport(admin.token, booking.id, `../${upload_id}`);
    expect(key.status).toBe(400);
    expect(await itemsOf(booking.id, 'REPORT#')).toEqual([]);
  });

  it('names the section and the field of an invalid sections JSON, and attaches nothing', async () => {
    const booking = await makeSignedBooking(agent.user);
    const { upload_id } = await uploadReportPdf(admin.token, booking.id, samplePdf());
    const sections = [SAMPLE_SECTIONS[1], { ...SAMPLE_SECTIONS[2], rating: 'OK' }];
    const answer = await attachReport(admin.token, booking.id, upload_id, { sections });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ error: 'Section 2 (I.B), rating: rating must be I, NI, NP or D', field: 'sections.1.rating' });
    const photo = await attachReport(admin.token, booking.id, upload_id, { sections: [{ ...SAMPLE_SECTIONS[0], photos: ['ftp://plain.example.com/a.jpg'] }] });
    expect(photo.json).toEqual({ error: 'Section 1 (II.A), photos #1: Each photo must be an http:// or https:// address', field: 'sections.0.photos.0' });
    const notList = await attachReport(admin.token, booking.id, upload_id, { sections: { sectionCode: 'I.A' } });
    expect(notList.json.error).toBe('The sections file must be a JSON list of sections');
    expect(await itemsOf(booking.id, 'REPORT#')).toEqual([]);
  });

  it('a replacement publishes version 2, keeps version 1, and tells the agent it was updated', async () => {
    const booking = await makeSignedBooking(agent.user);
    const first = await publishReport(admin.token, booking.id, { pdf: samplePdf('First') });
    const firstAt = first.json.inspection.report_uploaded_at as string;
    const second = await publishReport(admin.token, booking.id, { pdf: samplePdf('Second'), sections: [{ ...SAMPLE_SECTIONS[1], comments: 'Rewritten.' }] });
    expect(second.json.inspection.report_uploaded_at).toBe(firstAt); // the step's date is the first upload's

    const stored = await bookingItem(booking.id);
    expect(stored).toMatchObject({ report_version: 2, report_uploaded_at: firstAt });
    expect((await itemsOf(booking.id, 'REPORT#0001#SECTION#')).length).toBe(3);
    expect((await itemsOf(booking.id, 'REPORT#0002#SECTION#')).length).toBe(1);
    const files = filesOf(getDeps());
    expect((await files.get(`bookings/${booking.id}/reports/0001.pdf`)).bytes.toString('latin1')).toContain('First');
    expect((await files.get(`bookings/${booking.id}/reports/0002.pdf`)).bytes.toString('latin1')).toContain('Second');
    expect((await lastMessageTo(agent.user.email)).subject).toBe(`Inspection report updated: ${booking.address1}`);

    const read = await call(getData, `GET /api/inspection-data/${booking.id}`, { token: admin.token });
    expect(read.json).toMatchObject({ report_version: 2, reportData: [{ sectionCode: 'I.A', comments: 'Rewritten.' }] });
    expect(read.json.reportData).toHaveLength(1);
  });

  it('lets one of two simultaneous uploads win; the loser gets 409 and changes nothing', async () => {
    const booking = await makeSignedBooking(agent.user);
    const a = await uploadReportPdf(admin.token, booking.id, samplePdf('A'));
    const b = await uploadReportPdf(admin.token, booking.id, samplePdf('B'));
    const answers = await Promise.all([
      attachReport(admin.token, booking.id, a.upload_id, { sections: SAMPLE_SECTIONS }),
      attachReport(admin.token, booking.id, b.upload_id, { sections: [SAMPLE_SECTIONS[2]] }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.status === 409)!;
    expect(loser.json.error).toBe('Another upload changed this report at the same time. Reload and try again.');
    const winnerIsA = answers[0]!.status === 200;
    expect((await bookingItem(booking.id)).report_version).toBe(1);
    // Only the winner's sections exist: the loser wrote nothing under version 1.
    expect((await itemsOf(booking.id, 'REPORT#0001#SECTION#')).length).toBe(winnerIsA ? 3 : 1);
    expect((await filesOf(getDeps()).get(`bookings/${booking.id}/reports/0001.pdf`)).bytes.toString('latin1')).toContain(winnerIsA ? '(A)' : '(B)');
  });

  it('attaching the same upload again with other sections publishes them as the next version', async () => {
    const booking = await makeSignedBooking(agent.user);
    const { upload_id } = await uploadReportPdf(admin.token, booking.id, samplePdf());
    expect((await attachReport(admin.token, booking.id, upload_id, { sections: SAMPLE_SECTIONS })).status).toBe(200);
    const again = await attachReport(admin.token, booking.id, upload_id, { sections: [SAMPLE_SECTIONS[0]] });
    expect(again.status).toBe(200);
    expect((await bookingItem(booking.id)).report_version).toBe(2);
    const read = await call(getData, `GET /api/inspection-data/${booking.id}`, { token: admin.token });
    expect(read.json.reportData.map((section: { sectionCode: string }) => section.sectionCode)).toEqual(['II.A']);
  });

  it('409 when the inspection was cancelled after the upload; 403 for agents; 404 for unknown bookings', async () => {
    const booking = await makeSignedBooking(agent.user);
    const { upload_id } = await uploadReportPdf(admin.token, booking.id, samplePdf());
    expect((await attachReport(agent.token, booking.id, upload_id)).status).toBe(403);
    expect((await attachReport(admin.token, 'no-such-booking', upload_id)).status).toBe(404);
    await setBookingFields(booking.id, { cancelled_at: new Date().toISOString() });
    const answer = await attachReport(admin.token, booking.id, upload_id);
    expect(answer.status).toBe(409);
    expect(answer.json.error).toBe('This inspection was cancelled.');
    expect(await itemsOf(booking.id, 'REPORT#')).toEqual([]);
    const { db } = getDeps();
    expect((await db.doc.send(new GetCommand({ TableName: db.table, Key: reportKey(booking.id, 1) }))).Item).toBeUndefined();
  });

  it('a cancellation between the checks and the flip: 409, and the version is free again', async () => {
    const booking = await makeSignedBooking(agent.user);
    const { upload_id } = await uploadReportPdf(admin.token, booking.id, samplePdf());
    const files = filesOf(getDeps());
    // The agent cancels while the PDF is being copied.
    const racing = attachHandler.withDeps({
      ...getDeps(),
      files: { ...files, copy: async (from, to, type) => (await setBookingFields(booking.id, { cancelled_at: new Date().toISOString() }), files.copy(from, to, type)) },
    });
    const answer = await call(racing, `POST /api/admin/inspections/${booking.id}/report`, { token: admin.token, headers: sameSite, body: { upload_id } });
    expect(answer.status).toBe(409);
    expect(answer.json.error).toBe('This inspection was cancelled.');
    const stored = await bookingItem(booking.id);
    expect(stored.report_version).toBeUndefined();
    expect(stored.report_uploaded_at).toBeUndefined();
    // The claim is released: no REPORT#0001 item, published or not.
    expect((await itemsOf(booking.id, 'REPORT#')).filter((item) => item.sk === 'REPORT#0001')).toEqual([]);
  });

  it('takes over a claim left by an upload that died, once it is stale', async () => {
    const booking = await makeSignedBooking(agent.user);
    const { db } = getDeps();
    const claim = (claimed_at: string) =>
      db.doc.send(new PutCommand({ TableName: db.table, Item: { ...reportKey(booking.id, 1), booking_id: booking.id, status: 'writing', upload_id: crypto.randomUUID(), claimed_at } }));
    await claim(new Date().toISOString());
    const { upload_id } = await uploadReportPdf(admin.token, booking.id, samplePdf());
    expect((await attachReport(admin.token, booking.id, upload_id)).status).toBe(409);
    await claim(new Date(Date.now() - 3 * 60_000).toISOString());
    expect((await attachReport(admin.token, booking.id, upload_id)).status).toBe(200);
    expect((await bookingItem(booking.id)).report_version).toBe(1);
  });
});
