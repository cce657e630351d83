import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ACTIVE_LICENSE_STATUS, MIN_SEARCH_WORD, displayLicenseeName, normalizeName, roleOfType } from '#shared/ce.js';
import { LICENSEE_IMPORT_KEY, licenseeBucketKey, licenseeNamePk, licenseeWordsPk } from './keys.js';
import { AGENT_LICENSE_TYPE, AGENT_ROLE } from './user-licenses.js';
import { bucketOf, bucketRows, decodeRow, namePartition, parseEntry, type LicenseeRow } from './ce-licensee-rows.js';
import { readLicenseeBuckets } from './ce-licensee-store.js';
import type { Db } from './table.js';
import { findUserByLicense, fullName } from './users.js';

export type { LicenseeRow } from './ce-licensee-rows.js';

/** A licence holder as rules and replies see it. */
export interface Licensee {
  license_number: string;
  full_name: string;
  type: string;
  role: string;
  is_active: boolean;
  /** YYYY-MM-DD, when the file gives one. */
  expires_on?: string;
}

const isoDate = (yyyymmdd: string) => (/^\d{8}$/.test(yyyymmdd) ? `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6)}` : undefined);

export function toLicensee(row: LicenseeRow): Licensee {
  return {
    license_number: row.license_number,
    full_name: displayLicenseeName(row.raw_name, row.suffix),
    type: row.type,
    role: roleOfType(row.type),
    is_active: row.status === ACTIVE_LICENSE_STATUS,
    expires_on: isoDate(row.expiration),
  };
}

/** The licence holders with these numbers (distinct): one BatchGet of their buckets (D-147). */
export async function findLicensees(db: Db, licenseNumbers: string[]): Promise<Map<string, Licensee>> {
  const stored = await readLicenseeBuckets(db, [...new Set(licenseNumbers.map(bucketOf))]);
  const found = new Map<string, Licensee>();
  for (const licence of licenseNumbers) {
    const text = bucketRows(stored.get(bucketOf(licence))).get(licence);
    if (text) found.set(licence, toLicensee(decodeRow(text)));
  }
  return found;
}

/** The licence holder with this number: a Get of its bucket (about 8 KB), the row found in it. */
export async function findLicensee(db: Db, licenseNumber: string): Promise<Licensee | undefined> {
  const { Item } = await db.doc.send(new GetCommand({ TableName: db.table, Key: licenseeBucketKey(bucketOf(licenseNumber)), ProjectionExpression: 'row_data' }));
  const text = bucketRows(Item?.row_data as string | undefined).get(licenseNumber);
  return text ? toLicensee(decodeRow(text)) : undefined;
}

/** What the last import did and when: its absence means no licence data was ever loaded. */
export interface LicenseeImportRecord {
  imported_at: string;
  lines: number;
  added: number;
  updated: number;
  unchanged: number;
  bad: number;
}

export async function putLicenseeImport(db: Db, record: LicenseeImportRecord): Promise<void> {
  await db.doc.send(new PutCommand({ TableName: db.table, Item: { ...LICENSEE_IMPORT_KEY, ...record } }));
}

export async function findLicenseeImport(db: Db): Promise<LicenseeImportRecord | undefined> {
  const { Item } = await db.doc.send(new GetCommand({ TableName: db.table, Key: LICENSEE_IMPORT_KEY }));
  if (!Item) return undefined;
  const { pk: _pk, sk: _sk, ...record } = Item;
  return record as LicenseeImportRecord;
}

/** A name-search result (a token item without its keys). */
export interface LicenseeMatch {
  license_number: string;
  full_name: string;
  type: string;
  role: string;
  /** A licence holder from the Commission's file, or a registered agent who gave the number (user-licenses.ts). */
  source: 'licensee' | 'agent';
}

/** A query of digits only is a licence number, looked up exactly (a card shows all of it). */
const LICENSE_QUERY = /^\d{4,8}$/;

/** The licence holder with this number, else the registered agent who gave it, as a search result. */
async function findByLicenseNumber(db: Db, licenseNumber: string): Promise<LicenseeMatch[]> {
  const licensee = await findLicensee(db, licenseNumber);
  if (licensee) return [{ license_number: licenseNumber, full_name: licensee.full_name, type: licensee.type, role: licensee.role, source: 'licensee' }];
  const agent = await findUserByLicense(db, licenseNumber);
  return agent ? [{ license_number: licenseNumber, full_name: fullName(agent), type: AGENT_LICENSE_TYPE, role: AGENT_ROLE, source: 'agent' }] : [];
}

/** A match with its index key (`<word>#<normalised name>#<licence>`): both indexes' results merge in key order. */
type Keyed = { key: string; match: LicenseeMatch };

