import { paymentMessages, type DownloadReply } from '#shared/payments.js';
import { reportNumber } from '#shared/reports.js';
import { clientName, findBooking, propertyAddress, type BookingItem } from '../data/booking.js';
import { hashToken } from '../data/ids.js';
import { findToken } from '../data/tokens.js';
import type { Deps } from '../deps.js';
import { notFound } from '../errors.js';

export const reportNotFound = () => notFound(paymentMessages.reportNotFound);

/**
 * data-model C7: the booking behind a client's download link, only while the link is the booking's
 * newest (a new payment request replaces it) and the booking stands. Anything else is
 * the same 404, so a token reveals nothing about why it fails.
 */
export async function getDownloadBooking(deps: Deps, token: string): Promise<BookingItem> {
  const item = await findToken(deps.db, 'DOWNLOAD', token, deps.now());
  const booking = item ? await findBooking(deps.db, String(item.booking_id)) : undefined;
  if (!booking || booking.download_token_hash !== hashToken(token) || booking.cancelled_at || !booking.report_version) throw reportNotFound();
  return booking;
}

/** Only what the download page shows (product/outreach.md §2): the link's holder learns nothing else. */
export function downloadReplyOf(booking: BookingItem): DownloadReply {
  return {
    property_address: propertyAddress(booking),
    client_name: clientName(booking),
    inspection_date: booking.inspection_date ?? null,
    report_number: reportNumber(booking),
    total_price: booking.total_price,
    paid_at: booking.paid_at ?? null,
  };
}

export async function openDownload(deps: Deps, token: string): Promise<DownloadReply> {
  return downloadReplyOf(await getDownloadBooking(deps, token));
}
