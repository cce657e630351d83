import { createScope, getSigningKey } from '@smithy/signature-v4';
import type { Config } from '../config.js';
import { awsCredentials, Sha256, signerFor } from './aws-signing.js';
import { attachmentDisposition, filesTarget } from './files.js';
import { bucketAddress, objectRequest, queryString, type S3Target } from './s3-rest.js';

/**
 * Presigned links to the files bucket, for what must not pass through a function (report
 * PDFs, ARCHITECTURE §4). Field for field what `@aws-sdk/s3-presigned-post` and the SDK's
 * `getSignedUrl` gave for the same inputs (test/functions/integrations/s3-links.test.ts), with
 * the signer every function holds already (D-191).
 */
export interface FileLinks {
  /** A form the browser posts straight to the bucket: S3 itself refuses another key, another type or a size outside 1..maxBytes. */
  uploadForm(key: string, contentType: string, maxBytes: number, minutes: number): Promise<{ url: string; fields: Record<string, string> }>;
  /** A short-lived link that downloads the object as an attachment named `filename`. */
  downloadLink(key: string, filename: string, minutes: number): Promise<string>;
}

const iso8601 = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/**
 * S3's browser-based upload (POST policy, SigV4): the policy is base64 JSON of its expiry and
 * conditions, signed with the day's signing key. Every field the form sends is also a condition.
 */
export async function presignedPost(target: S3Target, key: string, conditions: unknown[], fields: Record<string, string>, seconds: number, now = new Date()) {
  const credentials = await (target.credentials ?? awsCredentials())();
  const longDate = iso8601(now).replace(/[-:]/g, '');
  const shortDate = longDate.slice(0, 8);
  const signed: Record<string, string> = {
    ...fields,
    bucket: target.bucket,
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Credential': `${credentials.accessKeyId}/${createScope(shortDate, target.region, 's3')}`,
    'X-Amz-Date': longDate,
    ...(credentials.sessionToken ? { 'X-Amz-Security-Token': credentials.sessionToken } : {}),
  };
  const policy = {
    expiration: iso8601(new Date(now.valueOf() + seconds * 1000)),
    // Each condition once, in the SDK's order: the caller's, every field's, the key's.
    conditions: [...new Set([...conditions, ...Object.entries(signed).map(([name, value]) => ({ [name]: value })), { key }].map((c) => JSON.stringify(c)))].map(
      (c) => JSON.parse(c) as unknown,
    ),
  };
  const Policy = Buffer.from(JSON.stringify(policy), 'utf8').toString('base64');
  const signingKey = await getSigningKey(Sha256, credentials, shortDate, target.region, 's3');
  const signature = new Sha256(signingKey);
  signature.update(Policy);
  const address = bucketAddress(target);
  // The SDK's address for the form: the bucket's root, with no trailing slash when path-style.
  const url = `${address.origin}${address.basePath || '/'}`;
  return { url, fields: { ...signed, key, Policy, 'X-Amz-Signature': hex(await signature.digest()) } };
}

/** A presigned GET of `key` that answers with `disposition`, as the SDK's presigner signs it. */
export async function presignedGet(target: S3Target, key: string, disposition: string, seconds: number, now = new Date()): Promise<string> {
  const request = objectRequest(target, {
    method: 'GET',
    key,
    // The SDK's GetObject adds the last two; kept so that links compare equal with its own.
    query: { 'response-content-disposition': disposition, 'x-amz-checksum-mode': 'ENABLED', 'x-id': 'GetObject' },
    headers: { 'X-Amz-Content-Sha256': 'UNSIGNED-PAYLOAD' },
  });
  const signed = await signerFor('s3', target.region, target.credentials).presign(request, {
    expiresIn: seconds,
    signingDate: now,
    unsignableHeaders: new Set(['content-type']),
  });
  return `${bucketAddress(target).origin}${signed.path}?${queryString(signed.query ?? {})}`;
}

export function createFileLinks(config: Pick<Config, 'AWS_REGION' | 'AWS_ENDPOINT_URL' | 'FILES_BUCKET'>): FileLinks {
  const target = filesTarget(config);
  return {
    uploadForm: (key, contentType, maxBytes, minutes) =>
      presignedPost(
        target,
        key,
        [
          ['content-length-range', 1, maxBytes],
          ['eq', '$Content-Type', contentType],
        ],
        { 'Content-Type': contentType },
        minutes * 60,
      ),
    downloadLink: (key, filename, minutes) => presignedGet(target, key, attachmentDisposition(filename), minutes * 60),
  };
}

const created = new WeakMap<object, FileLinks>();

/** One link maker per configuration. */
export function fileLinksOf(deps: { config: Config }): FileLinks {
  let links = created.get(deps.config);
  if (!links) {
    links = createFileLinks(deps.config);
    created.set(deps.config, links);
  }
  return links;
}
