import { paymentMessages, type LocalCheckoutReply } from '#shared/payments.js';
import { hasStripe, isProduction } from '../config.js';
import { findBooking, propertyAddress, type BookingItem } from '../data/booking.js';
import { hashToken } from '../data/ids.js';
import { findPaymentBySk, type PaymentItem } from '../data/payments.js';
import { findToken } from '../data/tokens.js';
import type { Deps } from '../deps.js';
import { conflict, notFound } from '../errors.js';
import type { LocalCheckoutData } from '../integrations/payments.js';
import { confirmPayment } from './confirm.js';
import { checkoutDescription } from './payments-messages.js';

const checkoutNotFound = () => notFound(paymentMessages.checkoutNotFound);

/**
 * The test checkout behind `/checkout/<token>`: only without Stripe and never in
 * production, where it would be a free way to mark reports paid.
 */
async function getLocalCheckout(deps: Deps, token: string): Promise<{ data: LocalCheckoutData; booking: BookingItem; payment: PaymentItem }> {
  if (isProduction(deps.config) || hasStripe(deps.config)) throw checkoutNotFound();
  const item = await findToken(deps.db, 'LOCAL_CHECKOUT', token, deps.now());
  if (!item) throw checkoutNotFound();
  const data = item as unknown as LocalCheckoutData;
  const booking = await findBooking(deps.db, data.booking_id);
  const payment = await findPaymentBySk(deps.db, data.booking_id, data.payment_sk);
  if (!booking || !payment) throw checkoutNotFound();
  return { data, booking, payment };
}

/** GET /api/local-checkout/{id}: what the test checkout page shows. */
export async function openLocalCheckout(deps: Deps, token: string): Promise<LocalCheckoutReply> {
  const { data, booking, payment } = await getLocalCheckout(deps, token);
  return {
    amount_cents: payment.amount_cents,
    currency: payment.currency,
    description: checkoutDescription(booking),
    property_address: propertyAddress(booking),
    payer: payment.payer,
    status: payment.status === 'paid' || booking.paid_at ? 'paid' : payment.status === 'open' ? 'open' : 'expired',
    cancel_url: data.cancel_url,
    return_url: data.return_url,
  };
}

/**
 * POST /api/local-checkout/{id}: "pay", confirmed through the same function as Stripe's
 * webhook (data-model C9). A second post finds its event handled and answers the same redirect; a
 * report the other payer has paid meanwhile is not paid again.
 */
export async function payLocalCheckout(deps: Deps, token: string): Promise<{ redirect_url: string }> {
  const { data, booking, payment } = await getLocalCheckout(deps, token);
  if (booking.paid_at && payment.status !== 'paid') throw conflict(paymentMessages.alreadyPaid);
  const outcome = await confirmPayment(deps, {
    provider: 'local',
    event_id: `checkout_${hashToken(token)}`,
    event_type: 'local.checkout.paid',
    booking_id: booking.id,
    provider_ref: payment.provider_ref,
    amount_cents: data.amount_cents,
    currency: data.currency,
    reference: `LOCAL-${payment.provider_ref.replace(/^local_/, '').slice(0, 8).toUpperCase()}`,
  });
  if (outcome === 'paid' || outcome === 'handled') return { redirect_url: data.return_url };
  if (outcome === 'duplicate') throw conflict(paymentMessages.alreadyPaid);
  throw checkoutNotFound();
}
