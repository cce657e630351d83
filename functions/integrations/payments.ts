import { createHash } from 'node:crypto';
import type Stripe from 'stripe';
import { CHECKOUT_MINUTES, CHECKOUT_REUSE_MINUTES, type Payer } from '#shared/payments.js';
import { appOrigin, hasStripe, isProduction, type Config } from '../config.js';
import { newId } from '../data/ids.js';
import { paymentKey } from '../data/keys.js';
import type { PaymentProviderName } from '../data/payments.js';
import type { Db, TransactItem } from '../data/table.js';
import { issueToken } from '../data/tokens.js';
import { stripeSecretKey } from './stripe-keys.js';

// The payment providers (docs/data-model.md C8), and Stripe's webhook signature: the Stripe
// SDK does both (D-203). It is imported where it is called, so only the checkout and webhook
// functions bundle it, and it is evaluated at their first Stripe call, not at cold start (D-155).

export interface CheckoutRequest {
  booking_id: string;
  payer: Payer;
  amount_cents: number;
  currency: string;
  /** The line the payer sees: `Home inspection report 2026AB12 – 101 Main St`. */
  description: string;
  customer_email: string;
  success_url: string;
  cancel_url: string;
  now: Date;
}

export interface StartedCheckout {
  provider: PaymentProviderName;
  /** The provider's session id. */
  provider_ref: string;
  url: string;
  /** When the session was created and when it stops taking payment (ISO). */
  created_at: string;
  expires_at: string;
  /** Items the checkout's own transaction must write (the local checkout's token). */
  writes: TransactItem[];
}

export interface PaymentProvider {
  name: PaymentProviderName;
  createCheckout(request: CheckoutRequest): Promise<StartedCheckout>;
}

const MINUTE = 60_000;
/** Clicks inside one window send Stripe identical parameters, hence the same idempotency key and session. */
const WINDOW_MS = (CHECKOUT_MINUTES - CHECKOUT_REUSE_MINUTES) * MINUTE;

/**
 * Expiry at the end of the click's window + CHECKOUT_MINUTES + 1 minute: identical for every
 * click of the window, and above Stripe's 30-minute minimum however late in the window
 * the call arrives (the extra minute covers clock skew and latency).
 */
export const stripeExpiry = (now: Date) => new Date((Math.floor(now.getTime() / WINDOW_MS) + 1) * WINDOW_MS + (CHECKOUT_MINUTES + 1) * MINUTE);

/**
 * The API version our requests and webhook events use, so replies keep their shape. It is
 * the version the installed SDK is typed for: upgrading `stripe` fails the type check here
 * until this moves with it, after a test against Stripe's test mode.
 */
export const STRIPE_API_VERSION: Stripe.LatestApiVersion = '2026-10-28.endive';

/** Where the SDK sends requests and how it retries; tests point host, port and protocol at a loopback server. */
export type StripeOptions = Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol' | 'maxNetworkRetries' | 'timeout'>;

const loadStripe = async () => (await import('stripe')).default;

/** Stripe Checkout (hosted page). `options` point the SDK elsewhere, for tests. */
export function createStripeProvider(secretKey: string, options: StripeOptions = {}): PaymentProvider {
  let client: Promise<Stripe> | undefined;
  const connect = async () => {
    const StripeSdk = await loadStripe();
    return new StripeSdk(secretKey, { apiVersion: STRIPE_API_VERSION, maxNetworkRetries: 2, timeout: 15_000, ...options });
  };
  return {
    name: 'stripe',
    async createCheckout(request) {
      const params = {
        mode: 'payment' as const,
        line_items: [
          { quantity: 1, price_data: { currency: request.currency, unit_amount: request.amount_cents, product_data: { name: request.description } } },
        ],
        metadata: { booking_id: request.booking_id, payer: request.payer },
        client_reference_id: request.booking_id,
        customer_email: request.customer_email,
        success_url: request.success_url,
        cancel_url: request.cancel_url,
        expires_at: Math.floor(stripeExpiry(request.now).getTime() / 1000),
      };
      // Stripe refuses a key reused with other parameters, so the key is the parameters' hash (D-109).
      const idempotencyKey = `checkout-${createHash('sha256').update(JSON.stringify(params)).digest('hex').slice(0, 40)}`;
      client ??= connect();
      const session = await (await client).checkout.sessions.create(params, { idempotencyKey });
      if (!session.url) throw new Error(`Stripe session ${session.id} has no url`);
      return {
        provider: 'stripe',
        provider_ref: session.id,
        url: session.url,
        created_at: new Date(session.created * 1000).toISOString(),
        expires_at: new Date(session.expires_at * 1000).toISOString(),
        writes: [],
      };
    },
  };
}

/** Data of a LOCAL_CHECKOUT token: what the test checkout page shows and confirms. */
export interface LocalCheckoutData {
  booking_id: string;
  payment_sk: string;
  payer: Payer;
  amount_cents: number;
  currency: string;
  return_url: string;
  cancel_url: string;
}

/**
 * The local test checkout, never in production: a token for `/checkout/<token>`, whose
 * page confirms through the same function as Stripe's webhook.
 */
export function createLocalProvider(db: Db, config: Config): PaymentProvider {
  return {
    name: 'local',
    async createCheckout(request) {
      const created = request.now.toISOString();
      const ref = `local_${newId()}`;
      const data: LocalCheckoutData = {
        booking_id: request.booking_id,
        payment_sk: paymentKey(request.booking_id, created, ref).sk,
        payer: request.payer,
        amount_cents: request.amount_cents,
        currency: request.currency,
        return_url: request.success_url,
        cancel_url: request.cancel_url,
      };
      const { token, put } = issueToken(db, 'LOCAL_CHECKOUT', { ...data }, CHECKOUT_MINUTES * MINUTE, request.now);
      return {
        provider: 'local',
        provider_ref: ref,
        url: `${appOrigin(config)}/checkout/${token}`,
        created_at: created,
        expires_at: new Date(request.now.getTime() + CHECKOUT_MINUTES * MINUTE).toISOString(),
        writes: [put],
      };
    },
  };
}

const stripeProviders = new Map<string, PaymentProvider>();

/**
 * Stripe when a key is configured; the local checkout outside production when none is;
 * undefined when payments cannot be taken (production without Stripe, or a configured
 * parameter that holds nothing).
 */
export async function findPaymentProvider(deps: { config: Config; db: Db; payments?: PaymentProvider }): Promise<PaymentProvider | undefined> {
  if (deps.payments) return deps.payments;
  if (!hasStripe(deps.config)) return isProduction(deps.config) ? undefined : createLocalProvider(deps.db, deps.config);
  const key = await stripeSecretKey(deps.config);
  if (!key) return undefined;
  let provider = stripeProviders.get(key);
  if (!provider) {
    provider = createStripeProvider(key);
    stripeProviders.set(key, provider);
  }
  return provider;
}

/** Seconds an event stays acceptable after Stripe signed it (the SDK's default): an older delivery is a replay. */
export const STRIPE_TOLERANCE_SECONDS = 300;

/**
 * The event Stripe signed, from the request's exact bytes (a re-serialised body fails).
 * Throws on a bad or missing signature and on a timestamp older than the tolerance.
 */
export async function verifyStripeEvent(raw: Buffer, signature: string | undefined, secret: string): Promise<Stripe.Event> {
  const StripeSdk = await loadStripe();
  return StripeSdk.webhooks.constructEvent(raw, signature ?? '', secret, STRIPE_TOLERANCE_SECONDS);
}

export type { Stripe };
