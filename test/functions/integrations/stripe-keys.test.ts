import { DeleteParameterCommand, PutParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../../functions/config.js';
import { createDb } from '../../../functions/data/table.js';
import { findPaymentProvider } from '../../../functions/integrations/payments.js';
import { readSecureParameter } from '../../../functions/integrations/ssm-parameter.js';
import { forgetStripeKeys, stripeSecretKey, stripeWebhookSecret } from '../../../functions/integrations/stripe-keys.js';

// The keys are read with one signed GetParameter (ssm-parameter.ts, D-177): against the
// test endpoint's SSM for the real thing, and against a loopback stand-in that records
// each request and answers from a script for the rules (once per container, retries).

const region = 'us-east-1';
const endpoint = process.env.AWS_ENDPOINT_URL!;
const suffix = Math.random().toString(36).slice(2, 8);

describe('a SecureString read from SSM', () => {
  const ssm = new SSMClient({ region, endpoint });
  const name = `/portal-test-${suffix}/stripe-secret-key`;
  beforeAll(() => ssm.send(new PutParameterCommand({ Name: name, Value: 'sk_live_from_ssm', Type: 'SecureString' })));
  afterAll(() => ssm.send(new DeleteParameterCommand({ Name: name })));

  it('comes back decrypted, and a missing one is undefined', async () => {
    expect(await readSecureParameter({ region, endpoint }, name)).toBe('sk_live_from_ssm');
    expect(await readSecureParameter({ region, endpoint }, `/portal-test-${suffix}/nothing`)).toBeUndefined();
  });
});

interface Seen {
  path: string;
  headers: IncomingHttpHeaders;
  body: { Name?: string; WithDecryption?: boolean };
}
const seen: Seen[] = [];
let script: { status: number; body: object }[] = [];
const values: Record<string, string> = { '/portal/stripe-secret-key': 'sk_live_from_ssm', '/portal/stripe-webhook-secret': 'whsec_from_ssm' };
const server = createServer((request, response) => {
  let text = '';
  request.on('data', (chunk: Buffer) => (text += chunk.toString()));
  request.on('end', () => {
    const body = JSON.parse(text) as Seen['body'];
    seen.push({ path: request.url ?? '', headers: request.headers, body });
    const value = values[body.Name ?? ''];
    const reply = script.shift() ?? (value ? { status: 200, body: { Parameter: { Name: body.Name, Type: 'SecureString', Value: value } } } : { status: 400, body: { __type: 'ParameterNotFound', message: '' } });
    response.writeHead(reply.status, { 'content-type': 'application/x-amz-json-1.1' });
    response.end(JSON.stringify(reply.body));
  });
});
let fake = '';
const keysAt = (secretKey = '/portal/stripe-secret-key') =>
  parseConfig({ AWS_ENDPOINT_URL: fake, STRIPE_SECRET_KEY_PARAMETER: secretKey, STRIPE_WEBHOOK_SECRET_PARAMETER: '/portal/stripe-webhook-secret' });
let config = parseConfig({});
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  config = keysAt();
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  seen.length = 0;
  script = [];
  forgetStripeKeys();
});

describe('the Stripe keys (D-073)', () => {
  it('reads each SecureString once per container, decrypted, with a signed GetParameter', async () => {
    const keys = await Promise.all([stripeSecretKey(config), stripeSecretKey(config), stripeWebhookSecret(config)]);
    expect(keys).toEqual(['sk_live_from_ssm', 'sk_live_from_ssm', 'whsec_from_ssm']);
    expect(await stripeSecretKey(config)).toBe('sk_live_from_ssm');
    expect(seen.map((request) => request.body)).toEqual([
      { Name: '/portal/stripe-secret-key', WithDecryption: true },
      { Name: '/portal/stripe-webhook-secret', WithDecryption: true },
    ]);
    expect(seen[0]!.path).toBe('/');
    expect(seen[0]!.headers).toMatchObject({ 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AmazonSSM.GetParameter' });
    expect(seen[0]!.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=\w+\/\d{8}\/us-east-1\/ssm\/aws4_request, SignedHeaders=\S*x-amz-target\S*, Signature=[0-9a-f]{64}$/);
  });

  it('prefers a key in the environment and reads nothing', async () => {
    const local = parseConfig({ STRIPE_SECRET_KEY: 'sk_test_local', STRIPE_SECRET_KEY_PARAMETER: '/portal/stripe-secret-key' });
    expect(await stripeSecretKey(local)).toBe('sk_test_local');
    expect(await stripeWebhookSecret(parseConfig({}))).toBeUndefined();
    expect(seen).toHaveLength(0);
  });

  it('retries a throttled read as the SDK did, and keeps no failure: the next request reads again', async () => {
    script = [{ status: 400, body: { __type: 'ThrottlingException', message: 'Rate exceeded' } }];
    expect(await stripeSecretKey(config)).toBe('sk_live_from_ssm');
    expect(seen).toHaveLength(2);
    forgetStripeKeys();
    seen.length = 0;
    script = [1, 2, 3].map(() => ({ status: 500, body: { __type: 'com.amazonaws.ssm#InternalServerError', message: 'try later' } }));
    await expect(stripeSecretKey(config)).rejects.toMatchObject({ name: 'InternalServerError', message: 'try later' });
    expect(seen).toHaveLength(3);
    expect(await stripeSecretKey(config)).toBe('sk_live_from_ssm');
  });

  it('does not retry a refusal, and keeps no missing parameter', async () => {
    script = [{ status: 400, body: { __type: 'AccessDeniedException', Message: 'not allowed' } }];
    await expect(stripeSecretKey(config)).rejects.toMatchObject({ name: 'AccessDeniedException', message: 'not allowed' });
    expect(seen).toHaveLength(1);
    const missing = keysAt('/portal/absent');
    expect(await stripeSecretKey(missing)).toBeUndefined();
    expect(await stripeSecretKey(missing)).toBeUndefined();
    expect(seen).toHaveLength(3);
  });

  it('chooses the provider: Stripe with a key, the local checkout only outside production', async () => {
    const db = createDb(parseConfig({}));
    expect((await findPaymentProvider({ db, config: parseConfig({ STRIPE_SECRET_KEY: 'sk_test_x' }) }))?.name).toBe('stripe');
    expect((await findPaymentProvider({ db, config: parseConfig({}) }))?.name).toBe('local');
    expect(await findPaymentProvider({ db, config: parseConfig({ APP_ENV: 'production', APP_URL: 'https://portal.example.com' }) })).toBeUndefined();
    expect((await findPaymentProvider({ db, config }))?.name).toBe('stripe');
    expect(await findPaymentProvider({ db, config: keysAt('/portal/absent') })).toBeUndefined();
  });
});
