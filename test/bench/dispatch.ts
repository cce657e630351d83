// `npm run bench:dispatch`: how long a request's write waits behind a dispatcher tick of N
// messages on the local stack (the lock of local writes (D-198), the journal's fsyncs, moto).
// Its own moto and DATA_DIR, the runner's journaled clients; prints figures, asserts nothing.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { parseConfig } from '#functions/config.js';
import { outboxPuts, type Message } from '#functions/data/outbox.js';
import { transactWrite } from '#functions/data/table.js';
import type { Deps } from '#functions/deps.js';
import { createMailer } from '#functions/integrations/mail.js';
import { createSmsSender } from '#functions/integrations/sms.js';
import { dispatchDue } from '#functions/jobs/dispatch-outbox.js';
import { createLocalDeps } from '#infra/local/local-deps.js';
import { useLocalCredentials } from '#infra/local/endpoint.js';
import { openLocalStore } from '#infra/local/store.js';
import { createWriteLanes } from '#infra/local/write-lanes.js';

const SIZES = (process.env.DISPATCH_SIZES ?? '25,100').split(',').map(Number);
/** A request's write every few ms while the tick runs, as users would make them. */
const REQUEST_EVERY_MS = 10;
const ROUNDS = Number(process.env.DISPATCH_ROUNDS ?? 3);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const describe = (values: number[]) =>
  `n ${String(values.length).padStart(3)}  p50 ${percentile(values, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(values, 95).toFixed(1).padStart(6)} ms  max ${Math.max(...values).toFixed(1).padStart(6)} ms`;

/** Times single writes (a request's) every REQUEST_EVERY_MS until `until` settles. */
async function timeWrites(deps: Deps, until: Promise<unknown>): Promise<number[]> {
  let isDone = false;
  void until.finally(() => (isDone = true));
  const times: number[] = [];
  const inFlight: Promise<void>[] = [];
  let i = 0;
  while (!isDone) {
    const started = performance.now();
    inFlight.push(
      deps.db.doc
        .send(new PutCommand({ TableName: deps.db.table, Item: { pk: `BENCH#${i++}`, sk: 'REQUEST', at: new Date().toISOString() } }))
        .then(() => void times.push(performance.now() - started)),
    );
    await new Promise((resolve) => setTimeout(resolve, REQUEST_EVERY_MS));
  }
  await Promise.all(inFlight);
  return times;
}

async function queueMessages(deps: Deps, count: number): Promise<void> {
  const messages: Message[] = Array.from({ length: count }, (_, i) =>
    i % 2 ? { channel: 'email', to: `bench${i}@example.com`, subject: 'Bench', text: 'A bench message.' } : { channel: 'sms', to: `+1832555${String(1000 + i)}`, subject: '', text: 'A bench message.' },
  );
  for (let i = 0; i < messages.length; i += 25) await transactWrite(deps.db, outboxPuts(deps.db, messages.slice(i, i + 25), deps.now()));
}

async function main(): Promise<void> {
  useLocalCredentials();
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-bench-dispatch-'));
  const config = parseConfig({ ...process.env, AWS_ENDPOINT_URL: '', APP_ENV: 'test', DATA_DIR: dataDir, TABLE_NAME: 'bench-dispatch' });
  const store = await openLocalStore(config);
  try {
    // As the runner gives them (local-stack.ts): the requests' client, and the jobs' own.
    const lanes = createWriteLanes();
    const supervisor = { whenUp: async () => undefined };
    const deps = createLocalDeps(store, supervisor, { lane: lanes.requests });
    const jobDeps = createLocalDeps(store, supervisor, { lane: lanes.jobs });
    const senders = { email: createMailer(store.config), sms: createSmsSender(store.config) };
    await timeWrites(deps, sleep(300)); // warm the clients
    for (let round = 1; round <= ROUNDS; round++) {
      for (const size of SIZES) {
        await queueMessages(deps, size);
        const started = performance.now();
        const log = console.log;
        console.log = () => undefined; // the dispatcher's line per message
        const tick = dispatchDue(jobDeps, senders).finally(() => (console.log = log));
        const during = await timeWrites(deps, tick);
        const { sent } = await tick;
        const ms = performance.now() - started;
        // The same writes for as long with no dispatcher: the machine's own noise.
        const idle = await timeWrites(deps, sleep(ms));
        log(`round ${round}, tick of ${String(size).padStart(3)} (${ms.toFixed(0).padStart(5)} ms, sent ${sent}): during ${describe(during)} | alone ${describe(idle)}`);
      }
    }
  } finally {
    await store.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
