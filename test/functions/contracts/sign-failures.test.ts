// Issue 18: a signing never half-succeeds. A PNG header over corrupt data was once
// recorded as signed, told three people, and then failed in the PDF: the link answered
// 410 and the agreement PDF was 404. Everything that can fail now fails first.
import { deflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as getSign } from '#functions/contracts/get-sign.js';
import { handler as postSign } from '#functions/contracts/post-sign.js';
import { findContract } from '#functions/data/contracts.js';
import { getDeps } from '#functions/deps.js';
import { filesOf } from '#functions/integrations/files.js';
import { sameSite } from '#test/support/accounts.js';
import { decodePng } from '#test/support/images.js';
import { contractSender } from './support.js';
import { call, lastMessageTo, makeUser, provisionTestTable } from '#test/support/api.js';

const GOOD = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

/** A PNG of the given chunks, each with its right CRC (so only the content is wrong). */
function png(chunks: [string, Buffer][]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const parts = chunks.map(([type, data]) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(typed));
    return Buffer.concat([length, typed, sum]);
  });
  return Buffer.concat([GOOD.subarray(0, 8), ...parts]);
}

const ihdr = (width: number, height: number) => {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  return data;
};

const PNGS: Record<string, { bytes: Buffer; status: number }> = {
  'a PNG header over garbage': { bytes: Buffer.concat([GOOD.subarray(0, 8), Buffer.from('garbage that is not a chunk'.repeat(4))]), status: 400 },
  'a truncated PNG': { bytes: GOOD.subarray(0, GOOD.length - 20), status: 400 },
  'image data that does not inflate (right CRCs)': { bytes: png([['IHDR', ihdr(1, 1)], ['IDAT', Buffer.from('not zlib at all')], ['IEND', Buffer.alloc(0)]]), status: 400 },
  'image data too short for its size': { bytes: png([['IHDR', ihdr(40, 40)], ['IDAT', deflateSync(Buffer.alloc(10))], ['IEND', Buffer.alloc(0)]]), status: 400 },
  'a 100,000 × 100,000 picture in a few bytes': { bytes: png([['IHDR', ihdr(100_000, 100_000)], ['IDAT', deflateSync(Buffer.alloc(1000))], ['IEND', Buffer.alloc(0)]]), status: 413 },
};

let admin: Awaited<ReturnType<typeof makeUser>>;
beforeAll(async () => {
  await provisionTestTable();
  admin = await makeUser({ is_admin: true });
});

const sentContract = contractSender(() => admin.token, 40);

const sign = (token: string, signature: string, handler = postSign) =>
  call(handler, `POST /api/sign/${token}`, { body: { full_name: 'Casey Client', agreed: true, signature_data: signature }, headers: sameSite });

/** Nothing of a signing happened: the link still opens, no contract, nobody told. */
async function expectUnsigned(booking: { id: string }, agentEmail: string, token: string) {
  expect((await call(getSign, `GET /api/sign/${token}`)).status).toBe(200);
  expect(await findContract(getDeps().db, booking.id)).toBeUndefined();
  expect((await lastMessageTo(agentEmail))?.subject ?? '').not.toMatch(/Agreement signed/);
}

describe('a signature that is not a whole PNG', () => {
  it.each(Object.entries(PNGS))('%s is refused before anything is recorded', async (_name, { bytes, status }) => {
    const { agent, booking, token } = await sentContract();
    const answer = await sign(token, dataUrl(bytes));
    expect(answer.status).toBe(status);
    expect(answer.json).toEqual({ error: expect.any(String) });
    await expectUnsigned(booking, agent.user.email, token);
    // The same link then signs with a real signature.
    expect((await sign(token, dataUrl(GOOD))).status).toBe(200);
  });
});

describe('a failure while storing the files', () => {
  it('leaves the agreement unsigned and the link usable', async () => {
    const { agent, booking, token } = await sentContract();
    const real = filesOf(getDeps());
    const failing = { ...real, put: async () => Promise.reject(Object.assign(new Error('S3 is down'), { name: 'ServiceUnavailable' })) };
    const answer = await sign(token, dataUrl(GOOD), postSign.withDeps({ ...getDeps(), files: failing }));
    expect(answer.status).toBe(500);
    await expectUnsigned(booking, agent.user.email, token);
    expect((await sign(token, dataUrl(GOOD))).status).toBe(200);
  });
});

describe('a signature with metadata', () => {
  it('is signed with the picture only: text chunks stay behind', async () => {
    const { booking, token } = await sentContract();
    const chunks = GOOD.subarray(8);
    const tagged = Buffer.concat([GOOD.subarray(0, 33), png([['tEXt', Buffer.from('Author\0Someone, somewhere')]]).subarray(8), chunks.subarray(25)]);
    expect((await sign(token, dataUrl(tagged))).status).toBe(200);
    const contract = (await findContract(getDeps().db, booking.id))!;
    const stored = (await filesOf(getDeps()).get(contract.signature_key)).bytes;
    expect(stored.includes(Buffer.from('tEXt'))).toBe(false);
    // Our own encoding of its pixels: 8-bit RGBA, whatever the sender wrote (D-206).
    expect([stored.toString('latin1', 12, 16), stored[24], stored[25]]).toEqual(['IHDR', 8, 6]);
    expect(decodePng(stored).data).toEqual(decodePng(GOOD).data);
  });
});

describe('a signed contract', () => {
  it('always has its PDF and signature stored', async () => {
    const { booking, token } = await sentContract();
    expect((await sign(token, dataUrl(GOOD))).status).toBe(200);
    const contract = (await findContract(getDeps().db, booking.id))!;
    const files = filesOf(getDeps());
    expect((await files.peek(contract.pdf_key!, 5))?.head.toString()).toBe('%PDF-');
    expect((await files.peek(contract.signature_key, 8))?.head.subarray(1, 4).toString()).toBe('PNG');
  });
});
