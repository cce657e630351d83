import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStripeProvider, type PaymentProvider } from '#functions/integrations/payments.js';

// A tiny stand-in for api.stripe.com (the provider's host/port/protocol options point the SDK at it):
// it records what we send and answers Checkout Sessions as Stripe does, including
// the same session for a repeated idempotency key.

export interface StripeRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The form-encoded body, e.g. `line_items[0][price_data][unit_amount]`. */
  params: Record<string, string>;
}

export interface FakeStripe {
  requests: StripeRequest[];
  /** When set, every call answers 500 like a Stripe outage. */
  failing: boolean;
  provider(): PaymentProvider;
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions = new Map<string, object>();
  const fake: FakeStripe = {
    requests: [],
    failing: false,
    provider: () => createStripeProvider('sk_test_fake', { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const params = Object.fromEntries(new URLSearchParams(body));
      fake.requests.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers, params });
      const json = (status: number, reply: object) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` });
        response.end(JSON.stringify(reply));
      };
      if (fake.failing) return json(500, { error: { type: 'api_error', message: 'Stripe is down' } });
      if (request.method !== 'POST' || request.url !== '/v1/checkout/sessions') return json(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
      const key = String(request.headers['idempotency-key'] ?? randomBytes(8).toString('hex'));
      let session = sessions.get(key);
      if (!session) {
        const id = `cs_test_${randomBytes(12).toString('hex')}`;
        session = {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.com/c/pay/${id}`,
          created: Math.floor(Date.now() / 1000),
          expires_at: Number(params.expires_at),
          amount_total: Number(params['line_items[0][price_data][unit_amount]']),
          currency: params['line_items[0][price_data][currency]'],
          client_reference_id: params.client_reference_id,
          metadata: { booking_id: params['metadata[booking_id]'], payer: params['metadata[payer]'] },
          mode: 'payment',
          payment_status: 'unpaid',
          status: 'open',
        };
        sessions.set(key, session);
      }
      json(200, session);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return fake;
}
