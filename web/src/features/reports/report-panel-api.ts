import type * as z from '#shared/zod.js';
import { inspectionReplySchema, type Inspection } from '#shared/inspections.js';
import { attachReportReplySchema, pdfLinkReplySchema, reportMessages, reportUploadReplySchema, type attachReportSchema } from '#shared/reports.js';
import { api } from '../../api';

// The report and payment calls made from /my-inspections (product/portal.md §7, product/rules.md steps 6
// and 7). Each admin action answers the changed row, so the list updates in place.

const one = (reply: { inspection: Inspection }) => reply.inspection;
const bookingPath = (id: string) => encodeURIComponent(id);

/** Where the published PDF is: a short-lived S3 link (the PDF never passes through a Lambda). */
export const findReportPdfLink = (id: string) =>
  api(`/api/report/${bookingPath(id)}/pdf`, { schema: pdfLinkReplySchema, fallbackError: 'The report could not be fetched.' });

/** Step 1 of publishing: a presigned POST for a PDF of this size. */
export const requestReportUpload = (id: string, size: number) =>
  api(`/api/admin/inspections/${bookingPath(id)}/report-upload`, {
    method: 'POST',
    body: { content_type: 'application/pdf', size },
    schema: reportUploadReplySchema,
    fallbackError: reportMessages.uploadFailed,
  });

/** Step 3: the server checks the uploaded bytes and the sections, then publishes. */
export const attachReport = (id: string, body: z.input<typeof attachReportSchema>) =>
  api(`/api/admin/inspections/${bookingPath(id)}/report`, {
    method: 'POST',
    body,
    schema: attachReportReplySchema,
    fallbackError: 'Could not publish the report.',
  });

/** Sends (or sends again, with a new link) the client's /download link. */
export const sendPaymentRequest = (id: string) =>
  api(`/api/admin/send-payment-request/${bookingPath(id)}`, {
    method: 'POST',
    schema: inspectionReplySchema,
    fallbackError: 'Could not send the payment request.',
  }).then(one);
