import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler as getDownloadPhoto } from '#functions/payments/get-download-photo.js';
import { handler as getData } from '#functions/reports/get-inspection-data.js';
import { handler as getPhoto } from '#functions/reports/get-report-photo.js';
import { fetchPhoto, isPrivateAddress, photoReasons } from '#functions/integrations/photo-fetch.js';
import { hashToken, newToken } from '#functions/data/ids.js';
import { contentSecurityPolicy } from '#infra/security-headers.js';
import { inspectionDataReplySchema } from '#shared/reports.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';
import { card, decodePng, jpegOf, pngOf } from '#test/support/images.js';
import { makeSignedBooking, publishReport, SAMPLE_SECTIONS, setBookingFields } from '#test/support/reports.js';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { getDeps } from '#functions/deps.js';
import { tokenKey } from '#functions/data/keys.js';

// Issue 16 point 7: report photos are copied into our bucket at publishing and served only
// through the report's gate. The photos come from an http server of this test, on loopback.

let server: Server;
let base = '';
let admin: Awaited<ReturnType<typeof makeUser>>;
let agent: Awaited<ReturnType<typeof makeUser>>;
let other: Awaited<ReturnType<typeof makeUser>>;
const png = pngOf(card(40, 20));

beforeAll(async () => {
  await provisionTestTable();
  [admin, agent, other] = await Promise.all([makeUser({ is_admin: true }), makeUser(), makeUser()]);
  server = createServer((request, response) => {
    if (request.url === '/panel.png') return response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    if (request.url === '/roof.jpg') return response.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpegOf(card(20, 20)));
    if (request.url === '/moved') return response.writeHead(302, { location: '/panel.png' }).end();
    if (request.url === '/page.html') return response.writeHead(200, { 'content-type': 'image/png' }).end('<html>not a photo</html>');
    if (request.url === '/huge.jpg') return response.writeHead(200, { 'content-type': 'image/jpeg' }).end(Buffer.alloc(6 * 1024 * 1024, 1));
    if (request.url === '/slow.jpg') return; // never answers
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const photoPath = (url: string) => url.replace(/^\/api\/report\/[^/]+\/photos\//, '');

describe('report photos at publishing', () => {
  it('copies each photo into our bucket, lists the ones that fail with their reason, and still publishes', async () => {
    const booking = await makeSignedBooking(agent.user);
    const sections = [
      { ...SAMPLE_SECTIONS[0]!, photos: [`${base}/panel.png`, `${base}/page.html`, `${base}/huge.jpg`, `${base}/missing.jpg`, `${base}/moved`] },
      { ...SAMPLE_SECTIONS[1]!, photos: [`${base}/roof.jpg`, 'http://127.0.0.1:9/closed.jpg'] },
    ];
    const answer = await publishReport(admin.token, booking.id, { sections });
    expect(answer.json.photo_issues).toEqual(
      expect.arrayContaining([
        { section: 'II.A', url: `${base}/page.html`, reason: photoReasons.notImage },
        { section: 'II.A', url: `${base}/huge.jpg`, reason: photoReasons.tooLarge },
        { section: 'II.A', url: `${base}/missing.jpg`, reason: 'The address answered HTTP 404.' },
        { section: 'I.A', url: 'http://127.0.0.1:9/closed.jpg', reason: photoReasons.unreachable },
      ]),
    );
    expect(answer.json.photo_issues).toHaveLength(4);

    const data = await call(getData, `GET /api/inspection-data/${booking.id}`, { token: admin.token });
    // The browser checks the reply with the shared schema: our relative paths must pass it.
    expect(inspectionDataReplySchema.safeParse(data.json).success).toBe(true);
    const [foundations, panel] = data.json.reportData as { sectionCode: string; photos: string[] }[];
    expect(foundations!.photos).toEqual([`/api/report/${booking.id}/photos/0001-000-00.jpg`]);
    expect(panel!.photos).toEqual([`/api/report/${booking.id}/photos/0001-001-00.png`, `/api/report/${booking.id}/photos/0001-001-04.png`]);

    // Served as our re-encoding of the same pixels, to the admin.
    const photo = await call(getPhoto, `GET ${panel!.photos[0]}`, { token: admin.token });
    expect(photo.status).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    const decoded = decodePng(Buffer.from(photo.raw.body!, 'base64'));
    expect([decoded.width, decoded.height]).toEqual([40, 20]);
  });

  it('serves a photo through the report gate only: admin, its agent once paid, the client link once paid', async () => {
    const booking = await makeSignedBooking(agent.user);
    await publishReport(admin.token, booking.id, { sections: [{ ...SAMPLE_SECTIONS[0]!, photos: [`${base}/panel.png`] }] });
    const path = `/api/report/${booking.id}/photos/0001-000-00.png`;
    const name = photoPath(path);
    const asAgent = () => call(getPhoto, `GET ${path}`, { token: agent.token });

    expect((await asAgent()).status).toBe(402);
    expect((await call(getPhoto, `GET ${path}`, { token: other.token })).status).toBe(404);
    expect((await call(getPhoto, `GET ${path}`, {})).status).toBe(401);
    expect((await call(getPhoto, `GET /api/report/${booking.id}/photos/0001-000-01.png`, { token: admin.token })).status).toBe(404);
    expect((await call(getPhoto, `GET /api/report/${booking.id}/photos/..%2F0001.pdf`, { token: admin.token })).status).toBe(404);

    const token = newToken();
    const { db } = getDeps();
    await db.doc.send(new PutCommand({ TableName: db.table, Item: { ...tokenKey(hashToken(token), 'DOWNLOAD'), booking_id: booking.id, expires_at: Math.floor(Date.now() / 1000) + 3600 } }));
    await setBookingFields(booking.id, { download_token_hash: hashToken(token) });
    const byLink = (link: string) => call(getDownloadPhoto, `GET /api/download/${link}/photos/${name}`, {});
    expect((await byLink(token)).status).toBe(402);
    expect((await byLink(newToken())).status).toBe(404);

    await setBookingFields(booking.id, { paid_at: new Date().toISOString(), paid_by: 'client' });
    expect((await asAgent()).status).toBe(200);
    const client = await byLink(token);
    expect(client.status).toBe(200);
    expect(client.headers['content-type']).toBe('image/png');
  });

  it('a new version serves only its own photos', async () => {
    const booking = await makeSignedBooking(agent.user);
    await publishReport(admin.token, booking.id, { sections: [{ ...SAMPLE_SECTIONS[0]!, photos: [`${base}/panel.png`] }] });
    await publishReport(admin.token, booking.id, { sections: [{ ...SAMPLE_SECTIONS[0]!, photos: [`${base}/roof.jpg`] }] });
    expect((await call(getPhoto, `GET /api/report/${booking.id}/photos/0001-000-00.png`, { token: admin.token })).status).toBe(404);
    expect((await call(getPhoto, `GET /api/report/${booking.id}/photos/0002-000-00.jpg`, { token: admin.token })).status).toBe(200);
  });
});

describe('fetchPhoto limits', () => {
  it('gives up on an address that does not answer in time, with its reason', async () => {
    expect(await fetchPhoto(`${base}/slow.jpg`, { allowPrivate: true, timeoutMs: 300 })).toEqual({ ok: false, reason: photoReasons.timeout });
  });

  it('refuses other schemes everywhere, and private addresses in production', async () => {
    expect(await fetchPhoto('file:///etc/passwd', { allowPrivate: true })).toEqual({ ok: false, reason: photoReasons.protocol });
    expect(await fetchPhoto(`${base}/panel.png`, { allowPrivate: false })).toEqual({ ok: false, reason: photoReasons.private });
    expect(await fetchPhoto('http://[::1]:9/a.png', { allowPrivate: false })).toEqual({ ok: false, reason: photoReasons.private });
    for (const address of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '::1', 'fd00::1', '::ffff:10.0.0.1']) expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ['8.8.8.8', '172.32.0.1', '2606:4700::1111']) expect(isPrivateAddress(address), address).toBe(false);
  });

  it('the site no longer allows images from any https host', () => {
    const imgSrc = contentSecurityPolicy().split('; ').find((part) => part.startsWith('img-src'));
    expect(imgSrc).toBe("img-src 'self' data: blob: https://*.tile.openstreetmap.org");
  });
});
