import { needsPayment } from '#shared/payments.js';
import { reportMessages, reportNumber, type InspectionDataReply, type ReportBooking, type ReportSection } from '#shared/reports.js';
import type { Config } from '../config.js';
import { clientName, getBookingFor, propertyAddress, type BookingItem } from '../data/booking.js';
import { findPublishedReport, findReportSections, getReportDisclaimer, type ReportSectionItem, type ReportVersionItem } from '../data/reports.js';
import type { UserItem } from '../data/users.js';
import type { Deps } from '../deps.js';
import { notFound, paymentRequired } from '../errors.js';
import { reportPdfLink } from '../integrations/report-pdf-link.js';

// Reading a report (product/outreach.md §2 viewer, §4 "Report access"; docs/data-model.md C4, C5).

type Viewer = Pick<UserItem, 'id' | 'is_admin'>;

/** The booking as the report pages see it; a missing inspector is the business (product/outreach.md §2, §9). */
export function toReportBooking(booking: BookingItem, report: Pick<ReportVersionItem, 'inspector_name' | 'inspector_license'>, config: Config): ReportBooking {
  return {
    id: booking.id,
    report_number: reportNumber(booking),
    client_name: clientName(booking),
    inspection_date: booking.inspection_date ?? null,
    property_address: propertyAddress(booking),
    inspector_name: report.inspector_name || config.BUSINESS_NAME,
    inspector_license: report.inspector_license || config.BUSINESS_LICENSE,
    total_price: booking.total_price,
    paid_at: booking.paid_at ?? null,
  };
}

/** A stored section → the viewer's section, field by field (no keys, no position). */
export function toReportSection(item: ReportSectionItem): ReportSection {
  return {
    sectionCode: item.sectionCode,
    sectionTitle: item.sectionTitle,
    rating: item.rating,
    checklistItems: (item.checklistItems ?? []).map(({ label, checked }) => ({ label, checked })),
    comments: item.comments ?? '',
    photos: item.photos ?? [],
  };
}

/**
 * Access, then the gate: the booking's agent or an admin (anyone else 404), a published
 * report (404), and for non-admins payment when the price is above 0 (402 carrying the
 * booking, so the page can show the payment card). Admins always see reports (product/rules.md).
 */
export async function getReadableReport(deps: Deps, viewer: Viewer, bookingId: string): Promise<{ booking: BookingItem; report: ReportVersionItem }> {
  const booking = await getBookingFor(deps.db, viewer, bookingId);
  const report = await findPublishedReport(deps.db, booking);
  if (!report) throw notFound(reportMessages.noReport);
  if (!viewer.is_admin && needsPayment(booking)) {
    throw paymentRequired(reportMessages.paymentRequiredError, { booking: toReportBooking(booking, report, deps.config) });
  }
  return { booking, report };
}

/** GET /api/inspection-data/{bookingId}: the published version's sections, the header and the preamble. */
export async function readInspectionData(deps: Deps, viewer: Viewer, bookingId: string): Promise<InspectionDataReply> {
  const { booking, report } = await getReadableReport(deps, viewer, bookingId);
  const [sections, disclaimer] = await Promise.all([findReportSections(deps.db, report), getReportDisclaimer(deps.db)]);
  return {
    reportData: sections.map(toReportSection),
    booking: toReportBooking(booking, report, deps.config),
    disclaimer: disclaimer.parts,
    report_version: report.version,
    uploaded_at: report.uploaded_at,
  };
}

/** GET /api/report/{id}/pdf: behind the same gate, a short-lived link to the published PDF. */
export async function readReportPdfLink(deps: Deps, viewer: Viewer, bookingId: string): Promise<{ url: string; filename: string }> {
  const { booking, report } = await getReadableReport(deps, viewer, bookingId);
  return reportPdfLink(deps, booking, report);
}
