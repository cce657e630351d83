import { beforeAll, describe, expect, it } from 'vitest';
import { handler as getImage } from '#functions/inspections/get-inspections-image.js';
import { handler as uploadImage } from '#functions/inspections/post-inspections-upload-image.js';
import { sameSite } from '#test/support/accounts.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';
import { makeBooking } from '#test/support/bookings.js';

beforeAll(provisionTestTable);

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

function multipart(field: string, bytes: Buffer, type: string) {
  const boundary = '----test-boundary';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="house.png"\r\nContent-Type: ${type}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { rawBody: body, headers: { ...sameSite, 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('property image', () => {
  it('stores an image for the own booking and serves it to the agent and admins only', async () => {
    const alex = await makeUser();
    const other = await makeUser();
    const admin = await makeUser({ is_admin: true });
    const booking = await makeBooking(alex.user);
    const path = `/api/inspections/${booking.id}/upload-image`;

    const upload = await call(uploadImage, `POST ${path}`, { token: alex.token, ...multipart('image', PNG, 'image/png') });
    expect(upload.status).toBe(200);
    expect(upload.json.image_path).toMatch(new RegExp(`^/api/inspections/${booking.id}/image\\?v=\\d+$`));
    expect(upload.json.inspection.property_image).toBe(upload.json.image_path);

    const url = `GET ${upload.json.image_path.split('?')[0]}`;
    const mine = await call(getImage, url, { token: alex.token });
    expect(mine.status).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.headers).toMatchObject({ 'content-disposition': 'inline; filename="property.png"', 'x-content-type-options': 'nosniff' });
    expect((await call(getImage, url, { token: admin.token })).status).toBe(200);
    expect((await call(getImage, url, { token: other.token })).status).toBe(404);

    const byOther = await call(uploadImage, `POST ${path}`, { token: other.token, ...multipart('image', PNG, 'image/png') });
    expect(byOther.status).toBe(404);
    const byAdmin = await call(uploadImage, `POST ${path}`, { token: admin.token, ...multipart('image', PNG, 'image/png') });
    expect(byAdmin.status).toBe(200);
  });

  it('refuses what is not a real image, and files over 5 MB', async () => {
    const alex = await makeUser();
    const booking = await makeBooking(alex.user);
    const path = `POST /api/inspections/${booking.id}/upload-image`;
    const fake = await call(uploadImage, path, { token: alex.token, ...multipart('image', Buffer.from('<svg onload=alert(1)>'), 'image/png') });
    expect(fake.status).toBe(415);
    expect(fake.json.error).toBe('Please upload a valid image file (JPEG, PNG, or WebP)');
    const big = await call(uploadImage, path, { token: alex.token, ...multipart('image', Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]), 'image/png') });
    expect(big.status).toBe(413);
    const none = await call(getImage, `GET /api/inspections/${booking.id}/image`, { token: alex.token });
    expect(none.status).toBe(404);
  });
});
