import { randomUUID } from 'node:crypto';
import type * as z from '#shared/zod.js';
import type { Inspection } from '#shared/inspections.js';
import {
  describeSectionsIssue,
  REPORT_MAX_BYTES,
  reportMessages,
  reportSectionsSchema,
  UPLOAD_LINK_MINUTES,
  type attachReportSchema,
  type ReportSection,
  type ReportUploadReply,
} from '#shared/reports.js';
import { findBooking, getBookingFor, reportPointerUpdate, type BookingItem } from '../data/booking.js';
import { toInspection } from '../data/inspections-view.js';
import { reportKey, reportPdfFileKey, reportUploadFileKey } from '../data/keys.js';
import { reportPublishedQueue } from '../data/booking-queue.js';
import { outboxPuts } from '../data/outbox.js';
import { claimReportVersion, releaseReportClaim, reportVersionPut, writeReportSections, type ReportVersionItem } from '../data/reports.js';
import { isConditionFailure, transactWrite } from '../data/table.js';
import type { UserItem } from '../data/users.js';
import type { Deps } from '../deps.js';
import { conflict, invalid, tooLarge } from '../errors.js';
import { fileLinksOf } from '../integrations/file-links.js';
import { attachmentDisposition, filesOf } from '../integrations/files.js';
import { reportPdfFilename } from '../integrations/report-pdf-link.js';
import { reportReadyMessages } from './reports-messages.js';
import { copyReportPhotos, type PhotoIssue } from './report-photos.js';

// Publishing a report (product/rules.md step 6; docs/data-model.md C3). The browser posts the PDF
// straight to S3 under incoming/; attaching checks those bytes, copies them to the
// version's key, writes the sections out of sight and flips the booking's pointer.

type Admin = Pick<UserItem, 'id' | 'is_admin'>;
type AttachInput = z.output<typeof attachReportSchema>;

/** product/rules.md step order: a report follows the signed agreement, and a cancelled inspection gets none. */
function assertPublishable(booking: BookingItem): void {
  if (booking.cancelled_at) throw conflict(reportMessages.cancelled);
  if (!booking.contract_signed_at) throw conflict(reportMessages.notSigned);
}

/** POST admin/inspections/{id}/report-upload: a form S3 accepts for this booking's PDF only. */
export async function createReportUpload(deps: Deps, admin: Admin, bookingId: string): Promise<ReportUploadReply> {
  const booking = await getBookingFor(deps.db, admin, bookingId);
  assertPublishable(booking);
  const uploadId = randomUUID();
  const form = await fileLinksOf(deps).uploadForm(reportUploadFileKey(booking.id, uploadId), 'application/pdf', REPORT_MAX_BYTES, UPLOAD_LINK_MINUTES);
  return { url: form.url, fields: form.fields, upload_id: uploadId, max_bytes: REPORT_MAX_BYTES };
}

/** The sections JSON, sorted in form order; an error names the section and the field. */
function parseSections(raw: unknown): ReportSection[] {
  if (raw === undefined || raw === null) return [];
  const result = reportSectionsSchema.safeParse(raw);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw invalid(describeSectionsIssue(issue, raw), { field: ['sections', ...issue.path].join('.') });
}

/** The stored bytes decide, not the declared type: S3 took whatever the browser posted. */
async function checkUploadedPdf(deps: Deps, key: string): Promise<number> {
  const stored = await filesOf(deps).peek(key, 8);
  if (!stored) throw invalid(reportMessages.uploadMissing);
  if (stored.size > REPORT_MAX_BYTES) throw tooLarge(reportMessages.pdfTooBig);
  if (!stored.head.subarray(0, 5).equals(Buffer.from('%PDF-'))) throw invalid(reportMessages.notPdf);
  return stored.size;
}

const concurrentUpload = () => conflict(reportMessages.concurrentUpload);

/** POST admin/inspections/{id}/report: publishes the uploaded PDF (and sections) as the next version. */
export async function attachReport(deps: Deps, admin: Admin, bookingId: string, input: AttachInput): Promise<{ inspection: Inspection; photo_issues: PhotoIssue[] }> {
  const booking = await getBookingFor(deps.db, admin, bookingId);
  assertPublishable(booking);
  const sections = parseSections(input.sections);
  // Rebuilt from the booking and the upload id on both calls: a client never names a key.
  const source = reportUploadFileKey(booking.id, input.upload_id);
  const pdfBytes = await checkUploadedPdf(deps, source);
  const previous = booking.report_version ?? 0;
  const version = previous + 1;
  const now = deps.now();
  if (!(await claimReportVersion(deps.db, booking.id, version, input.upload_id, now))) throw concurrentUpload();
  const report: ReportVersionItem & { upload_id: string } = {
    ...reportKey(booking.id, version),
    booking_id: booking.id,
    version,
    pdf_key: reportPdfFileKey(booking.id, version),
    pdf_bytes: pdfBytes,
    section_count: sections.length,
    inspector_name: input.inspector_name ?? '',
    inspector_license: input.inspector_license ?? '',
    uploaded_at: now.toISOString(),
    uploaded_by: admin.id,
    upload_id: input.upload_id,
  };
  let photoIssues: PhotoIssue[] = [];
  try {
    await filesOf(deps).copy(source, report.pdf_key, 'application/pdf', attachmentDisposition(reportPdfFilename(booking)));
    // Photos into our bucket before the sections are written: they name our copies (D-170).
    const copied = await copyReportPhotos(deps, booking.id, version, sections);
    photoIssues = copied.issues;
    await writeReportSections(deps.db, booking.id, version, copied.sections);
    await flip(deps, booking, report, previous, now);
  } catch (error) {
    await releaseReportClaim(deps.db, report, input.upload_id);
    throw error;
  }
  const saved = { ...booking, report_version: version, report_uploaded_at: booking.report_uploaded_at ?? report.uploaded_at };
  return { inspection: toInspection(saved, admin, deps.config, now), photo_issues: photoIssues };
}

/**
 * The one step that makes the version visible (data-model rule 10): the version item
 * replaces this upload's claim, the pointer moves from exactly `previous`, and the agent's
 * messages are queued with it. Earlier versions' items and PDFs stay.
 */
async function flip(deps: Deps, booking: BookingItem, report: ReportVersionItem & { upload_id: string }, previous: number, now: Date): Promise<void> {
  const { db } = deps;
  try {
    await transactWrite(db, [
      reportVersionPut(db, report),
      reportPointerUpdate(db, booking.id, report.version, previous, report.uploaded_at),
      ...outboxPuts(db, reportReadyMessages(deps.config, booking, previous > 0), now),
      ...reportPublishedQueue(db, booking, report.uploaded_at),
    ]);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const current = await findBooking(db, booking.id);
    throw current?.cancelled_at ? conflict(reportMessages.cancelled) : concurrentUpload();
  }
}
