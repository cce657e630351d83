import * as z from './zod.js';

// Payments (product/outreach.md §2 "Download page", §7 "Public download", §8 "Payment";
// product/portal.md §7 payment request; product/rules.md steps 7 to 9).

export const paymentMessages = {
  reportNotFound: 'Report Not Found',
  setupFailed: 'Payment setup failed. Please try again.',
  alreadyPaid: 'This report is already paid.',
  noReport: 'Upload the report before requesting payment.',
  notPaid: 'Complete payment to download your report.',
  checkoutNotFound: 'This checkout has ended or does not exist.',
  notConfigured: 'Payments are not configured.',
  cancelled: 'This inspection was cancelled.',
} as const;

/** Checkout sessions live this long (Stripe's minimum is 30 minutes); a newer click reuses one with time left. */
export const CHECKOUT_MINUTES = 30;
export const CHECKOUT_REUSE_MINUTES = 5;
/** The client's `/download/{token}` link (docs/data-model.md §4). */
export const DOWNLOAD_LINK_DAYS = 30;

export type Payer = 'agent' | 'client';

/** GET /api/download/{token}: only what the page shows; the token reveals nothing else. */
export const downloadReplySchema = z.object({
  property_address: z.string(),
  client_name: z.string(),
  inspection_date: z.nullable(z.string()),
  report_number: z.string(),
  total_price: z.number(),
  paid_at: z.nullable(z.string()),
});
export type DownloadReply = z.infer<typeof downloadReplySchema>;

/** POST /api/client-checkout/{token}. */
export const checkoutReplySchema = z.object({ checkout_url: z.string() });

/** GET /api/local-checkout/{id}: the test checkout page (no Stripe keys, never in production). */
export const localCheckoutReplySchema = z.object({
  amount_cents: z.number(),
  currency: z.string(),
  description: z.string(),
  property_address: z.string(),
  payer: z.enum(['agent', 'client']),
  status: z.enum(['open', 'paid', 'expired']),
  cancel_url: z.string(),
  return_url: z.string(),
});
export type LocalCheckoutReply = z.infer<typeof localCheckoutReplySchema>;

/** POST /api/local-checkout/{id}: the payment is confirmed; the browser goes to `redirect_url`. */
export const localCheckoutDoneSchema = z.object({ redirect_url: z.string() });

/** product/outreach.md §4: payment is needed while unpaid and the price is above 0. */
export const needsPayment = (booking: { paid_at?: string | null; total_price: number }) => !booking.paid_at && booking.total_price > 0;
