import type { Deps } from '../deps.js';
import { findStoredLicensees, licenseeWrites, putLicenseeImport, type LicenseeRow } from '../data/licensees.js';
import { batchWrite, type WriteRequest } from '../data/table.js';
import { readLicenseeLines } from './licensee-file.js';

/** Lines looked up and written together: 5 BatchGets of 100, then the writes of the changed ones. */
const LINES_PER_BATCH = 500;
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
  /** After each batch is stored, with the counts so far (the upload job shows them and renews its lease). */
  onProgress?: (soFar: LicenseeImport) => Promise<void>;
}

/**
 * Loads the Commission's licence-holder file (`npm run cli -- import-licensees FILE`,
 * data-model E12) from a stream of its bytes: a licence whose line is new is added,
 * one whose line changed (its row_hash) is rewritten with its name tokens (stale ones
 * deleted), one whose line is the same is left alone. A licence listed twice keeps its
 * first line; the second is a bad line.
 */
export async function importLicensees(deps: Deps, source: AsyncIterable<Buffer | string>, options: ImportOptions = {}): Promise<LicenseeImport> {
  const result: LicenseeImport = { lines: 0, added: 0, updated: 0, unchanged: 0, bad: 0, bad_lines: [] };
  const importedAt = deps.now().toISOString();
  const firstLineOf = new Map<string, number>();
  const addBad = (bad: BadLine) => {
    result.bad++;
    if (result.bad_lines.length < MAX_BAD_LINES_LISTED) result.bad_lines.push(bad);
  };
  let batch: LicenseeRow[] = [];
  for await (const line of readLicenseeLines(source)) {
    result.lines++;
    if ('problem' in line) {
      addBad(line);
      continue;
    }
    const earlier = firstLineOf.get(line.row.license_number);
    if (earlier !== undefined) {
      addBad({ line: line.line, problem: `licence ${line.row.license_number} again (first on line ${earlier})` });
      continue;
    }
    firstLineOf.set(line.row.license_number, line.line);
    batch.push(line.row);
    if (batch.length >= LINES_PER_BATCH) {
      await storeBatch(deps, batch, importedAt, result);
      batch = [];
      await options.onProgress?.(result);
    }
  }
  if (batch.length) await storeBatch(deps, batch, importedAt, result);
  const { bad_lines: _listed, ...counts } = result;
  await putLicenseeImport(deps.db, { imported_at: importedAt, ...counts });
  return result;
}

async function storeBatch(deps: Deps, rows: LicenseeRow[], importedAt: string, result: LicenseeImport): Promise<void> {
  const stored = await findStoredLicensees(
    deps.db,
    rows.map((row) => row.license_number),
  );
  const tokens: WriteRequest[] = [];
  const licensees: WriteRequest[] = [];
  for (const row of rows) {
    const before = stored.get(row.license_number);
    if (before?.row_hash === row.row_hash) {
      result.unchanged++;
      continue;
    }
    if (before) result.updated++;
    else result.added++;
    const writes = licenseeWrites(row, before, importedAt);
    tokens.push(...writes.tokens);
    licensees.push(writes.licensee);
  }
  // Tokens before the licences that list them (licenseeWrites).
  await batchWrite(deps.db, tokens);
  await batchWrite(deps.db, licensees);
}
