import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { presignedGet, presignedPost } from '../../../functions/integrations/file-links.js';
import { attachmentDisposition } from '../../../functions/integrations/files.js';
import { signerFor } from '../../../functions/integrations/aws-signing.js';
import { bucketAddress, objectRequest, type S3Target } from '../../../functions/integrations/s3-rest.js';

// Our signed S3 requests and links (D-191) against the SDK's own for the same inputs and
// time (the SDK stays a dev dependency for this), and against the worked examples of AWS's
// SigV4 documentation for S3.

const now = new Date('2026-11-26T02:26:15.123Z');
const withToken = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', sessionToken: 'IQoJb3JpZ2luX2VjE//token=' };
const keysOnly = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' };

const cases: { name: string; region: string; bucket: string; endpoint?: string }[] = [
  { name: 'S3 in us-east-1 (virtual-hosted)', region: 'us-east-1', bucket: 'portal-files-1a2b3c' },
  { name: 'S3 in another region', region: 'us-west-2', bucket: 'portal-files-1a2b3c' },
  { name: 'a bucket name with dots (path-style on AWS)', region: 'us-east-2', bucket: 'files.portal.example' },
  { name: 'a local endpoint (path-style)', region: 'us-east-1', bucket: 'test-files', endpoint: 'http://127.0.0.1:5000' },
];

const sdkClient = (c: (typeof cases)[number], credentials: typeof withToken | typeof keysOnly) =>
  new S3Client({ region: c.region, credentials, ...(c.endpoint ? { endpoint: c.endpoint, forcePathStyle: true } : {}) });
const ours = (c: (typeof cases)[number], credentials: typeof withToken | typeof keysOnly): S3Target => ({
  region: c.region,
  bucket: c.bucket,
  credentials: () => Promise.resolve(credentials),
  ...(c.endpoint ? { endpoint: c.endpoint } : {}),
});

// The SDK's clients would take the test endpoint from the environment.
const endpointVariable = process.env.AWS_ENDPOINT_URL;
beforeAll(() => {
  delete process.env.AWS_ENDPOINT_URL;
});
afterAll(() => {
  process.env.AWS_ENDPOINT_URL = endpointVariable;
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});
afterEach(() => {
  vi.useRealTimers();
});

describe.each(cases)('links for $name, as the SDK makes them', (c) => {
  const key = 'incoming/b-1/a b+é (1)!.pdf';
  const conditions = [
    ['content-length-range', 1, 52_428_800],
    ['eq', '$Content-Type', 'application/pdf'],
  ];

  it.each([
    ['with a session token', withToken],
    ['with keys only', keysOnly],
  ])('the upload form, field by field (%s)', async (_, credentials) => {
    const sdk = await createPresignedPost(sdkClient(c, credentials), {
      Bucket: c.bucket,
      Key: key,
      Conditions: conditions as never,
      Fields: { 'Content-Type': 'application/pdf' },
      Expires: 900,
    });
    const mine = await presignedPost(ours(c, credentials), key, conditions, { 'Content-Type': 'application/pdf' }, 900, new Date());
    expect(mine.url).toBe(sdk.url);
    expect(Object.keys(mine.fields)).toEqual(Object.keys(sdk.fields));
    expect(mine.fields).toEqual(sdk.fields);
    expect(JSON.parse(Buffer.from(mine.fields.Policy!, 'base64').toString())).toMatchObject({ expiration: '2026-11-26T02:41:15Z' });
  });

  it('the download link, byte for byte', async () => {
    const disposition = attachmentDisposition('Inspection – 12 Elm St.pdf');
    const sdk = await getSignedUrl(sdkClient(c, withToken), new GetObjectCommand({ Bucket: c.bucket, Key: key, ResponseContentDisposition: disposition }), {
      expiresIn: 300,
    });
    expect(await presignedGet(ours(c, withToken), key, disposition, 300, new Date())).toBe(sdk);
  });
});

describe('the bucket address', () => {
  it('follows the SDK: regional virtual host, path-style for dotted names and local endpoints, .cn in China', () => {
    expect(bucketAddress({ region: 'us-east-1', bucket: 'files-1' }).origin).toBe('https://files-1.s3.us-east-1.amazonaws.com');
    expect(bucketAddress({ region: 'eu-west-1', bucket: 'a.b.c' })).toMatchObject({ origin: 'https://s3.eu-west-1.amazonaws.com', basePath: '/a.b.c' });
    expect(bucketAddress({ region: 'cn-north-1', bucket: 'files-1' }).origin).toBe('https://files-1.s3.cn-north-1.amazonaws.com.cn');
    expect(bucketAddress({ region: 'us-east-1', bucket: 'files-1', endpoint: 'http://localhost:4566/' })).toEqual({
      origin: 'http://localhost:4566',
      hostname: 'localhost',
      protocol: 'http:',
      port: 4566,
      basePath: '/files-1',
    });
  });
});

// docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html, "Examples".
describe('the signed requests, against AWS’s worked examples', () => {
  const credentials = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' };
  const target: S3Target = { region: 'us-east-1', bucket: 'examplebucket', credentials: () => Promise.resolve(credentials) };
  const signingDate = new Date('2013-05-24T00:00:00Z');
  // The examples use the global host name; ours is the regional one.
  const onGlobalHost = (request: ReturnType<typeof objectRequest>) => ({
    ...request,
    hostname: 'examplebucket.s3.amazonaws.com',
    headers: { ...request.headers, host: 'examplebucket.s3.amazonaws.com' },
  });
  const signatureOf = (headers: Record<string, string>) => /Signature=([0-9a-f]{64})/.exec(headers.authorization!)?.[1];

  it('GET Object with a range', async () => {
    const request = onGlobalHost(objectRequest(target, { method: 'GET', key: 'test.txt', headers: { range: 'bytes=0-9' } }));
    const signed = await signerFor('s3', 'us-east-1', target.credentials).sign(request, { signingDate });
    expect(signed.headers.authorization).toContain('SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,');
    expect(signatureOf(signed.headers)).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
  });

  // The example also signs a Date header, which the signer replaces by x-amz-date: its path and hash only.
  it('PUT Object: the key escaped once ($ in the name), the payload hashed', async () => {
    const request = onGlobalHost(objectRequest(target, { method: 'PUT', key: 'test$file.text', body: Buffer.from('Welcome to Amazon S3.') }));
    expect(request.path).toBe('/test%24file.text');
    const signed = await signerFor('s3', 'us-east-1', target.credentials).sign(request, { signingDate });
    expect(signed.headers['x-amz-content-sha256']).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    expect(signed.headers.authorization).toContain('SignedHeaders=host;x-amz-content-sha256;x-amz-date,');
  });
});
