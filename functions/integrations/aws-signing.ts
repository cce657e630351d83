import { createHash, createHmac, type BinaryLike } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { defaultProvider } from '@aws-sdk/credential-provider-node';
import { SignatureV4 } from '@smithy/signature-v4';

// What our own SSM request (GetParameter, D-177) signs and retries with: the SDK's SigV4
// signer, which every function bundles already (the DynamoDB client's), and the same
// credentials as the SDK's clients. The files bucket goes through the S3 client (D-204). In a bundle these are the environment's, where Lambda
// puts the role's (infra/stacks/env-credentials.ts, D-155); under tsx, the SDK's chain.

type SourceData = string | ArrayBuffer | ArrayBufferView;
const bytes = (data: SourceData): BinaryLike =>
  typeof data === 'string' ? data : ArrayBuffer.isView(data) ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength) : new Uint8Array(data);

/** SHA-256 and its HMAC over node:crypto, in the shape the signer takes. */
export class Sha256 {
  private readonly hash;
  constructor(secret?: SourceData) {
    this.hash = secret ? createHmac('sha256', bytes(secret)) : createHash('sha256');
  }
  update(data: SourceData): void {
    this.hash.update(bytes(data));
  }
  digest(): Promise<Uint8Array> {
    return Promise.resolve(new Uint8Array(this.hash.digest()));
  }
}

export type AwsCredentials = Awaited<ReturnType<ReturnType<typeof defaultProvider>>>;
export type CredentialProvider = () => Promise<AwsCredentials>;

let shared: CredentialProvider | undefined;

/** One provider per container: the SDK's chain caches what it found and refreshes it before expiry. */
export const awsCredentials = (): CredentialProvider => (shared ??= defaultProvider());

/** A SigV4 signer for one service and region. */
export const signerFor = (service: string, region: string, credentials: CredentialProvider = awsCredentials()) =>
  new SignatureV4({ service, region, credentials, sha256: Sha256 });

const ATTEMPTS = 3;

/**
 * Runs `attempt` up to 3 times while `isTransient` says its error may pass (throttling, a
 * server fault, no connection), waiting as the SDK's standard retry mode does: a random
 * time up to 100 ms · 2^attempt.
 */
export async function withRetries<T>(attempt: () => Promise<T>, isTransient: (error: unknown) => boolean): Promise<T> {
  for (let tried = 1; ; tried++) {
    try {
      return await attempt();
    } catch (error) {
      if (tried >= ATTEMPTS || !isTransient(error)) throw error;
      await sleep(Math.random() * 100 * 2 ** tried);
    }
  }
}
