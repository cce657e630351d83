import type { Deps } from '../deps.js';
import { putLicenseeImport } from '../data/licensees.js';
import { LICENSEE_BUCKETS, bucketOf, bucketRows, encodeRow, joinBucket, rowHash, rowLicense } from '../data/licensee-rows.js';
import { licenseeBucketPut, readLicenseeBuckets } from '../data/licensee-store.js';
import { batchWrite, type WriteRequest } from '../data/table.js';
import { readLicenseeLines } from './licensee-file.js';
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
 * data-model E12, D-147) from a stream of its bytes. The lines are read into a compact
 * map by bucket (about 20 MB for 200k), then each bucket is compared with its stored
 * rows: a licence whose line is new is added, one whose line changed (its row_hash) is
 * updated, one whose line is the same is left alone, and stored licences absent from
 * the file are kept. The name index is updated for the added and changed rows, then the
 * changed buckets are written: the buckets carry the row hashes, so an import stopped
 * in between does those rows again next time instead of calling them unchanged. A
 * licence listed twice keeps its first line; the second is a bad line.
 */
export async function importLicensees(deps: Deps, source: AsyncIterable<Buffer | string>, options: ImportOptions = {}): Promise<LicenseeImport> {
  const result: LicenseeImport = { lines: 0, added: 0, updated: 0, unchanged: 0, bad: 0, bad_lines: [] };
  const importedAt = deps.now().toISOString();
  const report = async () => options.onProgress?.(result);
  const fileRows = await readRows(source, result, report);
  const changes = startNameChanges();
  try {
    const bucketWrites = await compareBuckets({ deps, importedAt, result, report }, fileRows, changes);
    await updateNameIndex(deps.db, changes, report);
    for (let start = 0; start < bucketWrites.length; start += BUCKETS_PER_WRITE) {
      await batchWrite(deps.db, bucketWrites.slice(start, start + BUCKETS_PER_WRITE));
      await report();
    }
  } finally {
    endNameChanges(changes);
  }
  const { bad_lines: _listed, ...counts } = result;
  await putLicenseeImport(deps.db, { imported_at: importedAt, ...counts });
  return result;
}

/** The file's good rows, encoded, by bucket; bad lines and repeated licences counted in `result`. */
async function readRows(source: AsyncIterable<Buffer | string>, result: LicenseeImport, report: () => Promise<void>): Promise<Map<number, string[]>> {
  const byBucket = new Map<number, { rows: string[]; lines: number[] }>();
  const addBad = (bad: BadLine) => {
    result.bad++;
    if (result.bad_lines.length < MAX_BAD_LINES_LISTED) result.bad_lines.push(bad);
  };
  for await (const line of readLicenseeLines(source)) {
    result.lines++;
    if ('problem' in line) {
      addBad(line);
    } else {
      const licence = line.row.license_number;
      const bucket = byBucket.get(bucketOf(licence)) ?? { rows: [], lines: [] };
      byBucket.set(bucketOf(licence), bucket);
      // A repeat is looked for among its bucket's hundred rows: a map of every licence would hold 15 MB more.
      const earlier = bucket.rows.findIndex((text) => text.length > licence.length && text[licence.length] === '\t' && text.startsWith(licence));
      if (earlier >= 0) {
        addBad({ line: line.line, problem: `licence ${licence} again (first on line ${bucket.lines[earlier]})` });
      } else {
        bucket.rows.push(encodeRow(line.row));
        bucket.lines.push(line.line);
      }
    }
    if (result.lines % PROGRESS_LINES === 0) await report();
  }
  return new Map([...byBucket].map(([number, bucket]) => [number, bucket.rows]));
}

interface ImportRun {
  deps: Deps;
  importedAt: string;
  result: LicenseeImport;
  report: () => Promise<void>;
}

/** Each bucket of the file against its stored rows: the counts, the name changes, and the puts of the buckets that changed. */
async function compareBuckets(run: ImportRun, fileRows: Map<number, string[]>, changes: NameChanges): Promise<WriteRequest[]> {
  const { deps, importedAt, result, report } = run;
  const bucketWrites: WriteRequest[] = [];
  for (let first = 0; first < LICENSEE_BUCKETS; first += BUCKETS_PER_READ) {
    const buckets = Array.from({ length: Math.min(BUCKETS_PER_READ, LICENSEE_BUCKETS - first) }, (_, index) => first + index).filter((bucket) => fileRows.has(bucket));
    if (!buckets.length) continue;
    const stored = await readLicenseeBuckets(deps.db, buckets);
    for (const bucket of buckets) {
      const rows = bucketRows(stored.get(bucket));
      let isChanged = false;
      for (const text of fileRows.get(bucket)!) {
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
      fileRows.delete(bucket);
      if (isChanged) bucketWrites.push(licenseeBucketPut(bucket, joinBucket(rows), importedAt));
    }
    await report();
  }
  return bucketWrites;
}
