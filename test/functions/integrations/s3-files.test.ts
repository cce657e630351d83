import { S3ServiceException } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { getConfig } from '#functions/config.js';
import { fileKey } from '#functions/data/keys.js';
import { createFileLinks } from '#functions/integrations/file-links.js';
import { createFiles } from '#functions/integrations/files.js';
import { provisionTestTable } from '#test/support/api.js';

// Our use of the S3 client and its presigners (D-204) against the test endpoint: every call
// the functions make, what a missing object gives, and the links the browser follows.

const config = () => getConfig();
const pdf = Buffer.from('%PDF-1.4 files test\n%%EOF');
const testKey = (...names: string[]) => fileKey('t', crypto.randomUUID(), ...names);

beforeAll(async () => {
  await provisionTestTable();
});

describe('createFiles against the test endpoint', () => {
  it('puts, gets, peeks (a HEAD and a ranged GET) and copies with a new type and disposition', async () => {
    const files = createFiles(config());
    const key = testKey('a b+é (1).pdf');
    await files.put(key, pdf, 'application/pdf');
    expect(await files.get(key)).toEqual({ bytes: pdf, contentType: 'application/pdf' });
    expect(await files.peek(key, 4)).toEqual({ head: Buffer.from('%PDF'), size: pdf.length, contentType: 'application/pdf' });
    expect(await files.peek(key, 1000)).toEqual({ head: pdf, size: pdf.length, contentType: 'application/pdf' });
    expect(await files.peek(key, 0)).toEqual({ head: Buffer.alloc(0), size: pdf.length, contentType: 'application/pdf' });
    const copy = testKey('copy.pdf');
    await files.copy(key, copy, 'application/x-pdf', 'attachment; filename="r.pdf"');
    expect(await files.get(copy)).toEqual({ bytes: pdf, contentType: 'application/x-pdf' });
    // MetadataDirective REPLACE: the copy has the disposition given, which a local endpoint serves.
    const link = await createFileLinks(config()).downloadLink(copy, 'r.pdf', 1);
    expect((await fetch(link)).headers.get('content-disposition')).toContain('r.pdf');
  });

  it('streams a large object in chunks, never as one buffer', async () => {
    const files = createFiles(config());
    const key = testKey('big.csv');
    const big = Buffer.alloc(3_000_000, 'licensee,row\n');
    await files.put(key, big, 'text/csv');
    const chunks: Buffer[] = [];
    for await (const chunk of await files.stream(key)) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(1);
    expect(Math.max(...chunks.map((chunk) => chunk.length))).toBeLessThan(big.length);
    expect(Buffer.concat(chunks).equals(big)).toBe(true);
  });

  it('a missing key: peek answers undefined; get, stream and copy throw NoSuchKey', async () => {
    const files = createFiles(config());
    const missing = testKey('none.pdf');
    expect(await files.peek(missing, 4)).toBeUndefined();
    const error = await files.get(missing).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(S3ServiceException);
    expect(error).toMatchObject({ name: 'NoSuchKey', $metadata: { httpStatusCode: 404 } });
    await expect(files.stream(missing)).rejects.toMatchObject({ name: 'NoSuchKey' });
    await expect(files.copy(missing, testKey('x.pdf'), 'application/pdf')).rejects.toMatchObject({ name: 'NoSuchKey' });
  });
});

describe('presigned links against the test endpoint', () => {
  // moto takes any post with a valid signature; S3 checks the policy's conditions, so the test reads them.
  it('a form for one key, limited to 1..maxBytes of one type, that the endpoint takes', async () => {
    const key = testKey('form.pdf');
    const form = await createFileLinks(config()).uploadForm(key, 'application/pdf', 1000, 5);
    const policy = JSON.parse(Buffer.from(form.fields.Policy!, 'base64').toString('utf8')) as { expiration: string; conditions: unknown[] };
    expect(policy.conditions).toEqual(
      expect.arrayContaining([['content-length-range', 1, 1000], ['eq', '$Content-Type', 'application/pdf'], { key }, { 'Content-Type': 'application/pdf' }]),
    );
    expect(Date.parse(policy.expiration) - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    expect(form.fields).toMatchObject({ key, 'Content-Type': 'application/pdf' });
    const body = new FormData();
    for (const [name, value] of Object.entries(form.fields)) body.append(name, value);
    body.append('file', new Blob([pdf], { type: 'application/pdf' }));
    expect((await fetch(form.url, { method: 'POST', body })).status).toBe(204);
    expect(await createFiles(config()).get(key)).toEqual({ bytes: pdf, contentType: 'application/pdf' });
  });

  // moto ignores response-content-disposition (S3 honours it); the link carries it, signed.
  it('a download link that answers the bytes, asking for an attachment with the exact name', async () => {
    const key = testKey('report.pdf');
    await createFiles(config()).put(key, pdf, 'application/pdf');
    const link = await createFileLinks(config()).downloadLink(key, 'Inspection – 12 Elm St.pdf', 5);
    const reply = await fetch(link);
    expect(reply.status).toBe(200);
    expect(Buffer.from(await reply.arrayBuffer()).equals(pdf)).toBe(true);
    const query = new URL(link).searchParams;
    expect(query.get('response-content-disposition')).toBe(`attachment; filename="Inspection _ 12 Elm St.pdf"; filename*=UTF-8''Inspection%20%E2%80%93%2012%20Elm%20St.pdf`);
    expect(query.get('X-Amz-Expires')).toBe('300');
  });
});
