import { agentQueryWords, agentWords, leadWord, matchesWords } from '#shared/list-search.js';
import { invalid } from '../errors.js';
import { agentStatusIndex, agentWordPk, userKey } from './keys.js';
import { STALE_CURSOR, checkedKey, decodeCursorJson, encodeCursor, queryPage } from './pages.js';
import { batchGet, type Db } from './table.js';
import { agentStatus, type UserItem } from './users.js';

/**
 * The admin agents list, one page at a time (data-model A6 paged, data-model A23 search; D-168, D-169): pending
 * agents first, then active, then inactive, each newest first, as the whole list was.
 */

export const LISTED_STATUSES = ['pending', 'active', 'inactive'] as const;
type Listed = (typeof LISTED_STATUSES)[number];

export interface AgentPage {
  users: UserItem[];
  next_cursor: string | null;
}

const shapeOf = (status: Listed) => ({ attributes: ['pk', 'sk', 'gsi1pk', 'gsi1sk'], equal: { sk: 'PROFILE', gsi1pk: agentStatusIndex(status) } });

/** The list's cursor: the status group it is in and, inside it, where to start. */
function readCursor(cursor: string | undefined): { status: Listed; key?: Record<string, string> } {
  if (!cursor) return { status: 'pending' };
  const value = decodeCursorJson(cursor) as { s?: unknown; k?: unknown } | null;
  const status = LISTED_STATUSES.find((name) => name === value?.s);
  if (!status || Object.keys(value!).some((name) => name !== 's' && name !== 'k')) throw invalid(STALE_CURSOR, { field: 'cursor' });
  return { status, ...(value!.k === undefined ? {} : { key: checkedKey(value!.k, shapeOf(status)) }) };
}

/** One page of agents: at most one Query per status group, `limit` items in all. */
export async function findAgentsPage(db: Db, limit: number, cursor?: string): Promise<AgentPage> {
  const { status: first, key } = readCursor(cursor);
  const users: UserItem[] = [];
  let start: Record<string, unknown> | undefined = key;
  for (const status of LISTED_STATUSES.slice(LISTED_STATUSES.indexOf(first))) {
    if (users.length === limit) return { users, next_cursor: encodeCursor({ s: status }) };
    const page = await queryPage<UserItem>(
      db,
      { IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': agentStatusIndex(status) }, ScanIndexForward: false },
      limit - users.length,
      start,
      shapeOf(status).attributes,
    );
    users.push(...page.items);
    if (page.next) return { users, next_cursor: encodeCursor({ s: status, k: page.next }) };
    start = undefined;
  }
  return { users, next_cursor: null };
}

const SEARCH_ROUNDS = 3;

/**
 * Agents whose name, email or phone matches every word of `query`: the word items of the
 * longest word (at most SEARCH_ROUNDS Queries of `limit`), then the accounts they name,
 * checked against their current details (a word item left by an old name finds nothing).
 */
export async function searchAgentsPage(db: Db, query: string, limit: number, cursor?: string): Promise<AgentPage> {
  const words = agentQueryWords(query);
  const lead = leadWord(words);
  if (!lead) return { users: [], next_cursor: null };
  const pk = agentWordPk(lead);
  let start: Record<string, unknown> | undefined = cursor ? checkedKey(decodeCursorJson(cursor), { attributes: ['pk', 'sk'], equal: { pk }, startsWith: { sk: lead } }) : undefined;
  const found = new Map<string, UserItem>();
  for (let round = 0; round < SEARCH_ROUNDS && found.size < limit; round++) {
    const page = await queryPage<{ user_id: string }>(
      db,
      { KeyConditionExpression: 'pk = :pk AND begins_with(sk, :word)', ExpressionAttributeValues: { ':pk': pk, ':word': lead }, ProjectionExpression: 'user_id' },
      limit - found.size,
      start,
    );
    const ids = [...new Set(page.items.map((item) => item.user_id))].filter((id) => !found.has(id));
    const accounts = ids.length ? await batchGet<UserItem>(db, ids.map(userKey)) : [];
    for (const user of accounts.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))) {
      if (agentStatus(user) !== 'admin' && matchesWords(agentWords(user), words)) found.set(user.id, user);
    }
    start = page.next;
    if (!start) break;
  }
  return { users: [...found.values()], next_cursor: start ? encodeCursor(start) : null };
}
