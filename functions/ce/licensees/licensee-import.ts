import type { Deps } from '../../deps.js';
import { putLicenseeImport } from '../../data/ce-licensees.js';
import { LICENSEE_BUCKETS, bucketOf, bucketRows, encodeRow, rowHash, rowLicense, sortedRows } from '../../data/ce-licensee-rows.js';
import { licenseeBucketPut, readLicenseeBuckets } from '../../data/ce-licensee-store.js';
import { batchWrite, type WriteRequest } from '../../data/table.js';
import { readLicenseeLines } from './licensee-file.js';
import { endSpill, flushSpill, spilledLines, spillLine, startSpill, type LineSpill } from './line-spill.js';
import { endNameChanges, noteChangedRow, startNameChanges, updateNameIndex, type NameChanges } from './licensee-index.js';

/** Lines read between progress reports (the upload job shows them and renews its lease). */
const PROGRESS_LINES = 5_000;
/** Buckets read together (one BatchGet of 100) and written together (8 BatchWrites of 25, about 8 KB each). */
const BUCKETS_PER_READ = 100;
const BUCKETS_PER_WRITE = 200;
/** Bad lines named in the result; all are counted. */
export const MAX_BAD_LINES_LISTED = 100;

export interface BadLine {
  line: number;
  problem: string;
}

export interface LicenseeImport {
  /** Lines read, bad ones included, blank ones not. */
  lines: number;
  added: number;
  updated: number;
  unchanged: number;
  bad: number;
  /** The first MAX_BAD_LINES_LISTED bad lines. */
  bad_lines: BadLine[];
}

export interface ImportOptions {
  /**
   * Called as the import goes: every 5,000 lines read (`lines` and `bad` grow), after each
   * 100 buckets compared (`added`, `updated`, `unchanged` grow), and while the changes are
   * written (the counts are final, the job renews its lease).
   */
  onProgress?: (soFar: LicenseeImport) => Promise<void>;
}

/**
 * Loads the Commission's licence-holder file (`npm run cli -- import-licensees FILE`,
 * data-model E12, D-147) from a stream of its bytes. The lines are sorted into temporary
 * files by group of buckets as they are read, then each group's buckets are compared with
 * their stored rows: a licence whose line is new is added, one whose line changed (its
 * row_hash) is updated, one whose line is the same is left alone, and stored licences
 * absent from the file are kept. The name index is updated for the added and changed
 * rows, then the changed buckets are written: the buckets carry the row hashes, so an
 * import stopped in between does those rows again next time instead of calling them
 * unchanged. A licence listed twice keeps its first line; the second is a bad line.
 * What waits between the phases waits in files, so the import's memory does not grow
 * with the file (D-149).
 */
export async function importLicensees(deps: Deps, source: AsyncIterable<Buffer | string>, options: ImportOptions = {}): Promise<LicenseeImport> {
  const result: LicenseeImport = { lines: 0, added: 0, updated: 0, unchanged: 0, bad: 0, bad_lines: [] };
  const importedAt = deps.now().toISOString();
  const report = async () => options.onProgress?.(result);
  const spill = startSpill('licensee-import-');
  const changes = startNameChanges();
  try {
    await readRows(source, spill, result, report);
    await compareBuckets({ deps, importedAt, result, report }, spill, changes);
    await updateNameIndex(deps.db, changes, report);
    await writeBuckets(deps, spill, importedAt, report);
  } finally {
    endNameChanges(changes);
    endSpill(spill);
  }
  const { bad_lines: _listed, ...counts } = result;
  await putLicenseeImport(deps.db, { imported_at: importedAt, ...counts });
  return result;
}

/** The spill file of a group of buckets read together; `<line>\t<encoded row>` in file order. */
const groupFile = (group: number) => `rows-${group}`;
/** The spill file of the changed buckets' puts: `<bucket>\t<encoded row>`, each bucket's rows together. */
const WRITES_FILE = 'writes';

