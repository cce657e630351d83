import type { Config } from '../../functions/config.js';
import { openEndpoint, type LocalConfig } from './endpoint.js';
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
  /** Saves to DATA_DIR; a no-op on an endpoint we did not start (it keeps its own state). */
  save: () => Promise<SnapshotSummary | undefined>;
  /** Stops moto if we started it. */
  close: () => Promise<void>;
}

/**
 * Opens the endpoint (moto of our own unless AWS_ENDPOINT_URL is set), creates the
 * table, bucket and sender, and restores DATA_DIR's snapshot into a moto of our own.
 * Used by `npm start` and by the CLI when no stack is running.
 */
export async function openLocalStore(config: Config, options: { detached?: boolean } = {}): Promise<LocalStore> {
  let started = Date.now();
  const endpoint = await openEndpoint(config, options);
  const timings: Timings = { endpointMs: endpoint.isOwned ? Date.now() - started : 0, provisionMs: 0 };
  const local: LocalConfig = { ...config, AWS_ENDPOINT_URL: endpoint.url };
  const snapshots = createSnapshotter(local, config.DATA_DIR);
  try {
    started = Date.now();
    await provision(local);
    timings.provisionMs = Date.now() - started;
    if (endpoint.isOwned) timings.restored = await snapshots.restore();
  } catch (error) {
    await endpoint.stop();
    throw error;
  }
  return {
    config: local,
    isOwned: endpoint.isOwned,
    timings,
    save: async () => (endpoint.isOwned ? snapshots.write() : undefined),
    close: endpoint.stop,
  };
}
