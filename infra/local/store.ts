import type { Config } from '../../functions/config.js';
import type { EndpointProcess } from './endpoint-process.js';
import { openEndpoint, type LocalConfig } from './endpoint.js';
import { openJournal, type Journal } from './journal.js';
import { provision } from './provision.js';
import { createSnapshotter, type SnapshotSummary } from './snapshot.js';

export interface Timings {
  /** Starting moto_server; 0 when AWS_ENDPOINT_URL was given. */
  endpointMs: number;
  provisionMs: number;
  restored?: SnapshotSummary;
}

/** The local data: an endpoint, provisioned, holding DATA_DIR's data. */
export interface LocalStore {
  config: LocalConfig;
  isOwned: boolean;
  timings: Timings;
  /** Our moto's journal of acknowledged writes (undefined on an endpoint we did not start). */
  journal?: Journal;
  /** Our moto's process (undefined on an endpoint we did not start). */
  process?: EndpointProcess;
  /** Saves to DATA_DIR; a no-op on an endpoint we did not start (it keeps its own state). */
  save: (assertCurrent?: () => void) => Promise<SnapshotSummary | undefined>;
  /** Starts another moto on the same port and restores the snapshot and the journal into it. */
  recover: () => Promise<SnapshotSummary | undefined>;
  /** Stops moto if we started it. */
  close: () => Promise<void>;
}

/**
 * Opens the endpoint (moto of our own unless AWS_ENDPOINT_URL is set), creates the
 * table, bucket and sender, and restores DATA_DIR's snapshot, then the journal's writes
 * made after it, into a moto of our own. Used by `npm start` and by the CLI when no stack runs.
 */
export async function openLocalStore(config: Config, options: { detached?: boolean } = {}): Promise<LocalStore> {
  let started = Date.now();
  const endpoint = await openEndpoint(config, options);
  const timings: Timings = { endpointMs: endpoint.isOwned ? Date.now() - started : 0, provisionMs: 0 };
  const local: LocalConfig = { ...config, AWS_ENDPOINT_URL: endpoint.url };
  let journal: Journal | undefined;
  try {
    journal = endpoint.isOwned ? await openJournal(config.DATA_DIR) : undefined;
    started = Date.now();
    await provision(local);
    timings.provisionMs = Date.now() - started;
  } catch (error) {
    await journal?.close();
    await endpoint.stop();
    throw error;
  }
  const snapshots = createSnapshotter(local, config.DATA_DIR, journal);
  try {
    if (endpoint.isOwned) timings.restored = await snapshots.restore();
  } catch (error) {
    await journal?.close();
    await endpoint.stop();
    throw error;
  }
  return {
    config: local,
    isOwned: endpoint.isOwned,
    timings,
    journal,
    process: endpoint.process,
    save: async (assertCurrent) => (endpoint.isOwned ? snapshots.write(assertCurrent) : undefined),
    recover: async () => {
      if (!endpoint.process) return undefined;
      await endpoint.process.restart();
      await provision(local);
      return snapshots.restore();
    },
    close: async () => {
      try {
        await endpoint.stop();
      } finally {
        await journal?.close();
      }
    },
  };
}
