import { DOWNLOAD_LINK_DAYS, paymentMessages } from '#shared/payments.js';
import { findBooking, paymentRequestUpdate, type BookingItem } from '../data/booking.js';
import { toInspection } from '../data/inspections-view.js';
import { paymentRequestedQueue } from '../data/booking-queue.js';
import { outboxPuts } from '../data/outbox.js';
import { isConditionFailure, transactWrite } from '../data/table.js';
import { issueToken } from '../data/tokens.js';
import type { UserItem } from '../data/users.js';
import type { Deps } from '../deps.js';
import { conflict, notFound } from '../errors.js';
import { paymentRequestMessages } from './payments-messages.js';

async function getPayableBooking(deps: Deps, bookingId: string): Promise<BookingItem> {
  const booking = await findBooking(deps.db, bookingId);
  if (!booking) throw notFound('Inspection not found');
  if (booking.cancelled_at) throw conflict(paymentMessages.cancelled);
  if (!booking.report_version) throw conflict(paymentMessages.noReport);
  return booking;
}

/**
 * data-model C6 (product/rules.md step 7): the client gets a new `/download/{token}` link. The booking keeps
 * only the newest link's hash, so an older link answers 404 (as the contract link, D-090).
 * `pay_request_at` keeps the first request's time. The reply is the updated list item, so
 * the admin's row changes in place.
 */
export async function sendPaymentRequest(deps: Deps, admin: UserItem, bookingId: string) {
  const booking = await getPayableBooking(deps, bookingId);
  const now = deps.now();
  const token = issueToken(deps.db, 'DOWNLOAD', { booking_id: booking.id }, DOWNLOAD_LINK_DAYS * 86_400_000, now);
  try {
    await transactWrite(deps.db, [
      token.put,
      paymentRequestUpdate(deps.db, booking.id, token.hash, now),
      ...outboxPuts(deps.db, paymentRequestMessages(deps.config, booking, token.token), now),
      ...paymentRequestedQueue(deps.db, booking, now.toISOString()),
    ]);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    await getPayableBooking(deps, bookingId); // says why: cancelled or no report meanwhile
    throw conflict('This inspection changed meanwhile. Reload and try again.');
  }
  const saved: BookingItem = { ...booking, pay_request_at: booking.pay_request_at ?? now.toISOString(), download_token_hash: token.hash };
  return { inspection: toInspection(saved, admin, deps.config, now) };
}
