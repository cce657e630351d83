// Issue 26 point 8: files made to hurt a decoder, sent through the real routes. Each is
// refused with a 4xx before its lie costs memory, and nothing is stored. The peak resident
// memory and time of each refusal are printed (`npm run bench:hostile-images` shows them);
// the bound checked here is far below what decoding any of them would take (400 MB to 1.6 GB).
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, imageMessages } from '#shared/account.js';
import { contractMessages, SIGNATURE_MAX_BYTES } from '#shared/contracts.js';
import { handler as getAgentPhoto } from '#functions/account/get-agent-photo.js';
import { handler as uploadAgentPhoto } from '#functions/account/post-agent-upload-photo.js';
import { handler as getBookingPhoto } from '#functions/booking/get-booking-photo.js';
import { handler as uploadBookingPhoto } from '#functions/booking/post-booking-photo.js';
import { handler as getSign } from '#functions/contracts/get-sign.js';
import { handler as postSign } from '#functions/contracts/post-sign.js';
import { findContract } from '#functions/data/contracts.js';
import { getDeps } from '#functions/deps.js';
import { handler as getInspectionImage } from '#functions/inspections/get-inspections-image.js';
import { handler as uploadInspectionImage } from '#functions/inspections/post-inspections-upload-image.js';
import { sameSite } from '#test/support/accounts.js';
import { call, makeUser, provisionTestTable, type ApiAnswer } from '#test/support/api.js';
import { makeBooking } from '#test/support/bookings.js';
import {
  bombPng,
  hugeCanvasWebp,
  hugeFrameJpeg,
  hugeLosslessWebp,
  lyingCanvasWebp,
  paddedPng,
  secondFrameJpeg,
  shortTransparencyPng,
  twoHeaderPng,
  widePng,
} from '#test/support/hostile-images.js';
import { card, multipartFile, pngOf } from '#test/support/images.js';
import { startPeakMemory, type Measured } from '#test/support/peak-memory.js';
import { contractSender } from '#test/functions/contracts/support.js';

/** Far below a decode of any of these files; the multipart body and its copies fit easily. */
const PEAK_LIMIT_MB = 100;

interface Hostile {
  name: string;
  bytes: () => Buffer | Promise<Buffer>;
  type: string;
  /** The upload routes' answer. */
  upload: [status: number, message: string];
}

const HOSTILE: Hostile[] = [
  { name: 'PNG, two IHDRs (1 × 1, then 20000 × 20000)', bytes: twoHeaderPng, type: 'image/png', upload: [415, imageMessages.type] },
  { name: 'PNG, 1-byte tRNS', bytes: shortTransparencyPng, type: 'image/png', upload: [415, imageMessages.type] },
  { name: 'PNG over 5 MB', bytes: () => paddedPng(pngOf(card()), IMAGE_MAX_BYTES + 1), type: 'image/png', upload: [413, imageMessages.size] },
  { name: 'PNG, 10001 × 10001 header', bytes: () => widePng(10_001), type: 'image/png', upload: [413, imageMessages.dimensions] },
  { name: 'PNG bomb (100 × 100, 400 MB of rows)', bytes: bombPng, type: 'image/png', upload: [415, imageMessages.type] },
  { name: 'JPEG frame claiming 60000 × 60000', bytes: hugeFrameJpeg, type: 'image/jpeg', upload: [413, imageMessages.dimensions] },
  { name: 'JPEG, second frame after the scan', bytes: secondFrameJpeg, type: 'image/jpeg', upload: [415, imageMessages.type] },
  { name: 'WebP, VP8X and VP8 at 16383 × 16383', bytes: () => hugeCanvasWebp(), type: 'image/webp', upload: [413, imageMessages.dimensions] },
  { name: 'WebP, VP8L at 16384 × 16384', bytes: hugeLosslessWebp, type: 'image/webp', upload: [413, imageMessages.dimensions] },
  { name: 'WebP, 32 × 16 canvas, VP8 at 16383²', bytes: lyingCanvasWebp, type: 'image/webp', upload: [415, imageMessages.type] },
];

const rows: string[] = [];
let sampler: Awaited<ReturnType<typeof startPeakMemory>>;

beforeAll(async () => {
  await provisionTestTable();
  sampler = await startPeakMemory();
});

afterAll(async () => {
  await sampler.stop();
  const width = Math.max(...rows.map((row) => row.indexOf('|')));
  process.stdout.write(`\n${'Hostile file'.padEnd(width)}| ${'Route'.padEnd(40)}| Status | Time     | Peak RSS above the start\n${rows.join('\n')}\n`);
});

