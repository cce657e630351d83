import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ACTIVE_LICENSE_STATUS, MIN_SEARCH_WORD, displayLicenseeName, nameWords, normalizeName, roleOfType } from '#shared/ce.js';
import { LICENSEE_IMPORT_KEY, licenseeKey, licenseeNameKey, licenseeNamePk, licenseeNameSk } from './keys.js';
import { AGENT_LICENSE_TYPE, AGENT_ROLE } from './agent-licenses.js';
import { batchGet, type Db, type WriteRequest } from './table.js';
import { findUserByLicense, fullName } from './users.js';

/** One line of the Commission's licence-holder file, the columns we keep (DOMAIN.md "Licence-holder file"). */
export interface LicenseeRow {
  license_number: string;
  /** License_Type: SALE, BRK, BLLC, … */
  type: string;
  /** Full_Name as the file spells it, `LAST, FIRST MIDDLE`. */
  raw_name: string;
  suffix: string;
  /** License_Status; `20` is active. */
  status: string;
  /** YYYYMMDD, or empty. */
  expiration: string;
  /** SHA-1 of the raw line: a re-import rewrites a licence only when its line changed. */
  row_hash: string;
}

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

/** What a re-import needs of the stored licence: whether its line changed, and its tokens. */
export interface StoredLicensee {
  license_number: string;
  row_hash: string;
  name_tokens: string[];
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

/** The stored hashes and tokens of these licences (distinct numbers), by BatchGet. */
export async function findStoredLicensees(db: Db, licenseNumbers: string[]): Promise<Map<string, StoredLicensee>> {
  const items = await batchGet<StoredLicensee>(db, licenseNumbers.map(licenseeKey), 'license_number, row_hash, name_tokens');
  return new Map(items.map((item) => [item.license_number, item]));
}

/**
 * The writes that store a licence holder from its line: its name tokens (all put again,
 * since they copy the name and type), deletes of the stored tokens its new name no longer
 * has, and the licence item. Send the tokens first: the licence item carries the row_hash,
 * so an import stopped in between rewrites the line next time instead of calling it unchanged.
 */
export function licenseeWrites(row: LicenseeRow, stored: StoredLicensee | undefined, importedAt: string): { tokens: WriteRequest[]; licensee: WriteRequest } {
  const licensee = toLicensee(row);
  const normalized = normalizeName(licensee.full_name);
  const tokens = nameWords(normalized).map((word) => licenseeNameSk(word, normalized, row.license_number));
  const item = {
    ...licenseeKey(row.license_number),
    ...licensee,
    raw_name: row.raw_name,
    suffix: row.suffix || undefined,
    status: row.status,
    row_hash: row.row_hash,
    name_tokens: tokens,
    imported_at: importedAt,
  };
  const tokenItem = (sk: string) => ({
    ...licenseeNameKey(sk),
    full_name: licensee.full_name,
    license_number: row.license_number,
    type: row.type,
    role: licensee.role,
    source: 'licensee',
  });
  const stale = (stored?.name_tokens ?? []).filter((sk) => !tokens.includes(sk));
  return {
    tokens: [...tokens.map((sk) => ({ PutRequest: { Item: tokenItem(sk) } })), ...stale.map((sk) => ({ DeleteRequest: { Key: licenseeNameKey(sk) } }))],
    licensee: { PutRequest: { Item: item } },
  };
}

/** The licence holders with these numbers (distinct), by BatchGet. */
export async function findLicensees(db: Db, licenseNumbers: string[]): Promise<Map<string, Licensee>> {
  const items = await batchGet<Licensee & Record<string, unknown>>(db, licenseNumbers.map(licenseeKey));
  return new Map(items.map(({ license_number, full_name, type, role, is_active, expires_on }) => [license_number, { license_number, full_name, type, role, is_active, expires_on }]));
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
  /** A licence holder from the Commission's file, or a registered agent who gave the number (agent-licenses.ts). */
  source: 'licensee' | 'agent';
}

/** A query of digits only is a licence number, looked up exactly (a card shows all of it). */
const LICENSE_QUERY = /^\d{4,8}$/;

/** The licence holder with this number, else the registered agent who gave it, as a search result. */
async function findByLicenseNumber(db: Db, licenseNumber: string): Promise<LicenseeMatch[]> {
  const { Item: licensee } = await db.doc.send(new GetCommand({ TableName: db.table, Key: licenseeKey(licenseNumber) }));
  if (licensee) return [{ license_number: licenseNumber, full_name: licensee.full_name, type: licensee.type, role: licensee.role, source: 'licensee' }];
  const agent = await findUserByLicense(db, licenseNumber);
  return agent ? [{ license_number: licenseNumber, full_name: fullName(agent), type: AGENT_LICENSE_TYPE, role: AGENT_ROLE, source: 'agent' }] : [];
}

/** Token items read per Query page, and pages read at most, when other words filter the first's matches. */
const PAGE_FACTOR = 4;
const MAX_PAGES = 5;

/**
 * Name search (data-model §3 "Name search"): one Query on the longest word's 2-character
 * partition with begins_with; the other words must each start a word of the normalised
 * name in the sort key; one result per licence, at most `limit`.
 */
export async function searchLicensees(db: Db, query: string, limit: number): Promise<LicenseeMatch[]> {
  if (LICENSE_QUERY.test(query.trim())) return limit < 1 ? [] : findByLicenseNumber(db, query.trim());
  const words = normalizeName(query).split(' ').filter(Boolean);
  const longest = words.reduce((best, word) => (word.length > best.length ? word : best), '');
  if (longest.length < MIN_SEARCH_WORD || limit < 1) return [];
  const others = words.filter((word) => word !== longest);
  const found = new Map<string, LicenseeMatch>();
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
      const nameWordsOfItem = String(item.sk).split('#')[1]!.split(' ');
      const matches = others.every((word) => nameWordsOfItem.some((nameWord) => nameWord.startsWith(word)));
      if (matches && !found.has(item.license_number) && found.size < limit) {
        const { license_number, full_name, type, role, source } = item;
        found.set(license_number, { license_number, full_name, type, role, source });
      }
    }
    cursor = answer.LastEvaluatedKey;
    if (!cursor) break;
  }
  return [...found.values()];
}
