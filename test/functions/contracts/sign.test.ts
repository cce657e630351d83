import { createHash } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as getPdf } from '#functions/contracts/get-inspections-contract-pdf.js';
import { handler as getSign } from '#functions/contracts/get-sign.js';
import { handler as postSign } from '#functions/contracts/post-sign.js';
import { contractKey } from '#functions/data/keys.js';
import { findOutboxMessages } from '#functions/data/outbox.js';
import { getDeps } from '#functions/deps.js';
import { sameSite } from '#test/support/accounts.js';
import { pdfTextLines } from '#test/support/pdf-text.js';
import { contractSender } from './support.js';
import { call, lastMessageTo, lettersOf, makeUser, provisionTestTable } from '#test/support/api.js';
import { storedItems, storedObjects } from '#test/support/stored.js';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
let admin: Awaited<ReturnType<typeof makeUser>>;
beforeAll(async () => {
  await provisionTestTable();
  admin = await makeUser({ is_admin: true });
});

const sentContract = contractSender(() => admin.token, 10);

const sign = (token: string, body: unknown) => call(postSign, `POST /api/sign/${token}`, { body, headers: { ...sameSite, 'user-agent': 'Test Browser' } });

describe('GET /api/sign/{id}', () => {
  it('shows the agreement with the spec terms; 404 for unknown links', async () => {
    const { booking, token } = await sentContract();
    const open = await call(getSign, `GET /api/sign/${token}`);
    expect(open.status).toBe(200);
    expect(open.json).toMatchObject({ total_price: 375, client_full_name: `Casey ${booking.client_last_name}`, inspection_time: '9AM-2PM' });
    for (const term of ['8%', '12 months', '10 business days', 'limited to the inspection fee', 'arbitration', 'State of Texas', 'Texas Real Estate Commission', '$375.00']) {
      expect(open.json.agreement_text).toContain(term);
    }
    const unknown = await call(getSign, 'GET /api/sign/not-a-real-token');
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ error: 'The requested page could not be found.' });
  });
});

describe('POST /api/sign/{id}', () => {
  it('validates the name, the agreement and a real PNG signature', async () => {
    const { token } = await sentContract();
    expect((await sign(token, { full_name: '', agreed: true, signature_data: PNG })).status).toBe(400);
    expect((await sign(token, { full_name: 'Casey', agreed: false, signature_data: PNG })).status).toBe(400);
    expect((await sign(token, { full_name: 'Casey', agreed: true, signature_data: 'data:image/jpeg;base64,AAAA' })).status).toBe(400);
    const fake = await sign(token, { full_name: 'Casey', agreed: true, signature_data: `data:image/png;base64,${Buffer.from('<svg/>').toString('base64')}` });
    expect(fake.status).toBe(400);
    const huge = await sign(token, { full_name: 'Casey', agreed: true, signature_data: PNG + 'A'.repeat(700 * 1024) });
    expect(huge.status).toBe(400);
    expect((await call(getSign, `GET /api/sign/${token}`)).status).toBe(200); // still unsigned
  });

  it('signs once, records the evidence, tells agent and admins, and makes the PDF', async () => {
    const { agent, booking, token } = await sentContract();
    const shown = (await call(getSign, `GET /api/sign/${token}`)).json.agreement_text as string;
    const signed = await sign(token, { full_name: 'Casey Client', agreed: true, signature_data: PNG });
    expect(signed.status).toBe(200);

    const { db } = getDeps();
    const { Item } = await db.doc.send(new GetCommand({ TableName: db.table, Key: contractKey(booking.id), ConsistentRead: true }));
    expect(Item).toMatchObject({
      signer_name: 'Casey Client',
      user_agent: 'Test Browser',
      agreement_sha256: createHash('sha256').update(shown).digest('hex'),
      // This signing's own folder: files are stored before the signing is recorded (D-114).
      signature_key: expect.stringMatching(new RegExp(`^bookings/${booking.id}/contract/[0-9a-f-]{36}/signature\\.png$`)),
      pdf_key: expect.stringMatching(new RegExp(`^bookings/${booking.id}/contract/[0-9a-f-]{36}/agreement\\.pdf$`)),
    });
    expect((await lastMessageTo(agent.user.email)).subject).toMatch(/Agreement signed/);
    expect((await lastMessageTo(admin.user.email)).subject).toMatch(/Agreement signed/);

    const again = await call(getSign, `GET /api/sign/${token}`);
    expect(again.status).toBe(410);
    expect(again.json).toMatchObject({ error: 'This contract has already been signed.', message: 'This contract has already been signed.', signed_at: signed.json.signed_at });

    const pdfPath = `GET /api/inspections/${booking.id}/contract.pdf`;
    const pdf = await call(getPdf, pdfPath, { token: agent.token });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="Service agreement - .+\.pdf"$/);
    const bytes = Buffer.from(pdf.raw.body ?? '', pdf.raw.isBase64Encoded ? 'base64' : 'binary');
    // The text the client read, then the evidence of signing with the stored hash.
    // (The hash goes on a line of its own when it is too wide for the label's: joined here.)
    const lines = pdfTextLines(bytes);
    expect(lines.slice(lines.indexOf('Client signature') + 1).join(' ')).toBe(
      [
        'Signed by: Casey Client',
        `Signed at: ${signed.json.signed_at} (UTC)`,
        'IP address: 127.0.0.1',
        'Browser: Test Browser',
        `Agreement version: ${Item!.agreement_version}`,
        `SHA-256 of the agreement text: ${Item!.agreement_sha256}`,
      ].join(' '),
    );
    expect((await call(getPdf, pdfPath, { token: admin.token })).status).toBe(200);
    expect((await call(getPdf, pdfPath, { token: (await makeUser()).token })).status).toBe(404);
  });

  it('lets exactly one of twenty simultaneous signings through, and stores one signature and one PDF (D-214)', async () => {
    const { agent, booking, token } = await sentContract();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => sign(token, { full_name: `Casey Signer${lettersOf(i)}`, agreed: true, signature_data: PNG })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array<number>(19).fill(410)]);

    // The data, not the codes: one contract item, naming the winner and its two files, and nothing else in its folder.
    const items = [...(await storedItems()).values()].filter((item) => item.pk === contractKey(booking.id).pk && item.sk === 'CONTRACT');
    expect(items).toHaveLength(1);
    const winner = answers.findIndex((answer) => answer.status === 200);
    expect(items[0]).toMatchObject({ signer_name: `Casey Signer${lettersOf(winner)}`, signed_at: answers[winner]!.json.signed_at });
    const files = [...(await storedObjects(`bookings/${booking.id}/contract/`)).keys()].sort();
    expect(files).toEqual([items[0]!.pdf_key, items[0]!.signature_key].sort());
    const told = (await findOutboxMessages(getDeps().db, 1000)).filter((message) => message.to === agent.user.email && /Agreement signed/.test(message.subject));
    expect(told).toHaveLength(1);
  });
});