/** The refusal, measured and recorded for the table. */
async function refused(file: string, route: string, send: () => Promise<ApiAnswer>): Promise<ApiAnswer> {
  const measured: Measured<ApiAnswer> = await sampler.measure(send);
  const { result, ms, peakMb } = measured;
  rows.push(`${file.padEnd(44)}| ${route.padEnd(40)}| ${String(result.status).padEnd(7)}| ${`${ms.toFixed(0)} ms`.padEnd(9)}| ${peakMb.toFixed(1)} MB`);
  expect(peakMb).toBeLessThan(PEAK_LIMIT_MB);
  return result;
}

const multipart = (field: string, bytes: Buffer, type: string) => {
  const { rawBody, contentType } = multipartFile(field, bytes, type);
  return { rawBody, headers: { ...sameSite, 'content-type': contentType } };
};

describe('hostile images on the upload routes', () => {
  it.each(HOSTILE)('$name is refused, and nothing is stored', async ({ name, bytes, type, upload: [status, message] }) => {
    const file = await bytes();
    const agent = await makeUser();
    const booking = await makeBooking(agent.user);
    const routes = [
      { path: 'POST /api/agent/upload-photo', handler: uploadAgentPhoto, field: 'photo', stored: () => call(getAgentPhoto, `GET /api/agent/photo/${agent.user.id}`, { token: agent.token }) },
      { path: 'POST /api/booking-photo', handler: uploadBookingPhoto, field: 'image', stored: () => call(getBookingPhoto, 'GET /api/booking-photo', { token: agent.token }) },
      {
        path: `POST /api/inspections/${booking.id}/upload-image`,
        handler: uploadInspectionImage,
        field: 'image',
        stored: () => call(getInspectionImage, `GET /api/inspections/${booking.id}/image`, { token: agent.token }),
      },
    ];
    for (const route of routes) {
      const label = route.path.replace(booking.id, '{id}');
      const answer = await refused(name, label, () => call(route.handler, route.path, { token: agent.token, ...multipart(route.field, file, type) }));
      expect([answer.status, answer.json]).toEqual([status, { error: message }]);
      expect((await route.stored()).status).toBe(404);
    }
  });
});

describe('hostile signatures on POST /api/sign/{id}', () => {
  const SIGNATURES: { name: string; bytes: () => Buffer | Promise<Buffer>; status: number; message: string }[] = [
    { name: 'PNG, two IHDRs (1 × 1, then 20000 × 20000)', bytes: twoHeaderPng, status: 400, message: contractMessages.signatureUnreadable },
    { name: 'PNG, 1-byte tRNS', bytes: shortTransparencyPng, status: 400, message: contractMessages.signatureUnreadable },
    { name: 'PNG over 500 kB', bytes: () => paddedPng(pngOf(card()), SIGNATURE_MAX_BYTES + 1), status: 400, message: contractMessages.signatureTooBig },
    { name: 'PNG, 2001 × 2001 header', bytes: () => widePng(2_001), status: 413, message: contractMessages.signatureTooBig },
    { name: 'PNG bomb (100 × 100, 400 MB of rows)', bytes: bombPng, status: 400, message: contractMessages.signatureUnreadable },
    { name: 'JPEG frame claiming 60000 × 60000', bytes: hugeFrameJpeg, status: 400, message: contractMessages.signatureRequired },
  ];
  let admin: Awaited<ReturnType<typeof makeUser>>;
  beforeAll(async () => {
    admin = await makeUser({ is_admin: true });
  });
  const sentContract = contractSender(() => admin.token, 20);
  const s3 = () => {
    const { config } = getDeps();
    return new S3Client({ region: config.AWS_REGION, endpoint: config.AWS_ENDPOINT_URL, forcePathStyle: true });
  };

  it('each is a 4xx with the spec’s message, and the contract stays unsigned with no file written', async () => {
    const { booking, token } = await sentContract();
    for (const { name, bytes, status, message } of SIGNATURES) {
      const signature = `data:image/png;base64,${(await bytes()).toString('base64')}`;
      const body = { full_name: 'Casey Client', agreed: true, signature_data: signature };
      const answer = await refused(name, 'POST /api/sign/{id}', () => call(postSign, `POST /api/sign/${token}`, { body, headers: sameSite }));
      expect([name, answer.status, answer.json.error]).toEqual([name, status, message]);
      expect(await findContract(getDeps().db, booking.id)).toBeUndefined();
      const listed = await s3().send(new ListObjectsV2Command({ Bucket: getDeps().config.FILES_BUCKET, Prefix: `bookings/${booking.id}/` }));
      expect(listed.KeyCount ?? 0).toBe(0);
    }
    expect((await call(getSign, `GET /api/sign/${token}`)).status).toBe(200);
  });
});
