import { mkdir, open, readdir, readFile, rm, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import type { StoredObject } from './snapshot-files.js';
import type { StoredItem } from './snapshot-table.js';

/**
 * What one acknowledged write left behind: the items and objects it touched, as they are
 * after it (a put is the whole item, a delete its key). Replaying entries in order is
 * idempotent: it sets each key to the state it had, never re-runs a condition or an ADD.
 */
export interface JournalEntry {
  items?: { table: string; put?: StoredItem; delete?: StoredItem }[];
  objects?: { bucket: string; put?: StoredObject; delete?: string }[];
}

export interface Journal {
  /** Appends the entry and resolves once it is on disk (fsync): only then may the request be answered. */
  append: (entry: JournalEntry) => Promise<void>;
  /** Starts a new file and answers its number: a snapshot taken after this covers every earlier file. */
  cut: () => Promise<number>;
  /** Writes to file `number` or later from now on (the snapshot replays from there, whatever files are left). */
  startAtLeast: (number: number) => Promise<void>;
  /** The entries of files `from` onwards, in order (a torn last line, from a crash mid-write, is skipped). */
  read: (from: number) => Promise<JournalEntry[]>;
  /** Deletes the files before `number` (a snapshot now holds their effects). */
  prune: (number: number) => Promise<void>;
  close: () => Promise<void>;
}

const SUFFIX = '.jsonl';
const fileName = (number: number) => `${String(number).padStart(8, '0')}${SUFFIX}`;

/** DATA_DIR/journal/00000001.jsonl…: one JSON line per acknowledged write. */
export async function openJournal(dataDir: string): Promise<Journal> {
  const dir = join(dataDir, 'journal');
  await mkdir(dir, { recursive: true });
  const numbers = async () =>
    (await readdir(dir))
      .filter((name) => name.endsWith(SUFFIX))
      .map((name) => Number(name.slice(0, -SUFFIX.length)))
      .filter(Number.isInteger)
      .sort((a, b) => a - b);
  let current = ((await numbers()).at(-1) ?? 0) + 1;
  let file: FileHandle = await open(join(dir, fileName(current)), 'a');
  // Group commit: appends that arrive while a flush runs share the next write and fsync.
  let pending: { line: string; done: () => void; fail: (error: unknown) => void }[] = [];
  let flushing: Promise<void> | undefined;

  const flush = async (): Promise<void> => {
    while (pending.length) {
      const batch = pending;
      pending = [];
      try {
        await file.write(batch.map((entry) => entry.line).join(''));
        await file.sync();
        batch.forEach((entry) => entry.done());
      } catch (error) {
        batch.forEach((entry) => entry.fail(error));
      }
    }
    flushing = undefined;
  };

  const switchTo = async (next: number) => {
    const nextFile = await open(join(dir, fileName(next)), 'a');
    while (flushing) await flushing;
    // No await from the check to the swap: every later flush writes to the new file.
    const previous = file;
    [file, current] = [nextFile, next];
    await previous.close();
  };

  return {
    append: (entry) =>
      new Promise<void>((done, fail) => {
        pending.push({ line: `${JSON.stringify(entry)}\n`, done, fail });
        flushing ??= flush();
      }),
    cut: async () => {
      const next = current + 1;
      await switchTo(next);
      return next;
    },
    startAtLeast: async (number) => {
      if (current < number) await switchTo(number);
    },
    read: async (from) => {
      const entries: JournalEntry[] = [];
      for (const number of (await numbers()).filter((n) => n >= from)) {
        const lines = (await readFile(join(dir, fileName(number)), 'utf8')).split('\n');
        for (const line of lines) {
          if (!line) continue;
          try {
            entries.push(JSON.parse(line) as JournalEntry);
          } catch {
            // The tail of a write that a crash cut short: never flushed, so never acknowledged.
          }
        }
      }
      return entries;
    },
    prune: async (number) => {
      await Promise.all((await numbers()).filter((n) => n < number).map((n) => rm(join(dir, fileName(n)), { force: true })));
    },
    close: async () => {
      await flushing;
      await file.close();
    },
  };
}
