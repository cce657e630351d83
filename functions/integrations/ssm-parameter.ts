import { signerFor, withRetries } from './aws-signing.js';

// SSM GetParameter as one signed POST (AWS JSON 1.1), for the Stripe keys (D-073, D-177).
// The SSM client bundles its 500-odd error classes and shapes (about 85 kB) into each Stripe
// function for this one call; the signer and the credentials are in every function already
// (the DynamoDB client's), so this costs about 2 kB. In a bundle the credentials come from
// the environment (infra/stacks/env-credentials.ts); under tsx, from the SDK's default chain.

export interface ParameterTarget {
  region: string;
  /** AWS_ENDPOINT_URL locally (moto, LocalStack); else SSM's regional endpoint. */
  endpoint?: string;
}

/** An error SSM answered (`name` is its error code, e.g. ParameterNotFound) or a failed connection. */
export class SsmError extends Error {
  constructor(
    code: string,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = code;
  }
}

const TIMEOUT_MS = 5_000;

/** Whether the SDK's standard retry mode would try again: throttling, a server fault, no connection. */
const isTransient = (error: unknown) =>
  error instanceof SsmError && (error.status === undefined || error.status >= 500 || /Throttl|TooManyUpdates/.test(error.name));

/** The decrypted value of a parameter; undefined when it does not exist or holds nothing. */
export async function readSecureParameter(target: ParameterTarget, name: string): Promise<string | undefined> {
  try {
    const reply = await withRetries(() => getParameter(target, name), isTransient);
    return reply.Parameter?.Value || undefined;
  } catch (error) {
    if (error instanceof SsmError && error.name === 'ParameterNotFound') return undefined;
    throw error;
  }
}

async function getParameter(target: ParameterTarget, name: string): Promise<{ Parameter?: { Value?: string } }> {
  const url = new URL(target.endpoint ?? `https://ssm.${target.region}.amazonaws.com`);
  const signer = signerFor('ssm', target.region);
  const signed = await signer.sign({
    method: 'POST',
    protocol: url.protocol,
    hostname: url.hostname,
    ...(url.port ? { port: Number(url.port) } : {}),
    path: url.pathname,
    query: {},
    headers: { host: url.host, 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AmazonSSM.GetParameter' },
    body: JSON.stringify({ Name: name, WithDecryption: true }),
  });
  let reply: Response;
  try {
    reply = await fetch(url, { method: 'POST', headers: signed.headers, body: signed.body as string, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new SsmError('SsmConnectionError', `SSM GetParameter could not be sent: ${(error as Error).message}`);
  }
  const text = await reply.text();
  const body = parse(text);
  if (reply.ok) return body as { Parameter?: { Value?: string } };
  // The code is `__type` (`ParameterNotFound` or `com.amazonaws.ssm#ParameterNotFound`) or the x-amzn-errortype header.
  const code = String(body.__type ?? reply.headers.get('x-amzn-errortype') ?? `Http${reply.status}`).replace(/^.*#/, '').replace(/:.*$/, '');
  throw new SsmError(code, String(body.message ?? body.Message ?? `SSM answered ${reply.status}`), reply.status);
}

function parse(text: string): Record<string, unknown> {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return {};
  }
}
