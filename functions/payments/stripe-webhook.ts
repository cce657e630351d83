import { hasStripeWebhook } from '../config.js';
import { clearOpenCheckout } from '../data/booking.js';
import { expirePayment, findPayment } from '../data/payments.js';
import type { Deps } from '../deps.js';
import { invalid, notFound } from '../errors.js';
import { verifyStripeEvent, type Stripe } from '../integrations/payments.js';
import { stripeWebhookSecret } from '../integrations/stripe-keys.js';
import { confirmPayment } from './confirm.js';

type Session = Stripe.Checkout.Session;

/** An unpaid session ended: its PAYMENT is expired and the payer's next click starts a new one. */
async function expireCheckout(deps: Deps, session: Session): Promise<void> {
  const bookingId = session.metadata?.booking_id ?? session.client_reference_id ?? '';
  const payment = bookingId ? await findPayment(deps.db, bookingId, session.id) : undefined;
  if (!payment || payment.provider !== 'stripe') return;
  // Either change may have been made by an earlier delivery of the event: fine.
  await expirePayment(deps.db, payment);
  await clearOpenCheckout(deps.db, payment.booking_id, payment.payer, session.id);
}

/**
 * POST /api/payments/stripe-webhook. Only the signature makes a request Stripe's, and it
 * covers the exact bytes: the body is verified as received, never re-serialised. A bad
 * signature, or one older than 5 minutes (a replay), changes nothing.
 */
export async function receiveStripeWebhook(deps: Deps, raw: Buffer, signature: string | undefined): Promise<{ received: true }> {
  const secret = hasStripeWebhook(deps.config) ? await stripeWebhookSecret(deps.config) : undefined;
  if (!secret) throw notFound('Not found');
  let event: Stripe.Event;
  try {
    event = await verifyStripeEvent(raw, signature, secret);
  } catch {
    throw invalid('Invalid signature');
  }
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      // A delayed method (bank debit) completes unpaid; async_payment_succeeded follows.
      if (session.payment_status !== 'paid') break;
      const intent = session.payment_intent;
      await confirmPayment(deps, {
        provider: 'stripe',
        event_id: event.id,
        event_type: event.type,
        booking_id: session.metadata?.booking_id ?? session.client_reference_id ?? '',
        provider_ref: session.id,
        amount_cents: session.amount_total,
        currency: session.currency,
        reference: (typeof intent === 'string' ? intent : intent?.id) ?? session.id,
      });
      break;
    }
    case 'checkout.session.expired':
      await expireCheckout(deps, event.data.object);
      break;
    default:
      break;
  }
  return { received: true };
}