/** Whether every other query word starts a word of the normalised name. */
const hasWords = (normalized: string, others: string[]) => {
  const words = normalized.split(' ');
  return others.every((word) => words.some((nameWord) => nameWord.startsWith(word)));
};

/**
 * Chunks read at most (16–48 KB each, so at most about 290 KB): a common word with
 * other words that match nobody stops here with what it found, as a page limit would.
 */
const MAX_CHUNKS = 6;

/** Licence holders: the word's partition from the first chunk whose last key is at or after it (D-147). */
async function searchHolders(db: Db, longest: string, others: string[], limit: number): Promise<Keyed[]> {
  const found = new Map<string, Keyed>();
  let cursor: Record<string, unknown> | undefined;
  for (let read = 0; read < MAX_CHUNKS; ) {
    const page = await db.doc.send(
      new QueryCommand({
        TableName: db.table,
        KeyConditionExpression: 'pk = :pk AND sk >= :word',
        ExpressionAttributeValues: { ':pk': licenseeWordsPk(namePartition(longest)), ':word': longest },
        Limit: 2,
        ExclusiveStartKey: cursor,
      }),
    );
    for (const item of page.Items ?? []) {
      read++;
      for (const text of String(item.entries).split('\n')) {
        if (!text.startsWith(longest)) continue;
        const entry = parseEntry(text);
        if (found.has(entry.license_number) || !hasWords(entry.normalized, others)) continue;
        const { license_number, full_name, type } = entry;
        found.set(license_number, { key: entry.key, match: { license_number, full_name, type, role: roleOfType(type), source: 'licensee' } });
        if (found.size >= limit) return [...found.values()];
      }
      // Keys after this chunk's last one no longer start with the word.
      if (!String(item.sk).startsWith(longest) || read >= MAX_CHUNKS) return [...found.values()];
    }
    cursor = page.LastEvaluatedKey;
    if (!cursor) break;
  }
  return [...found.values()];
}

/** Token items read per Query page, and pages read at most, when other words filter the first's matches. */
const PAGE_FACTOR = 4;
const MAX_PAGES = 5;

/** Registered agents who gave a licence number: their own token items (user-licenses.ts), a few per word. */
async function searchAgents(db: Db, longest: string, others: string[], limit: number): Promise<Keyed[]> {
  const found = new Map<string, Keyed>();
  let cursor: Record<string, unknown> | undefined;
  for (let page = 0; page < MAX_PAGES && found.size < limit; page++) {
    const answer = await db.doc.send(
      new QueryCommand({
        TableName: db.table,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :word)',
        ExpressionAttributeValues: { ':pk': licenseeNamePk(longest), ':word': longest },
        Limit: Math.max(limit, 10) * (others.length ? PAGE_FACTOR : 1),
        ExclusiveStartKey: cursor,
      }),
    );
    for (const item of answer.Items ?? []) {
      const key = String(item.sk);
      // Before D-147 licence holders had token items here too; only agents' are read now.
      if (item.source !== 'agent' || found.has(item.license_number) || found.size >= limit || !hasWords(key.split('#')[1]!, others)) continue;
      const { license_number, full_name, type, role } = item;
      found.set(license_number, { key, match: { license_number, full_name, type, role, source: 'agent' } });
    }
    cursor = answer.LastEvaluatedKey;
    if (!cursor) break;
  }
  return [...found.values()];
}

/**
 * Name search (data-model §3 "Name search"): the query's longest word *w* (2 characters
 * at least) starts a word of the name, and each other word starts another (or the same)
 * one. Two Queries on *w*'s partition, never a Scan: the licence holders' packed chunks
 * and the registered agents' tokens; merged in key order, one result per licence, at most `limit`.
 */
export async function searchLicensees(db: Db, query: string, limit: number): Promise<LicenseeMatch[]> {
  if (LICENSE_QUERY.test(query.trim())) return limit < 1 ? [] : findByLicenseNumber(db, query.trim());
  const words = normalizeName(query).split(' ').filter(Boolean);
  const longest = words.reduce((best, word) => (word.length > best.length ? word : best), '');
  if (longest.length < MIN_SEARCH_WORD || limit < 1) return [];
  const others = words.filter((word) => word !== longest);
  const [holders, agents] = await Promise.all([searchHolders(db, longest, others, limit), searchAgents(db, longest, others, limit)]);
  const results = new Map<string, LicenseeMatch>();
  for (const { match } of [...holders, ...agents].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))) {
    if (!results.has(match.license_number)) results.set(match.license_number, match);
  }
  return [...results.values()].slice(0, limit);
}
