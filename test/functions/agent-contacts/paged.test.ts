import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '#shared/dates.js';
import type { Contact } from '#shared/agent-contacts.js';
import { handler as getContacts } from '#functions/agent-contacts/get-agent-contacts.js';
import { handler as getStats } from '#functions/agent-contacts/get-agent-contacts-stats.js';
import { handler as getHistory } from '#functions/agent-contacts/get-agent-contacts-agent-history.js';
import { getDeps } from '#functions/deps.js';
import { indexSearchWords } from '#infra/cli/index-search-words.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';
import { countReads } from '#test/support/lists.js';
import { generatedContact, writeContacts } from '#test/support/outreach-lists.js';
import { eventContact, logContact, today } from './support.js';

// Issue 16 point 6 (D-184, D-185): 2,000 contacts over 100 days; every page is a bounded
// read, filters included, and the home's month figures come from counters.

const TOTAL = 2_000;
let admin = '';
let agent = '';
let reads: ReturnType<typeof countReads>;
const contacts: Contact[] = [];

beforeAll(async () => {
  await provisionTestTable();
  const { db } = getDeps();
  admin = (await makeUser({ is_admin: true })).token;
  agent = (await makeUser()).token;
  for (let n = 0; n < TOTAL; n++) contacts.push(generatedContact(n, today()));
  await writeContacts(db, contacts);
  reads = countReads(db.doc);
}, 300_000);

type Reply = { status: number; json: { contacts: Contact[]; next_cursor: string | null; error?: string } };
const list = (query: string, token = admin) => call(getContacts, `GET /api/agent-contacts?${query}`, { token }) as Promise<Reply>;
const ids = (reply: Reply) => reply.json.contacts.map((contact) => contact.id);

/** The reads of the request just made, without the session's own Gets. */
function tableReads() {
  const taken = reads.take();
  return { queries: taken.calls.Query ?? 0, items: taken.items - (taken.calls.GetItem ?? 0) };
}

/** Every page of a query, checking each request's reads against `most` items. */
async function walk(query: string, most: { queries: number; items: number }) {
  const seen: string[] = [];
  let cursor: string | null = '';
  reads.take();
  while (cursor !== null) {
    const page = await list(`${query}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(page.status, JSON.stringify(page.json)).toBe(200);
    seen.push(...ids(page));
    cursor = page.json.next_cursor;
    const spent = tableReads();
    expect(spent.queries).toBeLessThanOrEqual(most.queries);
    expect(spent.items).toBeLessThanOrEqual(most.items);
  }
  return seen;
}

describe('GET /api/agent-contacts, paged (2,000 contacts)', () => {
  it('walks the whole log newest first, 100 a page, one Query of at most 101 items each', async () => {
    const seen = await walk('limit=100', { queries: 1, items: 101 });
    expect(seen).toEqual(contacts.map((contact) => contact.id));
  }, 120_000);

  it('gives 25 by default, and filters by range, type and open follow-up with at most 3 Queries of the page a request', async () => {
    expect((await list('')).json.contacts).toHaveLength(25);
    const from = addDays(today(), -30);
    const houses = await walk(`from=${from}&to=${today()}&meeting_type=open_house`, { queries: 3, items: 75 });
    expect(houses).toEqual(contacts.filter((contact) => contact.contact_date >= from && contact.meeting_type === 'open_house').map((contact) => contact.id));
    const open = await walk(`from=${from}&follow_up=open&limit=50`, { queries: 3, items: 150 });
    expect(open).toEqual(contacts.filter((contact) => contact.contact_date >= from && contact.follow_up_needed).map((contact) => contact.id));
  }, 120_000);

  it('refuses a cursor that was edited, made up or is out of the range, with 400 and nothing read', async () => {
    const from = addDays(today(), -10);
    const first = await list(`from=${from}&limit=10`);
    const decoded = JSON.parse(Buffer.from(first.json.next_cursor!, 'base64url').toString());
    const forged = (key: object) => Buffer.from(JSON.stringify(key)).toString('base64url');
    reads.take();
    for (const cursor of [
      forged({ ...decoded, gsi1pk: 'CESESSIONS' }),
      forged({ ...decoded, gsi1sk: `${addDays(today(), -50)}T09:00#x` }),
      forged({ ...decoded, sk: 'PROFILE' }),
      forged({ ...decoded, extra: 'x' }),
      'not-a-cursor!',
    ]) {
      const reply = await list(`from=${from}&limit=10&cursor=${encodeURIComponent(cursor)}`);
      expect(reply.status, cursor).toBe(400);
    }
    expect(tableReads().queries).toBe(0);
    expect((await list(`from=${from}&limit=10&cursor=${first.json.next_cursor}`)).json.contacts[0]!.id).toBe(contacts[10]!.id);
  });

  it('is for admins only', async () => {
    expect((await list('', agent)).status).toBe(403);
    expect((await call(getContacts, 'GET /api/agent-contacts')).status).toBe(401);
    expect((await call(getStats, 'GET /api/agent-contacts/stats', { token: agent })).status).toBe(403);
  });
});

