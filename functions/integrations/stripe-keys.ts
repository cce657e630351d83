import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import type { Config } from '../config.js';

// The Stripe keys, read from SSM SecureString parameters (D-073) with the SDK's SSM client
// and its default credential chain (D-203). Only the functions granted `secrets:stripe`
// import this file.

type KeyConfig = Pick<
  Config,
  'AWS_REGION' | 'AWS_ENDPOINT_URL' | 'STRIPE_SECRET_KEY' | 'STRIPE_SECRET_KEY_PARAMETER' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_WEBHOOK_SECRET_PARAMETER'
>;

/** One read per parameter and container (D-073): the promise is kept, so concurrent callers share it. */
const loaded = new Map<string, Promise<string | undefined>>();

/** The decrypted value; undefined when the parameter does not exist or holds nothing. */
async function getParameter(config: KeyConfig, name: string): Promise<string | undefined> {
  // 5 s per attempt: a cold start waits for this, and the function's own timeout is 10 s.
  const ssm = new SSMClient({ region: config.AWS_REGION, requestHandler: { requestTimeout: 5_000 }, ...(config.AWS_ENDPOINT_URL ? { endpoint: config.AWS_ENDPOINT_URL } : {}) });
  try {
    const reply = await ssm.send(new GetParameterCommand({ Name: name, WithDecryption: true }));
    return reply.Parameter?.Value || undefined;
  } catch (error) {
    if ((error as Error).name === 'ParameterNotFound') return undefined;
    throw error;
  } finally {
    ssm.destroy();
  }
}

function readParameter(config: KeyConfig, name: string): Promise<string | undefined> {
  let value = loaded.get(name);
  if (!value) {
    value = getParameter(config, name);
    loaded.set(name, value);
    // A failed or missing read is not kept: the next request tries again (a throttled
    // cold start, or a parameter an operator has just created).
    value.then(
      (found) => found ?? loaded.delete(name),
      () => loaded.delete(name),
    );
  }
  return value;
}

/** The Stripe secret key: STRIPE_SECRET_KEY locally, else the SecureString parameter; undefined when neither. */
export async function stripeSecretKey(config: KeyConfig): Promise<string | undefined> {
  if (config.STRIPE_SECRET_KEY) return config.STRIPE_SECRET_KEY;
  return config.STRIPE_SECRET_KEY_PARAMETER ? readParameter(config, config.STRIPE_SECRET_KEY_PARAMETER) : undefined;
}

/** The webhook signing secret, the same way. */
export async function stripeWebhookSecret(config: KeyConfig): Promise<string | undefined> {
  if (config.STRIPE_WEBHOOK_SECRET) return config.STRIPE_WEBHOOK_SECRET;
  return config.STRIPE_WEBHOOK_SECRET_PARAMETER ? readParameter(config, config.STRIPE_WEBHOOK_SECRET_PARAMETER) : undefined;
}

/** Tests: forget what was read. */
export function forgetStripeKeys(): void {
  loaded.clear();
}
