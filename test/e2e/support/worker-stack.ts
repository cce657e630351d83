import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base } from '@playwright/test';

// Each Playwright worker runs its own whole stack (`npm start`: moto, gateway, jobs) on its own
// port and data directory, so spec files run two at a time without seeing each other's data.
// Worker i listens on E2E_PORT + i (3210 by default); a worker restarted after a failure gets
// the same index, and a fresh stack.

const root = new URL('../../..', import.meta.url).pathname;
const STARTED_WITHIN_MS = 120_000;
const STOPPED_WITHIN_MS = 30_000;

export interface WorkerStack {
  url: string;
  dataDir: string;
}

export const test = base.extend<object, { stack: WorkerStack }>({
  stack: [
    // Playwright reads the fixtures a fixture needs from its first parameter: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const port = Number(process.env.E2E_PORT ?? 3210) + workerInfo.parallelIndex;
      const url = `http://localhost:${port}`;
      // clock-sweep.sh gives a fresh directory per instant: each worker takes its own inside it.
      const dataDir = mkdtempSync(join(process.env.E2E_DATA_DIR ?? tmpdir(), 'portal-e2e-'));
      const server = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], {
        cwd: root,
        env: { ...process.env, PORT: String(port), APP_URL: url, DATA_DIR: dataDir, APP_ENV: 'test' },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      server.stderr!.on('data', (chunk: Buffer) => process.stderr.write(`[stack ${port}] ${chunk}`));
      try {
        await waitUntilServing(server, url);
        // cli() in support/stack.ts runs the CLI against this worker's data.
        process.env.E2E_STACK_DATA_DIR = dataDir;
        await use({ url, dataDir });
      } finally {
        await stop(server);
      }
    },
    { scope: 'worker', auto: true, timeout: STARTED_WITHIN_MS + STOPPED_WITHIN_MS },
  ],
  baseURL: async ({ stack }, use) => use(stack.url),
});

/** Resolves once the stack answers; rejects when it exits first or takes too long. */
async function waitUntilServing(server: ChildProcess, url: string): Promise<void> {
  const deadline = Date.now() + STARTED_WITHIN_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The stack at ${url} exited with ${server.exitCode} before serving.`);
    try {
      if ((await fetch(`${url}/api/business-info`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The stack at ${url} did not answer within ${STARTED_WITHIN_MS / 1000} s.`);
}

/** SIGTERM lets start.ts save its data and stop its moto_server; SIGKILL only if it hangs. */
async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), STOPPED_WITHIN_MS);
  await exited;
  clearTimeout(timer);
}