function addBad(result: LicenseeImport, bad: BadLine): void {
  result.bad++;
  if (result.bad_lines.length >= MAX_BAD_LINES_LISTED && bad.line > result.bad_lines.at(-1)!.line) return;
  // Repeats are found after the other bad lines, so the list is kept in line order.
  result.bad_lines.splice(result.bad_lines.findLastIndex((listed) => listed.line < bad.line) + 1, 0, bad);
  result.bad_lines.length = Math.min(result.bad_lines.length, MAX_BAD_LINES_LISTED);
}

/** The file's good rows, encoded, into the spill file of their bucket's group; bad lines counted in `result`. */
async function readRows(source: AsyncIterable<Buffer | string>, spill: LineSpill, result: LicenseeImport, report: () => Promise<void>): Promise<void> {
  for await (const line of readLicenseeLines(source)) {
    result.lines++;
    if ('problem' in line) addBad(result, line);
    else spillLine(spill, groupFile(Math.floor(bucketOf(line.row.license_number) / BUCKETS_PER_READ)), `${line.line}\t${encodeRow(line.row)}`);
    if (result.lines % PROGRESS_LINES === 0) await report();
  }
  flushSpill(spill);
}

/** A group's rows by bucket, the first line of each licence; a repeat is a bad line. */
function groupRows(spill: LineSpill, group: number, result: LicenseeImport): Map<number, string[]> {
  const byBucket = new Map<number, string[]>();
  const firstLine = new Map<string, number>();
  for (const record of spilledLines(spill, groupFile(group))) {
    const tab = record.indexOf('\t');
    const line = Number(record.slice(0, tab));
    const text = record.slice(tab + 1);
    const licence = rowLicense(text);
    const earlier = firstLine.get(licence);
    if (earlier !== undefined) {
      addBad(result, { line, problem: `licence ${licence} again (first on line ${earlier})` });
      continue;
    }
    firstLine.set(licence, line);
    const bucket = bucketOf(licence);
    const rows = byBucket.get(bucket);
    if (rows) rows.push(text);
    else byBucket.set(bucket, [text]);
  }
  return byBucket;
}

interface ImportRun {
  deps: Deps;
  importedAt: string;
  result: LicenseeImport;
  report: () => Promise<void>;
}

/** Each group's buckets against their stored rows: the counts, the name changes, and the rows of the buckets that changed spilled. */
async function compareBuckets(run: ImportRun, spill: LineSpill, changes: NameChanges): Promise<void> {
  const { deps, result, report } = run;
  for (let group = 0; group * BUCKETS_PER_READ < LICENSEE_BUCKETS; group++) {
    const fileRows = groupRows(spill, group, result);
    if (!fileRows.size) continue;
    const stored = await readLicenseeBuckets(deps.db, [...fileRows.keys()]);
    for (const [bucket, texts] of fileRows) {
      const rows = bucketRows(stored.get(bucket));
      let isChanged = false;
      for (const text of texts) {
        const before = rows.get(rowLicense(text));
        if (before !== undefined && rowHash(before) === rowHash(text)) {
          result.unchanged++;
          continue;
        }
        if (before === undefined) result.added++;
        else result.updated++;
        noteChangedRow(changes, text, before);
        rows.set(rowLicense(text), text);
        isChanged = true;
      }
      if (isChanged) for (const text of sortedRows(rows)) spillLine(spill, WRITES_FILE, `${bucket}\t${text}`);
    }
    await report();
  }
  flushSpill(spill);
}

/** The changed buckets' puts, read back from their spill file, 200 buckets at a time. */
async function writeBuckets(deps: Deps, spill: LineSpill, importedAt: string, report: () => Promise<void>): Promise<void> {
  let writes: WriteRequest[] = [];
  let bucket = -1;
  let rows: string[] = [];
  const put = () => {
    if (rows.length) writes.push(licenseeBucketPut(bucket, rows.join('\n'), importedAt));
    rows = [];
  };
  for (const record of spilledLines(spill, WRITES_FILE)) {
    const tab = record.indexOf('\t');
    const next = Number(record.slice(0, tab));
    if (next !== bucket) {
      put();
      bucket = next;
      if (writes.length >= BUCKETS_PER_WRITE) {
        await batchWrite(deps.db, writes);
        writes = [];
        await report();
      }
    }
    rows.push(record.slice(tab + 1));
  }
  put();
  await batchWrite(deps.db, writes);
  await report();
}
