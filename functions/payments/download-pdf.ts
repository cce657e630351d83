import { needsPayment, paymentMessages } from '#shared/payments.js';
import { reportMessages } from '#shared/reports.js';
import { recordFirstDownload } from '../data/booking-queue.js';
import { findPublishedReport } from '../data/reports.js';
import type { Deps } from '../deps.js';
import { notFound, paymentRequired } from '../errors.js';
import { reportPdfLink } from '../integrations/report-pdf-link.js';
import { readPublishedPhoto } from '../integrations/report-photo-files.js';
import { getDownloadBooking } from './download.js';

/**
 * data-model C10: the report PDF through the client's link, once paid (or nothing is due). The first
 * download sets `downloaded_at` (product/rules.md step 9); later ones keep that first time. The link
 * is made first, so a failure there records no download.
 */
export async function downloadReportPdf(deps: Deps, token: string): Promise<{ url: string; filename: string }> {
  const booking = await getDownloadBooking(deps, token);
  if (needsPayment(booking)) throw paymentRequired(paymentMessages.notPaid);
  const report = await findPublishedReport(deps.db, booking);
  if (!report) throw notFound(reportMessages.noReport);
  const link = await reportPdfLink(deps, booking, report);
  // The first download is step 9; a repeat writes nothing (GETs change nothing, D-118).
  if (!booking.downloaded_at) await recordFirstDownload(deps.db, booking, deps.now());
  return link;
}

/** A report photo through the client's link: the same gate as the PDF (data-model C10), without marking a download. */
export async function readDownloadPhoto(deps: Deps, token: string, name: string) {
  const booking = await getDownloadBooking(deps, token);
  if (needsPayment(booking)) throw paymentRequired(paymentMessages.notPaid);
  return readPublishedPhoto(deps, booking.id, booking.report_version!, name);
}
