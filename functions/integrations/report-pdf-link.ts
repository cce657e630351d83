import { DOWNLOAD_LINK_MINUTES, reportNumber } from '#shared/reports.js';
import type { BookingItem } from '../data/booking.js';
import type { ReportVersionItem } from '../data/reports.js';
import type { Config } from '../config.js';
import { fileLinksOf } from './file-links.js';

/** "Inspection report 2026AB12 - 1507 Heights Blvd Houston.pdf": what the browser saves it as. */
export function reportPdfFilename(booking: Pick<BookingItem, 'address1' | 'city' | 'short_id' | 'inspection_date' | 'submitted_at'>): string {
  const place = `${booking.address1} ${booking.city}`.replace(/[^A-Za-z0-9 .,-]/g, '').replace(/\s+/g, ' ').trim();
  return `Inspection report ${reportNumber(booking)} - ${place}.pdf`;
}

/**
 * A short-lived S3 link to a published report PDF, downloaded under a readable name.
 * PDFs can exceed what a Lambda may answer (6 MB), so they never pass through one (data-model C5, C10).
 * Callers check access and payment first.
 */
export async function reportPdfLink(
  deps: { config: Config },
  booking: BookingItem,
  report: Pick<ReportVersionItem, 'pdf_key'>,
): Promise<{ url: string; filename: string }> {
  const filename = reportPdfFilename(booking);
  return { url: await fileLinksOf(deps).downloadLink(report.pdf_key, filename, DOWNLOAD_LINK_MINUTES), filename };
}
