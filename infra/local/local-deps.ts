import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { createDeps, type Deps } from '../../functions/deps.js';
import { outboxKey } from '../../functions/data/keys.js';
import { createFiles, createS3 } from '../../functions/integrations/files.js';
import { waitForEndpoint } from './endpoint-gate.js';
import { journalTableWrites, type ItemChange, type WithStack } from './journal-capture.js';
import { journalFileWrites } from './journal-files.js';
import type { LocalStore } from './store.js';
import type { Supervisor } from './supervisor.js';
import { lockLocalWrites } from './write-locks.js';

const OUTBOX_PK_PREFIX = outboxKey('').pk;

export interface LocalDepsOptions {
  /** After acknowledged writes were journaled (the runner schedules a snapshot). */
  onJournaled?: () => void;
  /** After a write queued a new message: the table's stream would wake the dispatcher. */
  onNewMessages?: () => void;
  /** The lane of the local write queue this client's writes take (write-lanes.ts). */
  lane?: (client: WithStack) => void;
  /** The settable clock (LOCAL_CLOCK_START, clock.ts); the computer's when not given. */
  now?: () => Date;
}

/**
 * What the local runner's handlers and jobs are given: the store's table and bucket,
 * their requests waiting while the supervisor restores moto, writes to one item one at a
 * time (write-locks.ts), and (on our own moto) every acknowledged write journaled in
 * DATA_DIR before the caller sees its answer.
 */
export function createLocalDeps(store: LocalStore, supervisor: Pick<Supervisor, 'whenUp'>, options: LocalDepsOptions = {}): Deps {
  const { config, journal } = store;
  const deps = createDeps(config);
  const s3 = createS3(config);
  // Our middlewares read plain inputs; the SDK's per-step middleware types do not name that.
  const [table, files] = [deps.db.doc as unknown as WithStack, s3 as unknown as WithStack];
  waitForEndpoint(table, supervisor);
  waitForEndpoint(files, supervisor);
  options.lane?.(table);
  // Writes to one item wait for each other (moto has no isolation: D-198).
  lockLocalWrites(table);
  if (journal) {
    // The read-backs do not wait: after a restart they would read the restored state, not the write's.
    const reader = new DynamoDBClient({ region: config.AWS_REGION, endpoint: config.AWS_ENDPOINT_URL });
    journalTableWrites(table, reader, journal, (changes) => {
      options.onJournaled?.();
      if (changes.some(isNewMessage)) options.onNewMessages?.();
    });
    journalFileWrites(files, createS3(config), journal, `${config.DATA_DIR}/blobs`);
  }
  return { ...deps, now: options.now ?? deps.now, files: createFiles(config, s3) };
}

/** An outbox item as `outboxPuts` inserts it: pending, never tried. */
const isNewMessage = (change: ItemChange) => {
  const item = change.put as { pk?: { S?: string }; status?: { S?: string }; attempts?: { N?: string } } | undefined;
  return !!item?.pk?.S?.startsWith(OUTBOX_PK_PREFIX) && item.status?.S === 'pending' && item.attempts?.N === '0';
};
