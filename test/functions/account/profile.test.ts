import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as getPhoto } from '#functions/account/get-agent-photo.js';
import { handler as getUpdateInfo } from '#functions/account/get-update-info.js';
import { handler as uploadPhoto } from '#functions/account/post-agent-upload-photo.js';
import { handler as postUpdateInfo } from '#functions/account/post-update-info.js';
import { handler as getVerifyEmail } from '#functions/auth/get-verify-email.js';
import { handler as postVerifyPhone } from '#functions/auth/post-verify-phone.js';
import { sessionKey } from '#functions/data/keys.js';
import { hashToken } from '#functions/data/ids.js';
import { getDeps } from '#functions/deps.js';
import { sameSite } from '#test/support/accounts.js';
import { call, lastMessageTo, linkToken, makeUser, provisionTestTable } from '#test/support/api.js';
import { card, pngOf, webpOf } from '#test/support/images.js';

beforeAll(provisionTestTable);

const fields = (user: { first_name: string; last_name: string; email: string; phone: string }) => ({
  first_name: user.first_name,
  last_name: user.last_name,
  email: user.email,
  phone: user.phone,
  company: 'Heights Realty',
  bio: 'Twenty years in the Heights.',
});

describe('POST /api/update-info', () => {
  it('saves names, company and biography at once', async () => {
    const { user, token } = await makeUser();
    const answer = await call(postUpdateInfo, 'POST /api/update-info', { body: fields(user), token, headers: sameSite });
    expect(answer.json.user).toMatchObject({ company: 'Heights Realty', bio: 'Twenty years in the Heights.' });
  });

  it('changes the email only once the link sent to the new address is opened', async () => {
    const { user, token } = await makeUser();
    const answer = await call(postUpdateInfo, 'POST /api/update-info', { body: { ...fields(user), email: 'New.Address@example.com' }, token, headers: sameSite });
    expect(answer.json).toMatchObject({ pending_email: 'new.address@example.com', user: { email: user.email } });
    const link = linkToken((await lastMessageTo('new.address@example.com')).text, '/verify-email/');
    expect((await call(getVerifyEmail, `GET /api/verify-email/${link}`)).json.status).toBe('email_changed');
    expect((await call(getUpdateInfo, 'GET /api/update-info', { token })).json.email).toBe('new.address@example.com');
  });

  it('changes the phone only with the code texted to the new number', async () => {
    const { user, token } = await makeUser();
    const newPhone = '2815550142';
    const answer = await call(postUpdateInfo, 'POST /api/update-info', { body: { ...fields(user), phone: newPhone }, token, headers: sameSite });
    expect(answer.json.pending_phone).toBe(newPhone);
    const code = /\b(\d{6})\b/.exec((await lastMessageTo(newPhone)).text)![1]!;
    const verified = await call(postVerifyPhone, 'POST /api/verify-phone', { body: { user_id: user.id, code }, token, headers: sameSite });
    expect(verified.json).toEqual({ status: 'phone_updated' });
    expect((await call(getUpdateInfo, 'GET /api/update-info', { token })).json.phone).toBe(newPhone);
  });

  it('needs a recent sign-in to change the email or phone', async () => {
    const { user, token } = await makeUser();
    const { db } = getDeps();
    const old = new Date(Date.now() - 2 * 3_600_000).toISOString();
    const key = sessionKey(hashToken(token));
    await db.doc.send(new PutCommand({ TableName: db.table, Item: { ...key, user_id: user.id, created_at: old, last_seen_at: new Date().toISOString(), expires_at: Math.floor(Date.now() / 1000) + 3600 } }));
    const answer = await call(postUpdateInfo, 'POST /api/update-info', { body: { ...fields(user), email: 'elsewhere@example.com' }, token, headers: sameSite });
    expect(answer.status).toBe(403);
    expect(answer.json.reauth_required).toBe(true);
  });

  it('refuses an email another account uses', async () => {
    const { user, token } = await makeUser();
    const { user: other } = await makeUser();
    const answer = await call(postUpdateInfo, 'POST /api/update-info', { body: { ...fields(user), email: other.email }, token, headers: sameSite });
    expect(answer.status).toBe(409);
  });
});

