import {
  inspectionDataReplySchema,
  pdfLinkReplySchema,
  reportBookingSchema,
  reportMessages,
  type InspectionDataReply,
  type ReportBooking,
} from '#shared/reports.js';
import { api, ApiError, UNEXPECTED_ERROR } from '../../api';

export type ReportState =
  | { status: 'loading' }
  | { status: 'ready'; report: InspectionDataReply }
  | { status: 'payment-required'; booking: ReportBooking }
  /** product/outreach.md §4: any failure but a 402 reads 'No inspection data found'; only a lost connection is worth retrying. */
  | { status: 'failed'; canRetry: boolean };

/** GET /api/inspection-data/{bookingId}, read as the viewer's states (product/outreach.md §4 "Report access"). */
export async function loadReport(bookingId: string, isAdmin: boolean, signal?: AbortSignal): Promise<ReportState> {
  try {
    const report = await api(`/api/inspection-data/${encodeURIComponent(bookingId)}`, { signal, schema: inspectionDataReplySchema, fallbackError: reportMessages.notFound });
    return { status: 'ready', report };
  } catch (caught) {
    if (!(caught instanceof ApiError)) throw caught;
    return stateOfFailure(caught, isAdmin);
  }
}

export function stateOfFailure(error: ApiError, isAdmin: boolean): ReportState {
  if (error.status === 402 && !isAdmin) {
    // The 402 carries the booking, so the card can say what is owed and for which house.
    const booking = reportBookingSchema.safeParse((error.body as { booking?: unknown } | undefined)?.booking);
    if (booking.success) return { status: 'payment-required', booking: booking.data };
  }
  return { status: 'failed', canRetry: error.status === 0 || error.status >= 500 };
}

/** GET /api/report/{id}/pdf asked for JSON: a short-lived link to the PDF (data-model C5). */
export const fetchReportPdfLink = (bookingId: string) =>
  api(`/api/report/${encodeURIComponent(bookingId)}/pdf`, { schema: pdfLinkReplySchema, fallbackError: UNEXPECTED_ERROR });
