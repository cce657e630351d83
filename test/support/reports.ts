import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { BookingItem } from '#functions/data/booking.js';
import { bookingKey } from '#functions/data/keys.js';
import type { UserItem } from '#functions/data/users.js';
import { getDeps } from '#functions/deps.js';
import { handler as attach } from '#functions/reports/post-admin-inspections-report.js';
import { handler as presign } from '#functions/reports/post-admin-inspections-report-upload.js';
import type { ReportSection } from '#shared/reports.js';
import { sameSite } from './accounts.js';
import { call, type ApiAnswer } from './api.js';
import { makeBooking, preferredDates } from './bookings.js';

// Reports in tests (functions/reports): a booking at the "Contract Signed" step, a small
// real PDF and sections, and publishing through the two admin calls exactly as the page
// does (presigned POST to the bucket, then attach). Reusable by the payments tests.

/** A booking whose date is assigned and whose agreement is signed: ready for a report (product/rules.md step 5). */
export function makeSignedBooking(agent: UserItem, overrides: Partial<BookingItem> = {}): Promise<BookingItem> {
  const dates = preferredDates(7);
  const at = new Date().toISOString();
  return makeBooking(agent, {
    preferred_dates: dates,
    inspection_date: dates[0],
    inspection_time: '9AM-2PM',
    contract_sent_at: at,
    contract_signed_at: at,
    ...overrides,
  });
}

/** A small, well-formed PDF whose text contains `label` (to tell versions apart by their bytes). */
export function samplePdf(label = 'Inspection report'): Buffer {
  const text = label.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Three sections, deliberately not in form order (the server sorts them: I.A, I.B, II.A). */
export const SAMPLE_SECTIONS: ReportSection[] = [
  {
    sectionCode: 'II.A',
    sectionTitle: 'Service Entrance and Panels',
    rating: 'D',
    checklistItems: [{ label: 'Panel cover removed', checked: true }],
    comments: 'Double-tapped breaker in the main panel.',
    // Nothing listens on port 9: the photo cannot be copied, and the report is published without it (D-170).
    photos: ['http://127.0.0.1:9/panel.jpg'],
  },
  {
    sectionCode: 'I.A',
    sectionTitle: 'Foundations',
    rating: 'I',
    checklistItems: [
      { label: 'Slab on grade', checked: true },
      { label: 'Elevation survey', checked: false },
    ],
    comments: 'Performing as intended.',
    photos: [],
  },
  { sectionCode: 'I.B', sectionTitle: 'Grading and Drainage', rating: 'NI', checklistItems: [], comments: '', photos: [] },
];

/** Asks for the presigned form and posts `pdf` to the bucket with it, as the browser does. */
export async function uploadReportPdf(adminToken: string, bookingId: string, pdf: Buffer): Promise<{ upload_id: string; answer: ApiAnswer; stored: Response }> {
  const answer = await call(presign, `POST /api/admin/inspections/${bookingId}/report-upload`, {
    token: adminToken,
    headers: sameSite,
    body: { content_type: 'application/pdf', size: pdf.length },
  });
  if (answer.status !== 200) throw new Error(`report-upload answered ${answer.status}: ${JSON.stringify(answer.json)}`);
  const form = new FormData();
  for (const [name, value] of Object.entries(answer.json.fields as Record<string, string>)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'report.pdf');
  const stored = await fetch(answer.json.url as string, { method: 'POST', body: form });
  if (stored.status >= 300) throw new Error(`The bucket refused the upload: ${stored.status} ${await stored.text()}`);
  return { upload_id: answer.json.upload_id as string, answer, stored };
}

export interface AttachOptions {
  sections?: unknown;
  inspector_name?: string;
  inspector_license?: string;
}

/** POST admin/inspections/{id}/report for an upload already in the bucket. */
export const attachReport = (adminToken: string, bookingId: string, upload_id: string, options: AttachOptions = {}) =>
  call(attach, `POST /api/admin/inspections/${bookingId}/report`, { token: adminToken, headers: sameSite, body: { upload_id, ...options } });

/**
 * Publishes a report the way the admin page does: upload, then attach. Throws unless the
 * attach answers 200; returns its answer (`json.inspection` is the updated list row).
 */
export async function publishReport(adminToken: string, bookingId: string, options: AttachOptions & { pdf?: Buffer } = {}): Promise<ApiAnswer> {
  const { pdf = samplePdf(), ...attachOptions } = options;
  const { upload_id } = await uploadReportPdf(adminToken, bookingId, pdf);
  const answer = await attachReport(adminToken, bookingId, upload_id, { sections: SAMPLE_SECTIONS, ...attachOptions });
  if (answer.status !== 200) throw new Error(`attach answered ${answer.status}: ${JSON.stringify(answer.json)}`);
  return answer;
}

/** Sets booking fields directly (e.g. `paid_at`, `cancelled_at`) for a test of what follows from them. */
export async function setBookingFields(bookingId: string, fields: Partial<BookingItem>): Promise<void> {
  const { db } = getDeps();
  const names = Object.keys(fields);
  await db.doc.send(
    new UpdateCommand({
      TableName: db.table,
      Key: bookingKey(bookingId),
      UpdateExpression: `SET ${names.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#f${i}`, name])),
      ExpressionAttributeValues: Object.fromEntries(names.map((name, i) => [`:v${i}`, fields[name as keyof BookingItem]])),
    }),
  );
}
