import { beforeAll, describe, expect, it } from 'vitest';
import { importLicensees } from '#functions/ce/licensees/licensee-import.js';
import { handler as searchHandler } from '#functions/agent-contacts/get-agent-contacts-search-agents.js';
import { handler as todaysHandler } from '#functions/agent-contacts/get-agent-contacts-todays-open-houses.js';
import { handler as importHandler } from '#functions/open-house/post-open-house-import.js';
import { getDeps } from '#functions/deps.js';
import { contactMessages, searchReplySchema, todaysReplySchema } from '#shared/agent-contacts.js';
import { sameSite } from '#test/support/accounts.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';
import { licenseeLine } from '#test/functions/ce/support.js';
import { dayAhead, importItem } from '#test/functions/open-house/support.js';
import { today } from './support.js';

let admin = '';
beforeAll(async () => {
  await provisionTestTable();
  admin = (await makeUser({ is_admin: true })).token;
  const lines = [
    licenseeLine({ number: '0612001', name: 'WHITFIELD, DANA MARIE' }),
    licenseeLine({ type: 'BRK', number: '0612002', name: 'WHITFIELD, ROBERT' }),
    licenseeLine({ number: '0612003', name: 'LOPEZ, MARIA' }),
  ];
  async function* file() {
    yield Buffer.from(`${lines.join('\r\n')}\r\n`, 'latin1');
  }
  await importLicensees(getDeps(), file());
});

const search = (q: string, token = admin) => call(searchHandler, `GET /api/agent-contacts/search-agents?q=${encodeURIComponent(q)}`, { token });

describe('GET /api/agent-contacts/search-agents', () => {
  it('finds licence holders by name, and by licence number', async () => {
    const byName = searchReplySchema.parse((await search('whitf')).json);
    expect(byName.map((result) => result.license_number).sort()).toEqual(['0612001', '0612002']);
    expect(byName.find((result) => result.license_number === '0612002')).toMatchObject({ full_name: 'Robert Whitfield', type: 'BRK' });
    expect(searchReplySchema.parse((await search('dana whit')).json).map((result) => result.full_name)).toEqual(['Dana Marie Whitfield']);
    expect(searchReplySchema.parse((await search('0612003')).json)).toEqual([{ full_name: 'Maria Lopez', type: 'SALE', license_number: '0612003', source: 'licensee', agent_id: null }]);
    expect((await search('zzzz')).json).toEqual([]);
  });

  it('refuses fewer than 2 characters with the spec’s hint', async () => {
    for (const q of ['', 'w', ' w ']) {
      const answer = await search(q);
      expect(answer.status).toBe(400);
      expect(answer.json.error).toBe(contactMessages.typeMore);
    }
  });

  it('is for admins only', async () => {
    expect((await search('whitf', '')).status).toBe(401);
    expect((await search('whitf', (await makeUser()).token)).status).toBe(403);
  });
});

describe('GET /api/agent-contacts/todays-open-houses', () => {
  it('lists a date’s open houses with their window, and today by default', async () => {
    const day = dayAhead(4);
    const item = importItem({ openHouse: `${day.written} 1:00PM-3:00PM`, agentName: 'Dana Whitfield', price: 485000 });
    const imported = await call(importHandler, 'POST /api/open-house/import', { body: { json_data: [item], override_date: null }, token: admin, headers: sameSite });
    expect(imported.status).toBe(200);
    const reply = todaysReplySchema.parse((await call(todaysHandler, `GET /api/agent-contacts/todays-open-houses?date=${day.date}`, { token: admin })).json);
    expect(reply.listings).toEqual([
      { agent_name: 'Dana Whitfield', price: 485000, address: item.address, open_house_time: '1:00 PM - 3:00 PM', mls_number: item.mls, open_house_date: day.date },
    ]);
    expect((await call(todaysHandler, 'GET /api/agent-contacts/todays-open-houses', { token: admin })).json).toMatchObject({ success: true, date: today() });
  });

  it('refuses a date that is not one, and is for admins only', async () => {
    expect((await call(todaysHandler, 'GET /api/agent-contacts/todays-open-houses?date=2026-13-40', { token: admin })).status).toBe(400);
    expect((await call(todaysHandler, 'GET /api/agent-contacts/todays-open-houses', { token: '' })).status).toBe(401);
    expect((await call(todaysHandler, 'GET /api/agent-contacts/todays-open-houses', { token: (await makeUser()).token })).status).toBe(403);
  });
});
