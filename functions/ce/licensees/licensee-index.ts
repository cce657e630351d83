import { nameWords } from '#shared/ce.js';
import { decodeRow, entryLicense, nameEntries, namePartition, namesOf, type NameChunk } from '../../data/ce-licensee-rows.js';
import { nameChunkWrites, readNameChunks } from '../../data/ce-licensee-store.js';
import { batchWrite, type Db, type WriteRequest } from '../../data/table.js';
import { endSpill, flushSpill, spilledLines, spillLine, startSpill, type LineSpill } from './line-spill.js';

// The name index's side of a licence-holder import (data-model E12, D-147): what the
// changed rows do to it, then each partition they touch read, changed and written back.

/**
 * What an import's added and changed rows do to the name index. Their new entries are
 * spilled to a temporary file per first letter as they are made, and read back one
 * letter at a time: a first import's ~480k entries held in memory until the index is
 * written raised its peak by 30 to 60 MB (D-149).
 */
export interface NameChanges {
  /** Licences whose row changed: their stored entries are dropped wherever the import rewrites a partition. */
  updated: Set<string>;
  /** Partitions holding a word of an old or a new name. */
  partitions: Set<string>;
  /** The new entries, in a file per first letter. */
  entries: LineSpill;
}

export const startNameChanges = (): NameChanges => ({ updated: new Set(), partitions: new Set(), entries: startSpill('licensee-names-') });

/** Removes the spill files (the import calls it when done, or failed). */
export const endNameChanges = (changes: NameChanges) => endSpill(changes.entries);

/** A row that is new, or changed (`before` is its stored row). */
export function noteChangedRow(changes: NameChanges, text: string, before?: string): void {
  const row = decodeRow(text);
  const { full_name, normalized } = namesOf(row);
  for (const entry of nameEntries(row.license_number, row.type, full_name, normalized)) {
    changes.partitions.add(namePartition(entry));
    spillLine(changes.entries, entry[0]!, entry);
  }
  if (before !== undefined) {
    changes.updated.add(row.license_number);
    for (const word of nameWords(namesOf(decodeRow(before)).normalized)) changes.partitions.add(namePartition(word));
  }
}

/** The new entries whose word starts with this letter, by partition. */
function spilledEntries(changes: NameChanges, letter: string): Map<string, string[]> {
  const byPartition = new Map<string, string[]>();
  for (const entry of spilledLines(changes.entries, letter)) {
    const partition = namePartition(entry);
    const list = byPartition.get(partition);
    if (list) list.push(entry);
    else byPartition.set(partition, [entry]);
  }
  return byPartition;
}

/**
 * A partition's entries after the import: the stored ones but those of changed licences,
 * and the new ones, sorted, each once (a run stopped half way may have stored some).
 * Built in one array: a big partition's copies are what the import's peak memory is made of.
 */
function mergedEntries(stored: NameChunk[], updated: Set<string>, added: string[]): string[] {
  const entries = added;
  for (const chunk of stored) {
    for (const text of chunk.entries.split('\n')) if (!updated.has(entryLicense(text))) entries.push(text);
  }
  entries.sort();
  let kept = 0;
  for (let index = 0; index < entries.length; index++) if (index === 0 || entries[index] !== entries[kept - 1]) entries[kept++] = entries[index]!;
  entries.length = kept;
  return entries;
}

/** Chunk writes sent together: one BatchWriteItem (25 chunks of at most 48 KB), so few are held at once. */
const WRITES_PER_FLUSH = 25;

/**
 * Rewrites the partitions the changes touch: each one's stored entries minus those of
 * changed licences, plus the new rows' entries, sorted and cut into chunks; only chunks
 * that differ are written, one letter's partitions after another.
 * Running it again with the same changes gives the same index: an import stopped half
 * way is finished by the next one.
 */
export async function updateNameIndex(db: Db, changes: NameChanges, onProgress: () => Promise<void>): Promise<void> {
  let writes: WriteRequest[] = [];
  const flush = async () => {
    await batchWrite(db, writes);
    writes = [];
    await onProgress();
  };
  const byLetter = new Map<string, string[]>();
  for (const partition of [...changes.partitions].sort()) byLetter.set(partition[0]!, [...(byLetter.get(partition[0]!) ?? []), partition]);
  flushSpill(changes.entries);
  for (const [letter, partitions] of byLetter) {
    const added = spilledEntries(changes, letter);
    for (const partition of partitions) {
      const stored = await readNameChunks(db, partition);
      writes.push(...nameChunkWrites(partition, stored, mergedEntries(stored, changes.updated, added.get(partition) ?? [])));
      added.delete(partition);
      if (writes.length >= WRITES_PER_FLUSH) await flush();
    }
  }
  await flush();
}
