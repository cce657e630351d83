import { spawn, type ChildProcess } from 'node:child_process';
import { readEndpointRecord } from '#infra/local/endpoint.js';

// The local stack as `npm start` runs it (infra/local/start.ts), as a process of its own in
// its own process group, for the fault tests and bench:load: they kill it, or its moto, by id.

const root = new URL('../..', import.meta.url).pathname;

export interface StackProcess {
  url: string;
  pid: number;
  /** What it wrote to stderr (its log), for a failing test's message. */
  log: () => string;
  /** moto_server's process id, as DATA_DIR/endpoint.json names it now (it changes on restart). */
  endpointPid: () => Promise<number>;
  /** SIGTERM, as Ctrl-C: it saves and stops moto. */
  stop: () => Promise<void>;
  /** `kill -9` of the whole stack: the runner and its moto (which has its own process group). */
  kill9: () => Promise<void>;
}

/** The environment without an endpoint of its own: the stack starts its own moto. */
export function ownEnv(): NodeJS.ProcessEnv {
  const { AWS_ENDPOINT_URL: _endpoint, ...env } = process.env;
  return env;
}

export async function startStackProcess(options: { port: number; dataDir: string; env?: NodeJS.ProcessEnv }): Promise<StackProcess> {
  const url = `http://localhost:${options.port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], {
    cwd: root,
    env: { ...ownEnv(), PORT: String(options.port), APP_URL: url, DATA_DIR: options.dataDir, ...options.env },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let log = '';
  child.stderr!.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-20_000)));
  const endpointPid = async () => {
    const record = await readEndpointRecord(options.dataDir);
    if (!record?.endpoint_pid) throw new Error('no endpoint.json with endpoint_pid');
    return record.endpoint_pid;
  };
  const kill9 = async () => {
    const moto = await endpointPid().catch(() => undefined);
    await signalAndWait(child, 'SIGKILL');
    if (moto) killQuietly(moto, 'SIGKILL');
  };
  const stack = { url, pid: child.pid!, log: () => log, endpointPid, stop: () => stopChild(child), kill9 };
  try {
    await waitUntilAnswering(`${url}/api/business-info`, child, () => log);
  } catch (error) {
    await kill9();
    throw error;
  }
  return stack;
}

export function killQuietly(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch {
    // already gone
  }
}

async function waitUntilAnswering(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the local stack exited (${child.exitCode}):\n${log()}`);
    const ok = await fetch(url).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the local stack did not answer ${url} within 120 s:\n${log()}`);
}

function signalAndWait(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await signalAndWait(child, 'SIGTERM');
  clearTimeout(timer);
}
