import { beforeAll, describe, expect, it } from 'vitest';
import { handler as deleteProgress } from '#functions/booking/delete-booking-progress.js';
import { handler as getBookingPhoto } from '#functions/booking/get-booking-photo.js';
import { handler as getProgress } from '#functions/booking/get-booking-progress.js';
import { handler as postBook } from '#functions/booking/post-book.js';
import { handler as postBookingPhoto } from '#functions/booking/post-booking-photo.js';
import { findBooking } from '#functions/data/booking.js';
import { getDeps } from '#functions/deps.js';
import { imageMessages } from '#shared/account.js';
import { sameSite } from '#test/support/accounts.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';
import { card, commentSegment, decodeJpeg, decodePng, exifSegment, jpegOf, pngOf, withSegments } from '#test/support/images.js';
import { fillDraft, post } from './steps.js';

beforeAll(provisionTestTable);

/** A multipart body with one file part, as a browser's FormData sends it. */
function multipart(token: string, bytes: Buffer) {
  const boundary = '----booking-test';
  const rawBody = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="house"\r\nContent-Type: image/png\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { rawBody, token, headers: { ...sameSite, 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const PNG = pngOf(card(8, 4));

describe('POST /api/booking-photo', () => {
  it('refuses what is not an image', async () => {
    const { token } = await makeUser();
    const answer = await call(postBookingPhoto, 'POST /api/booking-photo', multipart(token, Buffer.from('not an image')));
    expect(answer).toMatchObject({ status: 415, json: { error: imageMessages.type } });
  });

  it('refuses a JPEG header followed by HTML, and stores nothing (issue 18)', async () => {
    const { token } = await makeUser();
    const polyglot = Buffer.concat([jpegOf(card()).subarray(0, 24), Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    const answer = await call(postBookingPhoto, 'POST /api/booking-photo', multipart(token, polyglot));
    expect(answer).toMatchObject({ status: 415, json: { error: imageMessages.type } });
    expect((await call(getBookingPhoto, 'GET /api/booking-photo', { token })).status).toBe(404);
  });

  it('stores our own encoding of a camera JPEG: upright, without its Exif, comment or trailer', async () => {
    const { token } = await makeUser();
    const upload = Buffer.concat([withSegments(jpegOf(card(32, 16)), exifSegment(6), commentSegment('iPhone 15')), Buffer.from('<html>')]);
    expect((await call(postBookingPhoto, 'POST /api/booking-photo', multipart(token, upload))).status).toBe(200);
    const photo = await call(getBookingPhoto, 'GET /api/booking-photo', { token });
    expect(photo.headers['content-type']).toBe('image/jpeg');
    const stored = Buffer.from(photo.raw.body!, 'base64');
    for (const text of ['Exif', 'GPS', 'iPhone', '<html>']) expect(stored.toString('latin1')).not.toContain(text);
    const image = decodeJpeg(stored);
    expect([image.width, image.height]).toEqual([16, 32]);
  });

  it('keeps the photo with the draft and then with the booking', async () => {
    const { user, token } = await makeUser();
    await fillDraft(token);
    const answer = await call(postBookingPhoto, 'POST /api/booking-photo', multipart(token, PNG));
    expect(answer.json).toEqual({ success: true });
    const progress = (await call(getProgress, 'GET /api/booking-progress', { token })).json;
    expect(progress).toMatchObject({ has_property_image: true, step: 7 });
    const booked = await post(postBook, '/api/book', token, { confirm: true });
    const booking = await findBooking(getDeps().db, booked.json.booking.id);
    expect(booking!.property_image_key).toMatch(new RegExp(`^drafts/${user.id}/property-\\d+\\.png$`));
  });
});

describe('GET /api/booking-photo', () => {
  it("shows the agent its own draft's photo, and nobody else's", async () => {
    const owner = await makeUser();
    const other = await makeUser();
    expect((await call(getBookingPhoto, 'GET /api/booking-photo', { token: owner.token })).status).toBe(404);
    await call(postBookingPhoto, 'POST /api/booking-photo', multipart(owner.token, PNG));
    const photo = await call(getBookingPhoto, 'GET /api/booking-photo', { token: owner.token });
    expect(photo.status).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers).toMatchObject({ 'content-disposition': 'inline; filename="property.png"', 'x-content-type-options': 'nosniff' });
    // The stored copy is re-encoded (here RGB, as every pixel is opaque): the same picture.
    const stored = Buffer.from(photo.raw.body!, 'base64');
    expect(stored.equals(PNG)).toBe(false);
    expect(Buffer.from(decodePng(stored).data).equals(Buffer.from(card(8, 4).data))).toBe(true);
    // The route reads the caller's own draft only: another agent has none.
    expect((await call(getBookingPhoto, 'GET /api/booking-photo', { token: other.token })).status).toBe(404);
  });
});

describe('DELETE /api/booking-progress', () => {
  it('starts the order over: the draft and its photo are forgotten', async () => {
    const { token } = await makeUser();
    await fillDraft(token, 3);
    await call(postBookingPhoto, 'POST /api/booking-photo', multipart(token, PNG));
    const answer = await call(deleteProgress, 'DELETE /api/booking-progress', { token, headers: sameSite });
    expect(answer.json).toEqual({ has_progress: false, step: 1 });
    expect((await call(getProgress, 'GET /api/booking-progress', { token })).json).toMatchObject({ has_progress: false, step: 1 });
    expect((await call(getBookingPhoto, 'GET /api/booking-photo', { token })).status).toBe(404);
    // Starting over twice is harmless.
    expect((await call(deleteProgress, 'DELETE /api/booking-progress', { token, headers: sameSite })).status).toBe(200);
  });
});
