import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashPassword } from '../../functions/auth/passwords.js';
import { getConfig } from '../../functions/config.js';
import { createDeps } from '../../functions/deps.js';
import { newId } from '../../functions/data/ids.js';
import { createUser } from '../../functions/data/users.js';
import { readEndpointRecord, requestSnapshot, useLocalCredentials } from '../../infra/local/endpoint.js';
import { freePort } from '../../infra/local/moto.js';

// The local stack as `npm start` runs it, in a process group of its own, for bench:load.

const root = new URL('../..', import.meta.url).pathname;

/** This environment without an endpoint of its own: the stack starts its own moto. */
function ownEnv(): NodeJS.ProcessEnv {
  const { AWS_ENDPOINT_URL: _endpoint, ...env } = process.env;
  return env;
}

export interface BenchStack {
  url: string;
  dataDir: string;
  pid: number;
  stop: () => Promise<void>;
}

/** `node --import tsx infra/local/start.ts` on a free port and a fresh DATA_DIR; answers once /api answers. */
export async function startBenchStack(): Promise<BenchStack> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-bench-'));
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], {
    cwd: root,
    env: { ...ownEnv(), PORT: String(port), APP_URL: url, DATA_DIR: dataDir, APP_ENV: 'development' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const killGroup = () => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  process.once('exit', killGroup);
  const stop = async () => {
    await stopChild(child);
    killGroup();
    process.off('exit', killGroup);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${url}/api/business-info`, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, dataDir, pid: child.pid!, stop };
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the local stack exited (${child.exitCode})`);
    const ok = await fetch(url).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the local stack did not answer ${url} within 120 s`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
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
