import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../../functions/config.js';
import { TEMP_SUFFIX, writeFileAtomic } from './atomic-file.js';
import type { Journal } from './journal.js';
import { journalBlobs, replayJournal, type ReplaySummary } from './journal-replay.js';
import { loadObjects, removeUnusedBlobs, saveObjects, type StoredObject } from './snapshot-files.js';
import { putItems, scanTable, type StoredItem } from './snapshot-table.js';

export type SnapshotTarget = Pick<Config, 'AWS_REGION' | 'TABLE_NAME' | 'FILES_BUCKET'> & { AWS_ENDPOINT_URL: string };

/** DATA_DIR/snapshot.json: every item of the table and the list of the bucket's objects. */
interface Snapshot {
  version: 1;
  written_at: string;
  table: string;
  bucket: string;
  items: StoredItem[];
  objects: StoredObject[];
  /** The first journal file written after the scan began: files before it are in this snapshot. */
  journal?: number;
}

export interface SnapshotSummary {
  items: number;
  objects: number;
  ms: number;
  /** On restore: the journal's entries applied on top. */
  replayed?: ReplaySummary;
}

export interface Snapshotter {
  /** Loads DATA_DIR's snapshot into the (fresh) table and bucket; undefined when there is none. */
  restore: () => Promise<SnapshotSummary | undefined>;
  /**
   * Replaces DATA_DIR's snapshot with the table's and bucket's current content.
   * `assertCurrent` throws when the content read is not to be trusted (the endpoint restarted meanwhile).
   */
  write: (assertCurrent?: () => void) => Promise<SnapshotSummary>;
}

export const snapshotFile = (dataDir: string) => join(dataDir, 'snapshot.json');

/**
 * moto keeps its state in memory only, so the local runner copies it to DATA_DIR.
 * The snapshot file is replaced atomically and blobs are removed only once the new
 * snapshot is in place, so a crash at any point leaves a complete snapshot behind.
 */
export function createSnapshotter(target: SnapshotTarget, dataDir: string, journal?: Journal): Snapshotter {
  const client = { region: target.AWS_REGION, endpoint: target.AWS_ENDPOINT_URL };
  const dynamo = new DynamoDBClient(client);
  const s3 = new S3Client({ ...client, forcePathStyle: true });
  const blobDir = join(dataDir, 'blobs');
  let savedObjects: StoredObject[] = [];

  return {
    restore: async () => {
      const started = Date.now();
      await removeTempFiles([dataDir, blobDir]);
      const snapshot = await readSnapshot(dataDir);
      if (snapshot) {
        await Promise.all([
          putItems(dynamo, target.TABLE_NAME, snapshot.items),
          loadObjects(s3, target.FILES_BUCKET, blobDir, snapshot.objects),
        ]);
        savedObjects = snapshot.objects;
      }
      const entries = journal ? await journal.read(snapshot?.journal ?? 0) : [];
      // Even if the journal's files were removed by hand, new writes must land where the next restore reads.
      await journal?.startAtLeast(snapshot?.journal ?? 0);
      const replayed = entries.length ? await replayJournal(dynamo, s3, blobDir, entries) : undefined;
      if (!snapshot && !replayed) return undefined;
      return { items: snapshot?.items.length ?? 0, objects: snapshot?.objects.length ?? 0, ms: Date.now() - started, replayed };
    },
    write: async (assertCurrent) => {
      const started = Date.now();
      await mkdir(dataDir, { recursive: true });
      // Writes acknowledged from here on go to a new journal file, which the next restore replays.
      const cut = await journal?.cut();
      const [items, objects] = await Promise.all([
        scanTable(dynamo, target.TABLE_NAME),
        saveObjects(s3, target.FILES_BUCKET, blobDir, savedObjects),
      ]);
      const snapshot: Snapshot = {
        version: 1,
        written_at: new Date().toISOString(),
        table: target.TABLE_NAME,
        bucket: target.FILES_BUCKET,
        items,
        objects,
        journal: cut,
      };
      assertCurrent?.();
      await writeFileAtomic(snapshotFile(dataDir), JSON.stringify(snapshot));
      savedObjects = objects;
      if (journal && cut !== undefined) await journal.prune(cut);
      const pending = journal && cut !== undefined ? journalBlobs(await journal.read(cut)) : [];
      await removeUnusedBlobs(blobDir, [...objects, ...pending], started);
      return { items: items.length, objects: objects.length, ms: Date.now() - started };
    },
  };
}

/** A snapshot that cannot be read stops start-up: carrying on would overwrite it with nothing. */
async function readSnapshot(dataDir: string): Promise<Snapshot | undefined> {
  const path = snapshotFile(dataDir);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  let snapshot: Snapshot;
  try {
    snapshot = JSON.parse(text) as Snapshot;
  } catch (error) {
    throw new Error(`The snapshot ${path} is not valid JSON (${(error as Error).message}); move it away to start empty.`);
  }
  if (snapshot.version !== 1 || !Array.isArray(snapshot.items) || !Array.isArray(snapshot.objects)) {
    throw new Error(`The snapshot ${path} has an unknown format; move it away to start empty.`);
  }
  return snapshot;
}

/** Temp files of writes a crash interrupted; only called at start, when nothing else writes here. */
async function removeTempFiles(dirs: string[]): Promise<void> {
  for (const dir of dirs) {
    const names = await readdir(dir).catch(() => [] as string[]);
    await Promise.all(names.filter((name) => name.endsWith(TEMP_SUFFIX)).map((name) => rm(join(dir, name), { force: true })));
  }
}
