import { defineHandler } from '../http/handler.js';
import { receiveStripeWebhook } from './stripe-webhook.js';

/**
 * POST /api/payments/stripe-webhook: public, and deliberately without a body schema: the
 * signature is checked over the raw bytes, which parsing would lose (data-model C9).
 */
export const handler = defineHandler({
  access: 'public',
  sender: 'machine',
  run: ({ event, deps }) => {
    const raw = Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');
    return receiveStripeWebhook(deps, raw, event.headers?.['stripe-signature']);
  },
});
