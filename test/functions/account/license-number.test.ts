import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as postUpdateInfo } from '#functions/account/post-update-info.js';
import { handler as postAgents } from '#functions/agents/post-admin-agents.js';
import { handler as putAgent } from '#functions/agents/put-admin-agents.js';
import { handler as postSignup } from '#functions/auth/post-signup.js';
import { licenseClaimKey } from '#functions/data/keys.js';
import { searchLicensees } from '#functions/data/ce-licensees.js';
import { findUserByLicense } from '#functions/data/users.js';
import { getDeps } from '#functions/deps.js';
import { sameSite } from '#test/support/accounts.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';

// The optional licence number of a registered agent (issue 11 point 7, data-model §3 note):
// one account per number, and the agent is found by name and number in CE and contacts.

let admin = '';
beforeAll(async () => {
  await provisionTestTable();
  admin = (await makeUser({ is_admin: true })).token;
});

const search = async (query: string) => searchLicensees(getDeps().db, query, 20);
const claimOf = async (number: string) => (await getDeps().db.doc.send(new GetCommand({ TableName: getDeps().db.table, Key: licenseClaimKey(number) }))).Item;
const signupForm = (n: number, license_number?: string) => ({
  first_name: 'Quorra',
  last_name: `Vantongeren${'abcde'[n]}`,
  email: `quorra${n}@example.com`,
  phone: `(281) 555-02${String(n).padStart(2, '0')}`,
  company: 'Bayou City Realty',
  smsConsent: true,
  ...(license_number === undefined ? {} : { license_number }),
});

describe('a licence number at signup', () => {
  it('is optional, checked, claimed once, and makes the agent searchable by name and number', async () => {
    expect((await call(postSignup, 'POST /api/signup', { body: signupForm(1), headers: sameSite })).status).toBe(200);
    const bad = await call(postSignup, 'POST /api/signup', { body: signupForm(2, '12ab'), headers: sameSite });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain('License number must be 4 to 8 digits');

    const signup = await call(postSignup, 'POST /api/signup', { body: signupForm(3, ' 0712345 '), headers: sameSite });
    expect(signup.status).toBe(200);
    expect((await findUserByLicense(getDeps().db, '0712345'))?.id).toBe(signup.json.user_id);
    const match = { license_number: '0712345', full_name: 'Quorra Vantongerend', type: 'AGENT', role: 'Registered Agent', source: 'agent' };
    expect(await search('vantongerend quo')).toEqual([match]);
    expect(await search('0712345')).toEqual([match]);

    const again = await call(postSignup, 'POST /api/signup', { body: signupForm(4, '0712345'), headers: sameSite });
    expect(again.status).toBe(409);
    expect(again.json.error).toBe('An account with this license number already exists.');
  });
});

describe('a licence number on the profile', () => {
  const form = (user: { first_name: string; last_name: string; email: string; phone: string }, license_number: string) => ({
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone: user.phone,
    company: 'Heights Realty',
    license_number,
  });

  it('moves its claim and name tokens when the agent changes or clears it', async () => {
    const { user, token } = await makeUser({ first_name: 'Ximena', last_name: 'Oyelaran' });
    const saved = await call(postUpdateInfo, 'POST /api/update-info', { body: form(user, '0723456'), token, headers: sameSite });
    expect(saved.json.user.license_number).toBe('0723456');
    expect((await search('oyelaran')).map((match) => match.license_number)).toEqual(['0723456']);

    await call(postUpdateInfo, 'POST /api/update-info', { body: form(user, '0723457'), token, headers: sameSite });
    expect(await claimOf('0723456')).toBeUndefined();
    expect((await claimOf('0723457'))?.user_id).toBe(user.id);
    expect((await search('oyelaran')).map((match) => match.license_number)).toEqual(['0723457']);

    const cleared = await call(postUpdateInfo, 'POST /api/update-info', { body: form(user, ''), token, headers: sameSite });
    expect(cleared.json.user.license_number).toBe('');
    expect(await claimOf('0723457')).toBeUndefined();
    expect(await search('oyelaran')).toEqual([]);
  });

  it("refuses another account's number and leaves both accounts as they were", async () => {
    const { user: holder, token: holderToken } = await makeUser();
    await call(postUpdateInfo, 'POST /api/update-info', { body: form(holder, '0734567'), token: holderToken, headers: sameSite });
    const { user, token } = await makeUser();
    const taken = await call(postUpdateInfo, 'POST /api/update-info', { body: form(user, '0734567'), token, headers: sameSite });
    expect(taken.status).toBe(409);
    expect(taken.json.error).toBe('An account with this license number already exists.');
    expect((await claimOf('0734567'))?.user_id).toBe(holder.id);
  });
});

describe('an admin and the licence number', () => {
  it('corrects an agent’s name and number, and the search follows', async () => {
    const { user } = await makeUser({ first_name: 'Wendeline', last_name: 'Abernathy', license_number: '0745678' });
    expect((await search('wendeline'))[0]?.full_name).toBe('Wendeline Abernathy');
    const body = { first_name: 'Wendeline', last_name: 'Okonkwo', email: user.email, phone: user.phone, company: 'New Co', license_number: '0745679' };
    const edited = await call(putAgent, `PUT /api/admin/agents/${user.id}`, { body, token: admin, headers: sameSite });
    expect(edited.status).toBe(200);
    expect(await search('abernathy')).toEqual([]);
    expect((await search('wendeline okon')).map((match) => match.license_number)).toEqual(['0745679']);
    expect(await claimOf('0745678')).toBeUndefined();
  });

  it('denying a signup releases its number and its name tokens', async () => {
    const { user } = await makeUser({ first_name: 'Thaddeus', last_name: 'Quimby', license_number: '0756789', approved: false, active: null });
    const denied = await call(postAgents, 'POST /api/admin/agents', { body: { user_id: user.id, action: 'deny' }, token: admin, headers: sameSite });
    expect(denied.status).toBe(200);
    expect(await claimOf('0756789')).toBeUndefined();
    expect(await search('quimby')).toEqual([]);
  });
});
