import { appendFileSync, closeSync, existsSync, mkdtempSync, openSync, readSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StringDecoder } from 'node:string_decoder';

// Lines kept in temporary files by name while a long job works, and read back one file at
// a time: what the licence-holder import would otherwise hold for the whole run (D-149).

export interface LineSpill {
  dir: string;
  /** Lines not yet appended to their files, and their length. */
  pending: Map<string, string[]>;
  pendingLength: number;
}

/**
 * Characters held before they are appended to their files: few enough that they die
 * young. Held for longer they outlive two scavenges and fill the old heap with dead
 * strings (at 1 MB the first import's peak was 60 MB higher).
 */
const SPILL_AT = 128 * 1024;
/** Bytes of a file read at a time: its text as one string would be a large object (see licensee-file.ts). */
const READ_BYTES = 32 * 1024;

export const startSpill = (prefix: string): LineSpill => ({ dir: mkdtempSync(join(tmpdir(), prefix)), pending: new Map(), pendingLength: 0 });

/** Removes the files (call it when done, or failed). */
export const endSpill = (spill: LineSpill) => rmSync(spill.dir, { recursive: true, force: true });

/** Appends what is pending to the files. */
export function flushSpill(spill: LineSpill): void {
  for (const [file, lines] of spill.pending) appendFileSync(join(spill.dir, file), `${lines.join('\n')}\n`);
  spill.pending.clear();
  spill.pendingLength = 0;
}

/** Adds a line (no newline in it) to a file; the file's name must be safe in a path. */
export function spillLine(spill: LineSpill, file: string, line: string): void {
  const lines = spill.pending.get(file);
  if (lines) lines.push(line);
  else spill.pending.set(file, [line]);
  spill.pendingLength += line.length;
  if (spill.pendingLength >= SPILL_AT) flushSpill(spill);
}

/** A file's lines in the order they were added (flush first); none for a file never written. */
export function* spilledLines(spill: LineSpill, file: string): Generator<string> {
  const path = join(spill.dir, file);
  if (!existsSync(path)) return;
  // The decoder keeps a UTF-8 character cut between two reads whole.
  const decoder = new StringDecoder('utf8');
  const buffer = Buffer.alloc(READ_BYTES);
  const handle = openSync(path, 'r');
  let carry = '';
  try {
    for (let read = readSync(handle, buffer); read > 0; read = readSync(handle, buffer)) {
      const parts = (carry + decoder.write(buffer.subarray(0, read))).split('\n');
      carry = parts.pop()!;
      for (const line of parts) if (line !== '') yield line;
    }
  } finally {
    closeSync(handle);
  }
  const last = carry + decoder.end();
  if (last !== '') yield last;
}
