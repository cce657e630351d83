import { CHECKOUT_REUSE_MINUTES, needsPayment, paymentMessages, type Payer } from '#shared/payments.js';
import { appOrigin } from '../config.js';
import { findBooking, getBookingFor, openCheckoutField, openCheckoutUpdate, type BookingItem, type OpenCheckout } from '../data/booking.js';
import { paymentKey } from '../data/keys.js';
import { amountCents, CURRENCY, paymentPut, type PaymentItem } from '../data/payments.js';
import { failedConditions, isConditionFailure, transactWrite } from '../data/table.js';
import type { UserItem } from '../data/users.js';
import type { Deps } from '../deps.js';
import { conflict, DomainError, providerFailed, unavailable } from '../errors.js';
import { findPaymentProvider, type PaymentProvider, type StartedCheckout } from '../integrations/payments.js';
import { getDownloadBooking } from './download.js';
import { checkoutDescription } from './payments-messages.js';

const alreadyPaid = () => conflict(paymentMessages.alreadyPaid);
const setupFailed = () => providerFailed(paymentMessages.setupFailed);

function logFailure(step: string, booking: BookingItem, error: unknown) {
  // The Stripe SDK's errors say their class in `type` (StripeCardError…); their `name` is Error.
  const { name, message, type } = error as Error & { type?: unknown };
  const kind = typeof type === 'string' && type.startsWith('Stripe') ? type : name;
  console.log(JSON.stringify({ level: 'error', msg: `checkout ${step} failed`, booking_id: booking.id, error: `${kind}: ${message}` }));
}

async function providerFor(deps: Deps, booking: BookingItem): Promise<PaymentProvider> {
  let provider: PaymentProvider | undefined;
  try {
    provider = await findPaymentProvider(deps);
  } catch (error) {
    logFailure('keys', booking, error);
    throw setupFailed();
  }
  if (!provider) throw unavailable(paymentMessages.notConfigured);
  return provider;
}

interface Payment {
  payer: Payer;
  customer_email: string;
  success_url: string;
  cancel_url: string;
}

/**
 * data-model C8, for either payer: the payer's open checkout while it has time left (repeated clicks
 * make no new session), else a new session, recorded with the booking's open checkout in
 * one transaction that refuses a booking paid meanwhile. The amount is OUR booking's price.
 */
async function startCheckout(deps: Deps, booking: BookingItem, payment: Payment): Promise<string> {
  if (!needsPayment(booking)) throw alreadyPaid();
  const now = deps.now();
  const provider = await providerFor(deps, booking);
  const field = openCheckoutField(payment.payer);
  const open = booking[field];
  if (open && open.provider === provider.name && Date.parse(open.expires_at) - now.getTime() >= CHECKOUT_REUSE_MINUTES * 60_000) return open.url;

  let started: StartedCheckout;
  try {
    started = await provider.createCheckout({
      booking_id: booking.id,
      amount_cents: amountCents(booking),
      currency: CURRENCY,
      description: checkoutDescription(booking),
      now,
      ...payment,
    });
  } catch (error) {
    logFailure('session', booking, error);
    throw setupFailed();
  }
  const key = paymentKey(booking.id, started.created_at, started.provider_ref);
  const item: PaymentItem = {
    ...key,
    booking_id: booking.id,
    provider: started.provider,
    provider_ref: started.provider_ref,
    amount_cents: amountCents(booking),
    currency: CURRENCY,
    payer: payment.payer,
    status: 'open',
    created_at: started.created_at,
    checkout_expires_at: started.expires_at,
  };
  const opened: OpenCheckout = { provider: started.provider, provider_ref: started.provider_ref, payment_sk: key.sk, url: started.url, expires_at: started.expires_at };
  try {
    await transactWrite(deps.db, [
      paymentPut(deps.db, item),
      openCheckoutUpdate(deps.db, booking.id, payment.payer, opened),
      ...started.writes,
    ]);
  } catch (error) {
    const failed = isConditionFailure(error) ? failedConditions(error) : [];
    if (failed.includes(1)) throw (await findBooking(deps.db, booking.id))?.paid_at ? alreadyPaid() : conflict(paymentMessages.cancelled);
    // Stripe answered a concurrent click's identical request with the same session, already recorded.
    if (failed.length === 1 && failed[0] === 0) return started.url;
    throw error;
  }
  return started.url;
}

/** POST /api/client-checkout/{token}: the client pays through the download link. */
export async function startClientCheckout(deps: Deps, token: string): Promise<{ checkout_url: string }> {
  const booking = await getDownloadBooking(deps, token);
  const page = `${appOrigin(deps.config)}/download/${encodeURIComponent(token)}`;
  const url = await startCheckout(deps, booking, {
    payer: 'client',
    customer_email: booking.client_email,
    success_url: `${page}?checkout=success`,
    cancel_url: page,
  });
  return { checkout_url: url };
}

/**
 * GET /api/agent-payment/{bookingId}: a browser navigation (product/outreach.md §7), so every
 * outcome is a place to go: the checkout, the report when nothing is due, or the report
 * with `?payment=failed` when the provider failed. Another agent's booking stays a 404.
 */
export async function agentPaymentLocation(deps: Deps, viewer: Pick<UserItem, 'id' | 'is_admin'>, bookingId: string): Promise<string> {
  const booking = await getBookingFor(deps.db, viewer, bookingId);
  const report = `/report/${encodeURIComponent(booking.id)}`;
  if (!booking.report_version || booking.cancelled_at || !needsPayment(booking)) return report;
  const page = `${appOrigin(deps.config)}${report}`;
  try {
    return await startCheckout(deps, booking, { payer: 'agent', customer_email: booking.agent_email, success_url: `${page}?checkout=success`, cancel_url: page });
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'conflict') return report;
    if (!(error instanceof DomainError)) logFailure('start', booking, error);
    return `${report}?payment=failed`;
  }
}
