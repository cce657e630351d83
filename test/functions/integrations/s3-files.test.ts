import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getConfig } from '../../../functions/config.js';
import { createFileLinks } from '../../../functions/integrations/file-links.js';
import { createFiles } from '../../../functions/integrations/files.js';
import { S3Error } from '../../../functions/integrations/s3-rest.js';
import { provisionTestTable } from '../../support/api.js';

// Our S3 requests (D-191) against the test endpoint: every method the functions use, the
// errors they read, the links the browser follows, and the local runner's two hooks.

const config = () => getConfig();
const pdf = Buffer.from('%PDF-1.4 files test\n%%EOF');

beforeAll(async () => {
  await provisionTestTable();
});

describe('createFiles against the test endpoint', () => {
  it('puts, gets, peeks (a ranged GET) and copies with a new type and disposition', async () => {
    const files = createFiles(config());
    const key = `t/${crypto.randomUUID()}/a b+é (1).pdf`;
    await files.put(key, pdf, 'application/pdf');
    expect(await files.get(key)).toEqual({ bytes: pdf, contentType: 'application/pdf' });
    expect(await files.peek(key, 4)).toEqual({ head: Buffer.from('%PDF'), size: pdf.length, contentType: 'application/pdf' });
    expect(await files.peek(key, 1000)).toEqual({ head: pdf, size: pdf.length, contentType: 'application/pdf' });
    expect(await files.peek(key, 0)).toEqual({ head: Buffer.alloc(0), size: pdf.length, contentType: 'application/pdf' });
    const copy = `t/${crypto.randomUUID()}/copy.pdf`;
    await files.copy(key, copy, 'application/x-pdf', 'attachment; filename="r.pdf"');
    expect(await files.get(copy)).toEqual({ bytes: pdf, contentType: 'application/x-pdf' });
    const link = await createFileLinks(config()).downloadLink(copy, 'r.pdf', 1);
    expect((await fetch(link)).headers.get('content-disposition')).toContain('r.pdf');
  });

  it('streams a large object in chunks, never as one buffer', async () => {
    const files = createFiles(config());
    const big = Buffer.alloc(3_000_000, 'licensee,row\n');
    await files.put('t/big.csv', big, 'text/csv');
    const chunks: Buffer[] = [];
    for await (const chunk of await files.stream('t/big.csv')) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(1);
    expect(Buffer.concat(chunks).equals(big)).toBe(true);
  });

  it('a missing key: peek answers undefined, get and stream throw NoSuchKey with its status', async () => {
    const files = createFiles(config());
    expect(await files.peek('t/none.pdf', 4)).toBeUndefined();
    const error = await files.get('t/none.pdf').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(S3Error);
    expect(error).toMatchObject({ name: 'NoSuchKey', status: 404 });
    await expect(files.stream('t/none.pdf')).rejects.toMatchObject({ name: 'NoSuchKey' });
    await expect(files.copy('t/none.pdf', 't/x.pdf', 'application/pdf')).rejects.toMatchObject({ name: 'NoSuchKey', status: 404 });
  });

  it('another S3 error carries its code, message and status; peek throws it', async () => {
    const files = createFiles({ ...config(), FILES_BUCKET: 'no-such-bucket-s3-files' });
    const error = (await files.put('a.pdf', pdf, 'application/pdf').catch((e: unknown) => e)) as S3Error;
    expect(error).toMatchObject({ name: 'NoSuchBucket', status: 404 });
    expect(error.message).toMatch(/bucket/i);
    await expect(files.get('a.pdf')).rejects.toMatchObject({ name: 'NoSuchBucket' });
  });

  it('calls beforeAttempt before each request and afterWrite after each accepted write, before answering', async () => {
    const events: string[] = [];
    const files = createFiles(config(), {
      beforeAttempt: async () => void events.push('attempt'),
      afterWrite: async ({ bucket, key }) => {
        // The write is in the bucket by then: the runner reads it back for its journal.
        expect((await createFiles(config()).get(key)).bytes.length).toBeGreaterThan(0);
        events.push(`wrote ${bucket === config().FILES_BUCKET ? 'bucket' : bucket}/${key}`);
      },
    });
    await files.put('t/hook.pdf', pdf, 'application/pdf');
    await files.get('t/hook.pdf');
    await files.copy('t/hook.pdf', 't/hook-copy.pdf', 'application/pdf');
    expect(events).toEqual(['attempt', 'wrote bucket/t/hook.pdf', 'attempt', 'attempt', 'wrote bucket/t/hook-copy.pdf']);
  });
});

