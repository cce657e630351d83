import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashPassword } from '#functions/auth/passwords.js';
import { getConfig } from '#functions/config.js';
import { createDeps } from '#functions/deps.js';
import { newId } from '#functions/data/ids.js';
import { createUser } from '#functions/data/users.js';
import { readEndpointRecord, requestSnapshot, useLocalCredentials } from '#infra/local/endpoint.js';
import { freePort } from '#infra/local/moto.js';
import { killQuietly, ownEnv, startStackProcess } from '#test/support/stack-process.js';

// The local stack as `npm start` runs it, in a process group of its own, for bench:load.

const root = new URL('../..', import.meta.url).pathname;

export interface BenchStack {
  url: string;
  dataDir: string;
  /** The runner's and its moto's process ids: the bench checks neither is left. */
  pids: number[];
  /** The stack's log (stderr). */
  log: () => string;
  stop: () => Promise<void>;
}

/** `npm start` on a free port and a fresh DATA_DIR, as `npm start` runs (APP_ENV=development: full password cost). */
export async function startBenchStack(): Promise<BenchStack> {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-bench-'));
  const stack = await startStackProcess({ port: await freePort(), dataDir, env: { APP_ENV: 'development' } }).catch(async (error: unknown) => {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  });
  const pids = [stack.pid, await stack.endpointPid()];
  const kill = () => pids.forEach((pid) => killQuietly(pid, 'SIGKILL'));
  process.once('exit', kill);
  return {
    url: stack.url,
    dataDir,
    pids,
    log: stack.log,
    stop: async () => {
      await stack.stop();
      process.off('exit', kill);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** `npm run cli -- <args>` against the running stack. */
export function runCli(dataDir: string, ...args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'infra/cli.ts', ...args], {
      cwd: root,
      env: { ...ownEnv(), DATA_DIR: dataDir },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`cli ${args.join(' ')} exited with ${code}`))));
  });
}

/** Active agents of the bench's own (generated names and phones), all with one password hashed once. */
export async function createBenchAgents(dataDir: string, count: number, password: string): Promise<string[]> {
  const record = await readEndpointRecord(dataDir);
  if (!record) throw new Error('no running stack in DATA_DIR');
  useLocalCredentials();
  const config = { ...getConfig(), AWS_ENDPOINT_URL: record.endpoint, TABLE_NAME: record.table, FILES_BUCKET: record.bucket, APP_URL: record.app_url };
  const deps = createDeps(config);
  const hash = await hashPassword(password);
  const now = new Date();
  const phones: string[] = [];
  for (let i = 0; i < count; i++) {
    const phone = `832555${String(1000 + i).padStart(4, '0')}`;
    await createUser(
      deps.db,
      {
        id: newId(),
        first_name: 'Bench',
        last_name: `Agent ${i + 1}`,
        email: `bench.agent${i + 1}@example.com`,
        phone,
        company: 'Bench Realty',
        approved: true,
        active: true,
        password_hash: hash,
        email_verified_at: now.toISOString(),
        phone_verified_at: now.toISOString(),
      },
      now,
    );
    phones.push(phone);
  }
  await requestSnapshot(dataDir);
  return phones;
}
