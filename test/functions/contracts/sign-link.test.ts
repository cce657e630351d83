import { beforeAll, describe, expect, it } from 'vitest';
import { handler as getSign } from '#functions/contracts/get-sign.js';
import { handler as postSign } from '#functions/contracts/post-sign.js';
import { getDeps } from '#functions/deps.js';
import type { ApiHandler } from '#functions/http/handler.js';
import { handler as resend } from '#functions/inspections/post-admin-inspections-resend-contract.js';
import { sameSite } from '#test/support/accounts.js';
import { call, lastMessageTo, linkToken, makeUser, provisionTestTable } from '#test/support/api.js';
import { expectStoredOnlyHashed, expectStrongToken } from '#test/support/secrets.js';
import { contractSender } from './support.js';

// The client's signing link (docs/data-model.md §4 "Contract link"): 256 bits, stored hashed,
// 30 days, only the newest works, and the agreement is signed once.

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
let admin: Awaited<ReturnType<typeof makeUser>>;
beforeAll(async () => {
  await provisionTestTable();
  admin = await makeUser({ is_admin: true });
});

const sentContract = contractSender(() => admin.token, 60);
const DAY = 86_400_000;
const after30Days = (handler: ApiHandler) => handler.withDeps({ ...getDeps(), now: () => new Date(Date.now() + 30 * DAY + 60_000) });
const sign = (token: string, handler: ApiHandler = postSign) =>
  call(handler, `POST /api/sign/${token}`, { body: { full_name: 'Casey Client', agreed: true, signature_data: PNG }, headers: sameSite });

describe('the signing link', () => {
  it('carries 256 bits and is stored only as its hash', async () => {
    const { token } = await sentContract();
    expectStrongToken(token);
    await expectStoredOnlyHashed(token, 'outbox');
  });

  it('expires after 30 days', async () => {
    const { token } = await sentContract();
    expect((await call(after30Days(getSign), `GET /api/sign/${token}`)).status).toBe(404);
    expect((await sign(token, after30Days(postSign))).status).toBe(404);
    expect((await call(getSign, `GET /api/sign/${token}`)).status).toBe(200);
  });

  it('is replaced by a newer one, which signs once', async () => {
    const { booking, token: older } = await sentContract();
    const again = await call(resend, `POST /api/admin/inspections/${booking.id}/resend-contract`, { token: admin.token, headers: sameSite });
    expect(again.status).toBe(200);
    const newer = linkToken((await lastMessageTo(booking.client_email)).text, '/sign/');
    expect(newer).not.toBe(older);
    expect((await sign(older)).status).toBe(404);
    expect((await sign(newer)).status).toBe(200);
    expect((await sign(newer)).status).toBe(410);
  });
});
