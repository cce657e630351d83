import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STRIPE_API_VERSION, StripeError, stripeForm, stripePost, type StripeOptions } from '../../../functions/integrations/stripe-rest.js';

// A loopback server that records each request exactly as it arrived and answers from a
// script, like api.stripe.com would (status, headers, JSON body).

interface Seen {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}
interface Reply {
  status: number;
  body: string;
  headers?: Record<string, string>;
  delayMs?: number;
}

const seen: Seen[] = [];
let script: Reply[] = [];
let port = 0;
const server = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    seen.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers, body });
    const reply = script.shift() ?? { status: 500, body: '{"error":{"type":"api_error","message":"no scripted reply"}}' };
    setTimeout(() => {
      response.writeHead(reply.status, { 'content-type': 'application/json', 'request-id': `req_${seen.length}`, ...reply.headers });
      response.end(reply.body);
    }, reply.delayMs ?? 0);
  });
});
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
  script = [];
});

const local = (more: StripeOptions = {}): StripeOptions => ({ host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0, ...more });
const session = { id: 'cs_test_1', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test_1', created: 1, expires_at: 2 };
const error = (type: string, message: string, code?: string) => JSON.stringify({ error: { type, message, ...(code ? { code } : {}) } });

describe("Stripe's form encoding", () => {
  it('brackets nested objects and indexes arrays, as the SDK does', () => {
    const body = stripeForm({
      mode: 'payment',
      line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 42_500, product_data: { name: 'Report – 101 Main St & Co' } } }],
      metadata: { booking_id: 'b-1' },
      skipped: undefined,
      cleared: null,
      expires_at: new Date(1_800_000_000_500),
      flag: true,
    });
    expect(body).toBe(
      'mode=payment&line_items[0][quantity]=1&line_items[0][price_data][currency]=usd&line_items[0][price_data][unit_amount]=42500' +
        '&line_items[0][price_data][product_data][name]=Report%20%E2%80%93%20101%20Main%20St%20%26%20Co' +
        '&metadata[booking_id]=b-1&cleared=&expires_at=1800000000&flag=true',
    );
  });

  it("encodes the characters qs encodes and encodeURIComponent leaves alone", () => {
    expect(stripeForm({ name: "O'Neil (admin)!*" })).toBe('name=O%27Neil%20%28admin%29%21%2A');
    expect(new URLSearchParams(stripeForm({ 'a[b]': 'x=y&z' })).get('a[b]')).toBe('x=y&z');
  });
});

describe('a POST to Stripe', () => {
  it('sends the path, Bearer key, idempotency key, pinned version and form body', async () => {
    script = [{ status: 200, body: JSON.stringify(session) }];
    const reply = await stripePost<typeof session>('sk_test_abc', '/v1/checkout/sessions', { mode: 'payment', metadata: { payer: 'client' } }, 'checkout-123', local());
    expect(reply).toEqual(session);
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions', body: 'mode=payment&metadata[payer]=client' });
    expect(request!.headers).toMatchObject({
      authorization: 'Bearer sk_test_abc',
      'content-type': 'application/x-www-form-urlencoded',
      'idempotency-key': 'checkout-123',
      'stripe-version': STRIPE_API_VERSION,
    });
  });

  it('maps an error reply to the error the SDK threw, without retrying a 400', async () => {
    script = [{ status: 400, body: error('invalid_request_error', 'expires_at must be at least 30 minutes away', 'parameter_invalid_integer') }];
    const failure = await stripePost('sk_test_abc', '/v1/checkout/sessions', {}, 'k', local({ maxNetworkRetries: 2 })).catch((caught: unknown) => caught);
    expect(failure).toBeInstanceOf(StripeError);
    expect(failure).toMatchObject({
      name: 'StripeInvalidRequestError',
      message: 'expires_at must be at least 30 minutes away',
      statusCode: 400,
      code: 'parameter_invalid_integer',
      requestId: 'req_1',
    });
    expect(seen).toHaveLength(1);
  });

  it.each([
    [401, 'invalid_request_error', 'StripeAuthenticationError'],
    [402, 'card_error', 'StripeCardError'],
    [403, 'invalid_request_error', 'StripePermissionError'],
    [404, 'invalid_request_error', 'StripeInvalidRequestError'],
    [400, 'idempotency_error', 'StripeIdempotencyError'],
    [429, 'invalid_request_error', 'StripeRateLimitError'],
    [500, 'api_error', 'StripeAPIError'],
  ])('names a %i %s a %s', async (status, type, name) => {
    script = [{ status, body: error(type, 'refused') }];
    await expect(stripePost('sk_test_abc', '/v1/x', {}, 'k', local())).rejects.toMatchObject({ name, statusCode: status, message: 'refused' });
  });

  it('retries a 5xx and a 409 with the same idempotency key, then answers', async () => {
    script = [
      { status: 500, body: error('api_error', 'hiccup') },
      { status: 409, body: error('invalid_request_error', 'lock timeout') },
      { status: 200, body: JSON.stringify(session) },
    ];
    expect(await stripePost('sk_test_abc', '/v1/checkout/sessions', { a: 1 }, 'same-key', local({ maxNetworkRetries: 2 }))).toEqual(session);
    expect(seen.map((request) => [request.headers['idempotency-key'], request.body])).toEqual([
      ['same-key', 'a=1'],
      ['same-key', 'a=1'],
      ['same-key', 'a=1'],
    ]);
  });

  it('stops when its retries are spent, and when Stripe says not to retry', async () => {
    script = [1, 2, 3].map(() => ({ status: 503, body: error('api_error', 'Stripe is down') }));
    await expect(stripePost('sk_test_abc', '/v1/x', {}, 'k', local({ maxNetworkRetries: 1 }))).rejects.toMatchObject({ name: 'StripeAPIError', message: 'Stripe is down' });
    expect(seen).toHaveLength(2);
    seen.length = 0;
    script = [{ status: 500, body: error('api_error', 'already applied'), headers: { 'stripe-should-retry': 'false' } }];
    await expect(stripePost('sk_test_abc', '/v1/x', {}, 'k', local({ maxNetworkRetries: 2 }))).rejects.toThrow('already applied');
    expect(seen).toHaveLength(1);
  });

  it('says so when the reply is not JSON', async () => {
    script = [{ status: 502, body: '<html>Bad gateway</html>' }];
    await expect(stripePost('sk_test_abc', '/v1/x', {}, 'k', local())).rejects.toMatchObject({ name: 'StripeAPIError', message: 'Stripe answered 502', statusCode: 502 });
  });

  it('fails as a connection error on a timeout and on a refused connection', async () => {
    script = [{ status: 200, body: JSON.stringify(session), delayMs: 1_000 }];
    await expect(stripePost('sk_test_abc', '/v1/x', {}, 'k', local({ timeout: 100 }))).rejects.toMatchObject({ name: 'StripeConnectionError' });
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(stripePost('sk_test_abc', '/v1/x', {}, 'k', local({ port: closedPort }))).rejects.toMatchObject({
      name: 'StripeConnectionError',
      message: expect.stringMatching(/^An error occurred with our connection to Stripe/),
    });
  });
});
