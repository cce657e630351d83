import { beforeAll, describe, expect, it } from 'vitest';
import { handler as getAgents } from '#functions/agents/get-admin-agents.js';
import { handler as putAgent } from '#functions/agents/put-admin-agents.js';
import { getDeps } from '#functions/deps.js';
import { sameSite } from '#test/support/accounts.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';
import { countReads, generatedAgent, writeAgents } from '#test/support/lists.js';
import type { UserItem } from '#functions/data/users.js';

// Issue 16 point 6: 1,000 agents; pages in status order, search by name, email and phone.

let admin = '';
let agentToken = '';
let reads: ReturnType<typeof countReads>;
const agents: UserItem[] = [];
const statusOf = (n: number) => (n % 10 === 0 ? 'pending' : n % 10 === 1 ? 'inactive' : 'active');

beforeAll(async () => {
  await provisionTestTable();
  admin = (await makeUser({ is_admin: true })).token;
  agentToken = (await makeUser({ first_name: 'Signed', last_name: 'Agent' })).token;
  const base = Date.parse('2026-01-01T00:00:00.000Z');
  for (let n = 0; n < 1_000; n++) agents.push(generatedAgent(n, statusOf(n), new Date(base + n * 60_000)));
  await writeAgents(getDeps().db, agents);
  reads = countReads(getDeps().db.doc);
}, 300_000);

type Row = { id: string; full_name: string; email: string; phone: string; approved: boolean; active: boolean | null };
const list = (query = '', token = admin) => call(getAgents, `GET /api/admin/agents${query}`, { token });
const ids = (reply: { json: { agents: Row[] } }) => reply.json.agents.map((row) => row.id);
const newestFirst = (status: string) => agents.filter((_, n) => statusOf(n) === status).reverse().map((agent) => agent.id);

function tableReads() {
  const taken = reads.take();
  return { queries: taken.calls.Query ?? 0, items: taken.items - (taken.calls.GetItem ?? 0) };
}

describe('GET /api/admin/agents, paged (1,000 agents)', () => {
  it('walks pending, then active, then inactive, newest first, 100 a page, each page at most 3 Queries', async () => {
    const seen: string[] = [];
    let cursor: string | null = '';
    reads.take();
    while (cursor !== null) {
      const page = await list(`?limit=100${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.status).toBe(200);
      seen.push(...ids(page));
      cursor = page.json.next_cursor;
      const spent = tableReads();
      expect(spent.queries).toBeLessThanOrEqual(3);
      expect(spent.items).toBeLessThanOrEqual(103 + 1); // the licence-data Get
    }
    const signedIn = seen.filter((id) => !id.startsWith('gen-'));
    expect(signedIn).toHaveLength(1); // the active agent made by makeUser; admins are not listed
    expect(seen.filter((id) => id.startsWith('gen-'))).toEqual([...newestFirst('pending'), ...newestFirst('active'), ...newestFirst('inactive')]);
  }, 120_000);

  it('is for admins only, and refuses a cursor of another status group edited in', async () => {
    expect((await list('', agentToken)).status).toBe(403);
    const first = await list('?limit=10');
    const payload = JSON.parse(Buffer.from(first.json.next_cursor, 'base64url').toString());
    expect(payload.s).toBe('pending');
    const forged = Buffer.from(JSON.stringify({ s: 'active', k: payload.k })).toString('base64url');
    expect((await list(`?cursor=${forged}`)).status).toBe(400);
    const admins = Buffer.from(JSON.stringify({ s: 'admin' })).toString('base64url');
    expect((await list(`?cursor=${admins}`)).status).toBe(400);
  });
});

describe('GET /api/admin/agents?q=', () => {
  it('finds agents by last name, first and last name, email and phone digits, with bounded reads', async () => {
    const target = agents[437]!;
    reads.take();
    const byName = await list(`?q=${encodeURIComponent(`${target.first_name} ${target.last_name}`)}&limit=100`);
    const sameName = agents.filter((agent) => agent.first_name === target.first_name && agent.last_name === target.last_name).map((agent) => agent.id);
    expect(ids(byName).sort()).toEqual(sameName.sort());
    const spent = tableReads();
    expect(spent.queries).toBeLessThanOrEqual(3);
    expect(spent.items).toBeLessThanOrEqual(3 * 100 + 3 * 100 + 1);

    expect(ids(await list(`?q=${target.email}`))).toEqual([target.id]);
    expect(ids(await list(`?q=${encodeURIComponent(`(281) ${target.phone.slice(3, 6)}-${target.phone.slice(6)}`)}`))).toEqual([target.id]);
    const byPrefix = await list(`?q=${target.last_name.slice(0, 4).toLowerCase()}&limit=100`);
    expect(ids(byPrefix).sort()).toEqual(agents.filter((agent) => agent.last_name === target.last_name).map((agent) => agent.id).sort());
    expect((await list('?q=z')).json).toEqual({ agents: [], next_cursor: null });
  });

  it('finds an agent by its new name after an admin edits it, and not by the old one', async () => {
    const target = agents[12]!;
    const saved = await call(putAgent, `PUT /api/admin/agents/${target.id}`, {
      token: admin,
      headers: sameSite,
      body: { first_name: 'Rowan', last_name: 'Quillfeather', email: target.email, phone: target.phone, company: 'Generated Realty', license_number: '' },
    });
    expect(saved.status).toBe(200);
    expect(ids(await list('?q=quillfeather'))).toEqual([target.id]);
    expect(ids(await list(`?q=${encodeURIComponent(`${target.first_name} ${target.last_name}`)}&limit=100`))).not.toContain(target.id);
  });
});
