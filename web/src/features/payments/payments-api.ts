import {
  checkoutReplySchema,
  downloadReplySchema,
  localCheckoutDoneSchema,
  localCheckoutReplySchema,
  paymentMessages,
  type DownloadReply,
  type LocalCheckoutReply,
} from '#shared/payments.js';
import { pdfLinkReplySchema } from '#shared/reports.js';
import { api, ApiError, UNEXPECTED_ERROR } from '../../api';

// The client's /download/{token} page and the local test checkout (product/outreach.md §7 "Public download").

export type DownloadState =
  | { status: 'loading' }
  | { status: 'ready'; report: DownloadReply }
  /** 404 (no such link) or 410 (an expired one): the page says what to do instead. */
  | { status: 'not-found'; isExpired: boolean }
  | { status: 'error'; message: string };

export const LOAD_FAILED = 'Could not load your report.';
const tokenPath = (prefix: string, token: string) => `${prefix}/${encodeURIComponent(token)}`;

/** GET /api/download/{token}, read as the page's states. */
export async function loadDownload(token: string, signal?: AbortSignal): Promise<DownloadState> {
  try {
    const report = await api(tokenPath('/api/download', token), { signal, schema: downloadReplySchema, fallbackError: LOAD_FAILED });
    return { status: 'ready', report };
  } catch (caught) {
    if (!(caught instanceof ApiError)) throw caught;
    if (caught.status === 404 || caught.status === 410) return { status: 'not-found', isExpired: caught.status === 410 };
    return { status: 'error', message: caught.message };
  }
}

/** POST /api/client-checkout/{token}: where the browser goes to pay. */
export const startClientCheckout = (token: string) =>
  api(tokenPath('/api/client-checkout', token), { method: 'POST', schema: checkoutReplySchema, fallbackError: paymentMessages.setupFailed }).then(
    (reply) => reply.checkout_url,
  );

/** GET /api/download-pdf/{token} asked for JSON: a short-lived link to the PDF (data-model C10). */
export const fetchDownloadPdfLink = (token: string) =>
  api(tokenPath('/api/download-pdf', token), { schema: pdfLinkReplySchema, fallbackError: UNEXPECTED_ERROR });

export type LocalCheckoutState =
  | { status: 'loading' }
  | { status: 'ready'; checkout: LocalCheckoutReply }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

/** GET /api/local-checkout/{id}: the test checkout that stands in for Stripe without keys. */
export async function loadLocalCheckout(id: string, signal?: AbortSignal): Promise<LocalCheckoutState> {
  try {
    const checkout = await api(tokenPath('/api/local-checkout', id), { signal, schema: localCheckoutReplySchema, fallbackError: 'Could not load this checkout.' });
    return { status: 'ready', checkout };
  } catch (caught) {
    if (!(caught instanceof ApiError)) throw caught;
    if (caught.status === 404 || caught.status === 410) return { status: 'not-found' };
    return { status: 'error', message: caught.message };
  }
}

/** POST /api/local-checkout/{id}: confirms the test payment; answers where to go next. */
export const payLocalCheckout = (id: string) =>
  api(tokenPath('/api/local-checkout', id), { method: 'POST', schema: localCheckoutDoneSchema, fallbackError: 'The test payment failed. Please try again.' }).then(
    (reply) => reply.redirect_url,
  );