/** A multipart body with one file part, as a browser's FormData sends it. */
function multipart(field: string, bytes: Buffer, type: string) {
  const boundary = '----portal-test';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="photo"\r\nContent-Type: ${type}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { rawBody: body, headers: { ...sameSite, 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const PNG = pngOf(card(4, 4));

describe('profile photo', () => {
  it('stores a real image and serves it to its owner and admins only', async () => {
    const { user, token } = await makeUser();
    const upload = await call(uploadPhoto, 'POST /api/agent/upload-photo', { token, ...multipart('photo', PNG, 'image/png') });
    expect(upload.json.url).toMatch(new RegExp(`^/api/agent/photo/${user.id}\\?v=\\d+$`));
    const own = await call(getPhoto, `GET /api/agent/photo/${user.id}`, { token });
    expect(own.headers['content-type']).toBe('image/png');
    // Shown as that picture and nothing else, whatever its bytes (issue 18).
    expect(own.headers).toMatchObject({ 'content-disposition': 'inline; filename="agent.png"', 'x-content-type-options': 'nosniff' });
    const { token: other } = await makeUser();
    expect((await call(getPhoto, `GET /api/agent/photo/${user.id}`, { token: other })).status).toBe(404);
    const { token: admin } = await makeUser({ is_admin: true });
    expect((await call(getPhoto, `GET /api/agent/photo/${user.id}`, { token: admin })).status).toBe(200);
  });

  it('judges the file by its bytes, not its name or declared type', async () => {
    const { token } = await makeUser();
    const fake = await call(uploadPhoto, 'POST /api/agent/upload-photo', { token, ...multipart('photo', Buffer.from('<svg onload=alert(1)>'), 'image/png') });
    expect(fake.status).toBe(415);
    expect(fake.json.error).toBe('Please upload a valid image file (JPEG, PNG, or WebP)');
    const big = await call(uploadPhoto, 'POST /api/agent/upload-photo', { token, ...multipart('photo', Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]), 'image/png') });
    expect(big.json.error).toBe('Image size must be less than 5MB');
    // A PNG signature and header with nothing decodable after them (it passed before issue 18).
    const header = await call(uploadPhoto, 'POST /api/agent/upload-photo', { token, ...multipart('photo', PNG.subarray(0, 40), 'image/png') });
    expect(header.status).toBe(415);
  });

  it('keeps a WebP a WebP (as the browser sends it), re-encoded', async () => {
    const { user, token } = await makeUser();
    const webp = await webpOf(card(16, 16));
    expect((await call(uploadPhoto, 'POST /api/agent/upload-photo', { token, ...multipart('photo', webp, 'image/webp') })).status).toBe(200);
    const own = await call(getPhoto, `GET /api/agent/photo/${user.id}`, { token });
    expect(own.headers).toMatchObject({ 'content-type': 'image/webp', 'content-disposition': 'inline; filename="agent.webp"' });
    expect(Buffer.from(own.raw.body!, 'base64').subarray(8, 12).toString('latin1')).toBe('WEBP');
  });
});

describe('a lost code for a new phone', () => {
  it('can be sent again by the signed-in user', async () => {
    const { handler: postSendPhoneCode } = await import('#functions/auth/post-send-phone-code.js');
    const { user, token } = await makeUser();
    await call(postUpdateInfo, 'POST /api/update-info', { body: { ...fields(user), phone: '2815550143' }, token, headers: sameSite });
    const resent = await call(postSendPhoneCode, 'POST /api/send-phone-code', { body: { user_id: user.id }, token, headers: sameSite });
    expect(resent.json).toEqual({ phone_hint: '(•••) •••-0143' });
    const code = /\b(\d{6})\b/.exec((await lastMessageTo('2815550143')).text)![1]!;
    expect((await call(postVerifyPhone, 'POST /api/verify-phone', { body: { user_id: user.id, code }, token, headers: sameSite })).json.status).toBe('phone_updated');
  });
});
