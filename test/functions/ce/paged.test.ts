import { beforeAll, describe, expect, it } from 'vitest';
import { dateIn } from '#shared/dates.js';
import { handler as getAttendees } from '#functions/ce/get-ce-sessions-attendees.js';
import { handler as getSessions } from '#functions/ce/get-ce-sessions.js';
import { getDeps } from '#functions/deps.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';
import { countReads } from '#test/support/lists.js';
import { generatedAttendances, generatedSession, putItems } from '#test/support/outreach-lists.js';

// Issue 16 point 6 (D-184): 300 CE sessions, one of them with 1,000 attendees; every page
// is one bounded Query, the total is the session's own counter.

const SESSIONS = 300;
const ATTENDEES = 1_000;
let admin = '';
let agent = '';
let reads: ReturnType<typeof countReads>;
const sessions: ReturnType<typeof generatedSession>[] = [];
let attendees: ReturnType<typeof generatedAttendances> = [];

beforeAll(async () => {
  await provisionTestTable();
  const { db } = getDeps();
  admin = (await makeUser({ is_admin: true })).token;
  agent = (await makeUser()).token;
  const today = dateIn('America/Chicago', new Date());
  for (let n = 0; n < SESSIONS; n++) sessions.push(generatedSession(n, today, n === 1 ? ATTENDEES : n === 2 ? 3 : 0));
  attendees = generatedAttendances(sessions[1]!, ATTENDEES);
  await putItems(db, [...sessions, ...attendees, ...generatedAttendances(sessions[2]!, 3)]);
  reads = countReads(db.doc);
}, 300_000);

type Page = { status: number; json: Record<string, unknown> & { next_cursor: string | null } };
const get = (handler: typeof getSessions, request: string, token = admin) => call(handler, request, { token }) as Promise<Page>;

function tableReads() {
  const taken = reads.take();
  return { queries: taken.calls.Query ?? 0, items: taken.items - (taken.calls.GetItem ?? 0) };
}

/** Every page of a paged route, checking each request's reads. */
async function walk<T>(path: string, field: string, mostItems: number): Promise<{ items: T[]; last: Page }> {
  const items: T[] = [];
  let cursor: string | null = '';
  let last: Page | undefined;
  reads.take();
  while (cursor !== null) {
    last = await get(path.includes('attendees') ? getAttendees : getSessions, `GET ${path}?limit=100${cursor ? `&cursor=${cursor}` : ''}`);
    expect(last.status, JSON.stringify(last.json)).toBe(200);
    items.push(...(last.json[field] as T[]));
    cursor = last.json.next_cursor;
    const spent = tableReads();
    expect(spent.queries).toBe(1);
    expect(spent.items).toBeLessThanOrEqual(mostItems);
  }
  return { items, last: last! };
}

describe('GET /api/ce/sessions, paged (300 sessions)', () => {
  it('walks every session newest first, 100 a page, one Query of at most 101 items each', async () => {
    const { items } = await walk<{ id: string }>('/api/ce/sessions', 'sessions', 101);
    expect(items.map((session) => session.id)).toEqual(sessions.map((session) => session.id));
    expect(((await get(getSessions, 'GET /api/ce/sessions')).json.sessions as unknown[]).length).toBe(25);
  });

  it('refuses an edited cursor with 400, and agents with 403', async () => {
    const first = await get(getSessions, 'GET /api/ce/sessions?limit=5');
    const decoded = JSON.parse(Buffer.from(first.json.next_cursor!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...decoded, gsi1pk: 'CONTACTS' })).toString('base64url');
    expect((await get(getSessions, `GET /api/ce/sessions?cursor=${forged}`)).status).toBe(400);
    expect((await get(getSessions, 'GET /api/ce/sessions', agent)).status).toBe(403);
    expect((await call(getSessions, 'GET /api/ce/sessions')).status).toBe(401);
  });
});

describe('GET /api/ce/sessions/{id}/attendees, paged (1,000 attendees)', () => {
  it('walks the attendees by licence number, 100 a page; the total is the session counter', async () => {
    // One Query of the page and the session's Get: at most 101 + 1 items.
    const { items, last } = await walk<{ license_number: string }>(`/api/ce/sessions/${sessions[1]!.id}/attendees`, 'attendees', 102);
    expect(items.map((attendee) => attendee.license_number)).toEqual(attendees.map((attendee) => attendee.license_number));
    expect(last.json.total_attendees).toBe(ATTENDEES);
    expect(last.json.session_info).toMatchObject({ class_name: 'Generated Class', session_date: sessions[1]!.session_date });
  }, 120_000);

  it('refuses a cursor of another session with 400, and agents with 403', async () => {
    const other = await get(getAttendees, `GET /api/ce/sessions/${sessions[2]!.id}/attendees?limit=1`);
    expect(other.json.next_cursor).not.toBeNull();
    reads.take();
    expect((await get(getAttendees, `GET /api/ce/sessions/${sessions[1]!.id}/attendees?cursor=${other.json.next_cursor}`)).status).toBe(400);
    const decoded = JSON.parse(Buffer.from(other.json.next_cursor!, 'base64url').toString());
    const session = Buffer.from(JSON.stringify({ ...decoded, sk: 'SESSION' })).toString('base64url');
    expect((await get(getAttendees, `GET /api/ce/sessions/${sessions[2]!.id}/attendees?cursor=${session}`)).status).toBe(400);
    expect(tableReads().queries).toBe(0);
    expect((await get(getAttendees, `GET /api/ce/sessions/${sessions[1]!.id}/attendees`, agent)).status).toBe(403);
  });
});