describe('presigned links against the test endpoint', () => {
  it('a form the endpoint takes, stored under its key with its type', async () => {
    const form = await createFileLinks(config()).uploadForm('incoming/form.pdf', 'application/pdf', 1000, 5);
    const body = new FormData();
    for (const [name, value] of Object.entries(form.fields)) body.append(name, value);
    body.append('file', new Blob([pdf], { type: 'application/pdf' }));
    expect((await fetch(form.url, { method: 'POST', body })).status).toBe(204);
    expect(await createFiles(config()).get('incoming/form.pdf')).toEqual({ bytes: pdf, contentType: 'application/pdf' });
  });

  // moto ignores response-content-disposition (S3 honours it); the link carries it, signed.
  it('a download link that answers the bytes, asking for an attachment with the exact name', async () => {
    const files = createFiles(config());
    await files.put('t/report.pdf', pdf, 'application/pdf');
    const link = await createFileLinks(config()).downloadLink('t/report.pdf', 'Inspection – 12 Elm St.pdf', 5);
    const reply = await fetch(link);
    expect(reply.status).toBe(200);
    expect(Buffer.from(await reply.arrayBuffer()).equals(pdf)).toBe(true);
    expect(new URL(link).searchParams.get('response-content-disposition')).toBe(`attachment; filename="Inspection _ 12 Elm St.pdf"; filename*=UTF-8''Inspection%20%E2%80%93%2012%20Elm%20St.pdf`);
  });
});

// What moto never does: S3 failing a copy after its 200, throttling, a fault. A small server plays S3.
describe('answers only S3 gives, from a stand-in server', () => {
  let server: Server;
  let endpoint = '';
  const replies: { status: number; body: string }[] = [];
  const seen: string[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push(`${request.method} ${request.url} ${request.headers['x-amz-copy-source'] ?? ''}`.trim());
      const reply = replies.shift() ?? { status: 500, body: '' };
      response.writeHead(reply.status, { 'content-type': 'application/xml' }).end(reply.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const standIn = () => createFiles({ AWS_REGION: 'us-east-1', AWS_ENDPOINT_URL: endpoint, FILES_BUCKET: 'files' });
  const error = (code: string) => `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>We &amp; you</Message><RequestId>R1</RequestId></Error>`;

  it('a copy answered 200 with an error body is tried again, and fails after three', async () => {
    seen.length = 0;
    replies.push({ status: 200, body: error('InternalError') }, { status: 200, body: '<CopyObjectResult><ETag>"e"</ETag></CopyObjectResult>' });
    await standIn().copy('a/b c.pdf', 'd.pdf', 'application/pdf');
    expect(seen).toEqual(['PUT /files/d.pdf files/a%2Fb%20c.pdf', 'PUT /files/d.pdf files/a%2Fb%20c.pdf']);
    replies.push(...Array.from({ length: 3 }, () => ({ status: 200, body: error('InternalError') })));
    await expect(standIn().copy('a.pdf', 'd.pdf', 'application/pdf')).rejects.toMatchObject({ name: 'InternalError', message: 'We & you', requestId: 'R1' });
    replies.push(...Array.from({ length: 3 }, () => ({ status: 200, body: '' })));
    await expect(standIn().copy('a.pdf', 'd.pdf', 'application/pdf')).rejects.toMatchObject({ name: 'InternalError', status: 503 });
  });

  it('throttling and server faults are tried 3 times in all; a client error once', async () => {
    seen.length = 0;
    replies.push({ status: 503, body: error('SlowDown') }, { status: 500, body: error('InternalError') }, { status: 200, body: 'ok' });
    expect((await standIn().get('k')).bytes.toString()).toBe('ok');
    expect(seen).toHaveLength(3);
    replies.push(...Array.from({ length: 3 }, () => ({ status: 503, body: error('SlowDown') })));
    await expect(standIn().get('k')).rejects.toMatchObject({ name: 'SlowDown', status: 503 });
    seen.length = 0;
    replies.push({ status: 403, body: error('AccessDenied') });
    await expect(standIn().put('k', pdf, 'application/pdf')).rejects.toMatchObject({ name: 'AccessDenied', status: 403 });
    expect(seen).toHaveLength(1);
    // A redirect (another region's bucket) is not followed: the signature names this host.
    seen.length = 0;
    replies.push({ status: 301, body: error('PermanentRedirect') });
    await expect(standIn().get('k')).rejects.toMatchObject({ name: 'PermanentRedirect', status: 301 });
    expect(seen).toHaveLength(1);
  });

  it('a HEAD error has no body: named by its status, as the SDK names it', async () => {
    replies.push({ status: 403, body: '' });
    await expect(standIn().peek('k', 1)).rejects.toMatchObject({ name: 'Forbidden', status: 403 });
    replies.push({ status: 404, body: '' });
    expect(await standIn().peek('k', 1)).toBeUndefined();
  });

  it('no connection is a connection error, after three attempts', async () => {
    const closed = createFiles({ AWS_REGION: 'us-east-1', AWS_ENDPOINT_URL: 'http://127.0.0.1:9', FILES_BUCKET: 'files' });
    await expect(closed.get('k')).rejects.toMatchObject({ name: 'S3ConnectionError', status: undefined });
  });
});
