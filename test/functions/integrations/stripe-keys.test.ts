import { DeleteParametersCommand, PutParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '#functions/config.js';
import { createDb } from '#functions/data/table.js';
import { findPaymentProvider } from '#functions/integrations/payments.js';
import { forgetStripeKeys, stripeSecretKey, stripeWebhookSecret } from '#functions/integrations/stripe-keys.js';

// The keys are SecureString parameters in the test endpoint's SSM, read with the SDK's
// SSM client (D-073, D-203): what our code adds is reading each once per container and
// keeping neither a failure nor a missing parameter.

const region = 'us-east-1';
const endpoint = process.env.AWS_ENDPOINT_URL!;
const prefix = `/portal-test-${Math.random().toString(36).slice(2, 8)}`;
const names = { secretKey: `${prefix}/stripe-secret-key`, webhook: `${prefix}/stripe-webhook-secret`, later: `${prefix}/created-later` };

const ssm = new SSMClient({ region, endpoint });
const put = (name: string, value: string) => ssm.send(new PutParameterCommand({ Name: name, Value: value, Type: 'SecureString', Overwrite: true }));
const keysAt = (secretKey = names.secretKey, at = endpoint) =>
  parseConfig({ AWS_ENDPOINT_URL: at, STRIPE_SECRET_KEY_PARAMETER: secretKey, STRIPE_WEBHOOK_SECRET_PARAMETER: names.webhook });

beforeAll(async () => {
  await put(names.secretKey, 'sk_live_from_ssm');
  await put(names.webhook, 'whsec_from_ssm');
});
afterAll(() => ssm.send(new DeleteParametersCommand({ Names: Object.values(names) })));
afterEach(() => forgetStripeKeys());

/** An address where nothing listens: a port that was free a moment ago. */
async function closedEndpoint(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

describe('the Stripe keys (D-073)', () => {
  it('reads each SecureString decrypted, once per container', async () => {
    const config = keysAt();
    expect(await Promise.all([stripeSecretKey(config), stripeSecretKey(config), stripeWebhookSecret(config)])).toEqual([
      'sk_live_from_ssm',
      'sk_live_from_ssm',
      'whsec_from_ssm',
    ]);
    // A new value reaches a container only when it starts again.
    await put(names.secretKey, 'sk_live_rotated');
    try {
      expect(await stripeSecretKey(config)).toBe('sk_live_from_ssm');
      forgetStripeKeys();
      expect(await stripeSecretKey(config)).toBe('sk_live_rotated');
    } finally {
      await put(names.secretKey, 'sk_live_from_ssm');
    }
  });

  it('prefers a key in the environment, and has none without a key or a parameter', async () => {
    const local = parseConfig({ STRIPE_SECRET_KEY: 'sk_test_local', STRIPE_SECRET_KEY_PARAMETER: names.secretKey });
    expect(await stripeSecretKey(local)).toBe('sk_test_local');
    expect(await stripeWebhookSecret(parseConfig({}))).toBeUndefined();
  });

  it('keeps no missing parameter: one an operator creates is read at the next request', async () => {
    const config = keysAt(names.later);
    expect(await stripeSecretKey(config)).toBeUndefined();
    await put(names.later, 'sk_live_created');
    expect(await stripeSecretKey(config)).toBe('sk_live_created');
  });

  it('keeps no failure: the next request reads again', { timeout: 20_000 }, async () => {
    await expect(stripeSecretKey(keysAt(names.secretKey, await closedEndpoint()))).rejects.toThrow();
    expect(await stripeSecretKey(keysAt())).toBe('sk_live_from_ssm');
  });

  it('chooses the provider: Stripe with a key, the local checkout only outside production', async () => {
    const db = createDb(parseConfig({}));
    expect((await findPaymentProvider({ db, config: parseConfig({ STRIPE_SECRET_KEY: 'sk_test_x' }) }))?.name).toBe('stripe');
    expect((await findPaymentProvider({ db, config: parseConfig({}) }))?.name).toBe('local');
    expect(await findPaymentProvider({ db, config: parseConfig({ APP_ENV: 'production', APP_URL: 'https://portal.example.com' }) })).toBeUndefined();
    expect((await findPaymentProvider({ db, config: keysAt() }))?.name).toBe('stripe');
    expect(await findPaymentProvider({ db, config: keysAt(`${prefix}/absent`) })).toBeUndefined();
  });
});
