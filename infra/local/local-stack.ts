import { mkdir, watch } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Config } from '../../functions/config.js';
import type { Deps } from '../../functions/deps.js';
import type { Route } from '../../functions/route-table.js';
import { createMailer } from '../../functions/integrations/mail.js';
import { createSmsSender } from '../../functions/integrations/sms.js';
import { findLiveStack, removeEndpointRecord, SNAPSHOT_REQUEST, writeEndpointRecord } from './endpoint.js';
import { createGateway, listenGateway } from './gateway.js';
import { createLocalJobs } from './jobs.js';
import { createLocalDeps } from './local-deps.js';
import { createJobLoader } from './modules.js';
import { createSerialTask } from './serial-task.js';
import type { SnapshotSummary } from './snapshot.js';
import { openLocalStore, type LocalStore } from './store.js';
import { superviseEndpoint, type Supervisor } from './supervisor.js';
import { createWriteLanes } from './write-lanes.js';

export const DEFAULT_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
/**
 * Locally the jobs the table's stream wakes in AWS (product/platform.md §7) run after the writes
 * that make their items: the dispatch when a write queued a message (the journal sees it),
 * the licence-holder import after an import is queued (not after every write: on moto each
 * of its index Queries reads the table).
 */
const streamJobsAfter = (route: Route) => (route.handler === 'ce/post-ce-licensee-imports' ? ['import-licensees'] : []);
/** The CLI's writes (not journaled) are saved by a snapshot soon after it asks. */
const SNAPSHOT_DELAY_MS = 1000;
/**
 * Journaled writes are safe on disk already: a snapshot only cuts the journal, at most
 * this often, so a busy stack does not scan moto after every burst (D-165).
 */
const SNAPSHOT_EVERY_MS = 30_000;

export interface LocalStack {
  url: string;
  store: LocalStore;
  /** What the handlers and jobs are given (journaled, waiting through restarts). */
  deps: Deps;
  supervisor: Supervisor;
  /** Stops serving, waits for jobs, writes the final snapshot and stops moto. */
  stop: () => Promise<SnapshotSummary | undefined>;
}

/** The whole product on one machine (product/platform.md §5); `npm start` prints and stops it. */
export async function startLocalStack(config: Config, options: { distDir?: string; now?: () => Date } = {}): Promise<LocalStack> {
  await mkdir(config.DATA_DIR, { recursive: true });
  const other = await findLiveStack(config.DATA_DIR);
  if (other && other.pid !== process.pid) {
    throw new Error(`Another local stack (pid ${other.pid}) is using DATA_DIR ${config.DATA_DIR}; stop it or set another DATA_DIR.`);
  }
  const store = await openLocalStore(config, { detached: true });
  try {
    return await serve(store, options.distDir ?? DEFAULT_DIST_DIR, options.now);
  } catch (error) {
    await store.close();
    throw error;
  }
}

async function serve(store: LocalStore, distDir: string, now: (() => Date) | undefined): Promise<LocalStack> {
  const { config } = store;
  const logError = (msg: string) => (error: unknown) => console.error(JSON.stringify({ level: 'error', msg, error: String(error) }));
  const record = {
    endpoint: config.AWS_ENDPOINT_URL,
    pid: process.pid,
    endpoint_pid: store.process?.pid(),
    is_owned: store.isOwned,
    table: config.TABLE_NAME,
    bucket: config.FILES_BUCKET,
    app_url: config.APP_URL,
    started_at: new Date().toISOString(),
  };
  const supervisor = superviseEndpoint(store, {
    onRecovered: () => void writeEndpointRecord(config.DATA_DIR, { ...record, endpoint_pid: store.process?.pid() }).catch(logError('endpoint record')),
  });
  let lastSave: { summary?: SnapshotSummary; error?: unknown } = {};
  const save = async () => {
    await supervisor.whenUp();
    const epoch = supervisor.epoch();
    const assertCurrent = () => {
      if (!supervisor.isUp() || supervisor.epoch() !== epoch) throw new Error('moto_server restarted during the snapshot; the previous snapshot and the journal are kept');
    };
    try {
      lastSave = { summary: await store.save(assertCurrent) };
    } catch (error) {
      lastSave = { error };
      throw error;
    }
  };
  const snapshots = createSerialTask(save, logError('snapshot'), SNAPSHOT_DELAY_MS);
  let journalTimer: NodeJS.Timeout | undefined;
  const snapshotSoon = () => {
    journalTimer ??= setTimeout(() => {
      journalTimer = undefined;
      snapshots.trigger();
    }, SNAPSHOT_EVERY_MS);
  };
  const lanes = createWriteLanes();
  const journaled = { onJournaled: snapshotSoon, onNewMessages: () => jobs.trigger('dispatch-outbox'), now };
  const deps = createLocalDeps(store, supervisor, { ...journaled, lane: lanes.requests });
  const jobs = createLocalJobs({
    // Their own clients: a job's writes give way to the requests' (D-187).
    context: { deps: createLocalDeps(store, supervisor, { ...journaled, lane: lanes.jobs }), senders: { email: createMailer(config), sms: createSmsSender(config) } },
    loadJob: createJobLoader(),
    // Jobs write through the journal too; a job on another client (none today) would still be saved.
    onChanged: store.journal ? snapshotSoon : snapshots.schedule,
  });
  const server = createGateway({
    deps,
    distDir,
    health: supervisor,
    onWrite: (route) => {
      for (const job of streamJobsAfter(route)) jobs.trigger(job);
      // Without a journal (AWS_ENDPOINT_URL) the endpoint keeps its own data; nothing to save.
      if (!store.journal) snapshots.schedule();
    },
  });
  const listening = await listenGateway(server, config.PORT, config.APP_URL);
  await writeEndpointRecord(config.DATA_DIR, record).catch(async (error: unknown) => {
    await listening.close();
    supervisor.stop();
    throw error;
  });
  const watcher = new AbortController();
  // The CLI wrote without the journal: snapshot soon, and send what it queued.
  void watchSnapshotRequests(config.DATA_DIR, watcher.signal, () => {
    snapshots.schedule();
    jobs.trigger('dispatch-outbox');
  });
  jobs.start();

  return {
    url: config.APP_URL,
    store,
    deps,
    supervisor,
    stop: async () => {
      try {
        watcher.abort();
        clearTimeout(journalTimer);
        await listening.close();
        await jobs.stop();
        // Before the last snapshot, so no CLI starts writing to a moto about to stop.
        await removeEndpointRecord(config.DATA_DIR);
        await snapshots.flush();
      } finally {
        supervisor.stop();
        await store.close();
      }
      if (lastSave.error) throw lastSave.error;
      return lastSave.summary;
    },
  };
}

/** The CLI touches DATA_DIR/snapshot-request after it changed this stack's data. */
async function watchSnapshotRequests(dataDir: string, signal: AbortSignal, onRequest: () => void): Promise<void> {
  try {
    for await (const change of watch(dataDir, { signal })) if (change.filename === SNAPSHOT_REQUEST) onRequest();
  } catch (error) {
    if ((error as Error).name !== 'AbortError') console.error(JSON.stringify({ level: 'error', msg: 'watch', error: String(error) }));
  }
}
