import { displayLicenseeName, nameWords, normalizeName } from '#shared/ce.js';

// The packed forms of licence data (data-model §3 "Licence holders, packed", D-147):
// moto and DynamoDB both charge per item far more than per byte, so a licence is a line
// in a bucket item and a name word a line in a chunk item, never an item of its own.

/** One line of the Commission's licence-holder file, the columns we keep (product/rules.md "Licence-holder file"). */
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
  /** The first 16 hex digits of the SHA-1 of the raw line: a re-import rewrites a licence only when its line changed. */
  row_hash: string;
}

/**
 * Buckets the licences are spread over by a hash of the number: about 100 rows (8 KB) each
 * for the Commission's 200k, and room for 20 times that before a bucket nears DynamoDB's
 * 400 KB. Changing it moves every licence: the next import would rewrite them all.
 */
export const LICENSEE_BUCKETS = 2048;

/** FNV-1a (32 bits) of a string: fast, stable across runtimes, spreads licence numbers evenly. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return hash >>> 0;
}

export const bucketOf = (licenseNumber: string) => fnv1a(licenseNumber) % LICENSEE_BUCKETS;

// A row is its fields joined by tabs; a bucket its rows joined by newlines, in number
// order. The file's fields never hold either: it is split on both.
const ROW_FIELDS = ['license_number', 'type', 'raw_name', 'suffix', 'status', 'expiration', 'row_hash'] as const;

export const encodeRow = (row: LicenseeRow) => ROW_FIELDS.map((field) => row[field]).join('\t');

export function decodeRow(text: string): LicenseeRow {
  const [license_number = '', type = '', raw_name = '', suffix = '', status = '', expiration = '', row_hash = ''] = text.split('\t');
  return { license_number, type, raw_name, suffix, status, expiration, row_hash };
}

/** The licence number of an encoded row, without decoding the rest. */
export const rowLicense = (text: string) => text.slice(0, text.indexOf('\t'));
/** The row hash of an encoded row (its last field). */
export const rowHash = (text: string) => text.slice(text.lastIndexOf('\t') + 1);

/** A bucket's stored rows by licence number. */
export function bucketRows(rows: string | undefined): Map<string, string> {
  const byLicense = new Map<string, string>();
  if (rows) for (const text of rows.split('\n')) byLicense.set(rowLicense(text), text);
  return byLicense;
}

/** A bucket's rows in number order, as it is stored. */
export const sortedRows = (rows: Map<string, string>) => [...rows.keys()].sort().map((licence) => rows.get(licence)!);

// The name index: one entry per word of 2+ characters of a licence holder's normalised
// name, `<word>#<normalised name>#<licence>` (its key, as the old per-word sort key was)
// then the display name and the type, tab-separated. Entries live in the chunk items of
// their word's 2-character partition, sorted by key.

export interface NameEntry {
  key: string;
  word: string;
  normalized: string;
  license_number: string;
  full_name: string;
  type: string;
}

/** The partition of a word: its first 2 characters. */
export const namePartition = (word: string) => word.slice(0, 2);

/** The display name and its normalised form of a row, as the index and every reader shows it. */
export function namesOf(row: Pick<LicenseeRow, 'raw_name' | 'suffix'>): { full_name: string; normalized: string } {
  const full_name = displayLicenseeName(row.raw_name, row.suffix);
  return { full_name, normalized: normalizeName(full_name) };
}

/** A row's index entries, one per word. */
export function nameEntries(licenseNumber: string, type: string, fullName: string, normalized: string): string[] {
  // join makes one flat string; a template would keep the parts as a tree until first read.
  return nameWords(normalized).map((word) => [[word, normalized, licenseNumber].join('#'), fullName, type].join('\t'));
}

export function parseEntry(text: string): NameEntry {
  const [key = '', full_name = '', type = ''] = text.split('\t');
  const [word = '', normalized = '', license_number = ''] = key.split('#');
  return { key, word, normalized, license_number, full_name, type };
}

/** The licence number of an entry, without parsing the rest. */
export function entryLicense(text: string): string {
  const end = text.indexOf('\t');
  return text.slice(text.lastIndexOf('#', end) + 1, end);
}

/** A chunk's bounds: it is cut once past MIN and at an entry whose key hashes to 0 mod CUT_EVERY, or at MAX. */
const MIN_CHUNK_BYTES = 16_000;
const MAX_CHUNK_BYTES = 48_000;
const CUT_EVERY = 64;

export interface NameChunk {
  /** Its last entry's key: the sort key, so `sk >= word` finds the first chunk that may hold the word. */
  last: string;
  entries: string;
}

/**
 * Cuts a partition's sorted entries into chunks of 16 to 48 KB. The cuts depend on the
 * entries around them, not on their position, so adding or removing a few entries
 * changes the chunks that hold them and leaves the others as stored (a re-import
 * rewrites few). Length counts UTF-16 units, near enough to bytes for these names.
 */
export function chunkEntries(sorted: string[]): NameChunk[] {
  const chunks: NameChunk[] = [];
  let start = 0;
  let size = 0;
  for (let index = 0; index < sorted.length; index++) {
    const text = sorted[index]!;
    size += text.length + 1;
    const key = text.slice(0, text.indexOf('\t'));
    const isLast = index === sorted.length - 1;
    if (isLast || size >= MAX_CHUNK_BYTES || (size >= MIN_CHUNK_BYTES && fnv1a(key) % CUT_EVERY === 0)) {
      chunks.push({ last: key, entries: sorted.slice(start, index + 1).join('\n') });
      start = index + 1;
      size = 0;
    }
  }
  return chunks;
}
