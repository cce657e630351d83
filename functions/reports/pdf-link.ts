import { DOWNLOAD_LINK_MINUTES, reportMessages, reportNumber } from '#shared/reports.js';
import type { BookingItem } from '../data/bookings.js';
import { findPublishedReport, type ReportVersionItem } from '../data/reports.js';
import type { Deps } from '../deps.js';
import { HttpError } from '../http/errors.js';
import { fileLinksOf } from '../integrations/file-links.js';

/** "Inspection report 2026AB12 - 1507 Heights Blvd Houston.pdf": what the browser saves it as. */
export function reportPdfFilename(booking: Pick<BookingItem, 'address1' | 'city' | 'short_id' | 'inspection_date' | 'submitted_at'>): string {
  const place = `${booking.address1} ${booking.city}`.replace(/[^A-Za-z0-9 .,-]/g, '').replace(/\s+/g, ' ').trim();
  return `Inspection report ${reportNumber(booking)} - ${place}.pdf`;
}

/**
 * A short-lived S3 link to the published report PDF, downloaded under a readable name.
 * PDFs can exceed what a Lambda may answer (6 MB), so they never pass through one (C5, C10).
 * Callers check access and payment first; one that already read the published version
 * passes it in, the others leave it to this function.
 */
export async function getReportPdfLink(deps: Deps, booking: BookingItem, published?: ReportVersionItem): Promise<{ url: string; filename: string }> {
  const report = published ?? (await findPublishedReport(deps.db, booking));
  if (!report) throw new HttpError(404, reportMessages.noReport);
  const filename = reportPdfFilename(booking);
  return { url: await fileLinksOf(deps).downloadLink(report.pdf_key, filename, DOWNLOAD_LINK_MINUTES), filename };
}