describe('GET /api/agent-contacts/stats: the month from counters (D-185)', () => {
  it('counts the month from the counters the CLI sets for old contacts and every new contact adds to', async () => {
    const month = today().slice(0, 7);
    const inMonth = contacts.filter((contact) => contact.contact_date.startsWith(month));
    await indexSearchWords(getDeps(), { out: () => undefined });
    const before = await call(getStats, 'GET /api/agent-contacts/stats', { token: admin });
    expect(before.json).toMatchObject({
      this_month_contacts: inMonth.length,
      this_month_breakdown: { open_house: inMonth.filter((contact) => contact.meeting_type === 'open_house').length },
      materials_given_this_month: inMonth.filter((contact) => contact.gave_materials).length,
    });
    expect((await logContact(admin, eventContact({ gave_materials: true }))).status).toBe(200);
    const after = await call(getStats, 'GET /api/agent-contacts/stats', { token: admin });
    expect(after.json.this_month_contacts).toBe(inMonth.length + 1);
    expect(after.json.materials_given_this_month).toBe(before.json.materials_given_this_month + 1);
    expect(after.json.this_month_breakdown.open_house).toBe(before.json.this_month_breakdown.open_house);
  }, 120_000);
});

describe('GET /api/agent-contacts/agent-history/{licence}, paged', () => {
  const history = (licence: string, query = '', token = admin) => call(getHistory, `GET /api/agent-contacts/agent-history/${licence}${query}`, { token });

  it('pages one agent’s contacts newest first with bounded reads; the count is its counter (set by the CLI above)', async () => {
    const licence = contacts[7]!.contact_license_number;
    const expected = contacts.filter((contact) => contact.contact_license_number === licence).map((contact) => contact.id);
    const seen: string[] = [];
    let cursor: string | null = '';
    reads.take();
    while (cursor !== null) {
      const page = await history(licence, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.status).toBe(200);
      expect(page.json.agent_info.contact_count).toBe(expected.length);
      seen.push(...page.json.contacts.map((contact: Contact) => contact.id));
      cursor = page.json.next_cursor;
      const taken = reads.take();
      // The page (3 items), the first contact (1), and the agent's orders when registered (none here).
      expect(taken.calls.Query).toBeLessThanOrEqual(2);
      expect(taken.items - (taken.calls.GetItem ?? 0)).toBeLessThanOrEqual(4);
    }
    expect(seen).toEqual(expected);
  });

  it('refuses another agent’s cursor with 400, and agents with 403', async () => {
    const other = await history(contacts[8]!.contact_license_number, '?limit=1');
    expect((await history(contacts[7]!.contact_license_number, `?cursor=${other.json.next_cursor}`)).status).toBe(400);
    expect((await history(contacts[7]!.contact_license_number, '', agent)).status).toBe(403);
  });
});
