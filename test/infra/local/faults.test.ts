import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CliIo } from '#infra/cli/command.js';
import { runCli } from '#infra/cli/run-cli.js';
import { RESTARTING_MESSAGE } from '#infra/local/api-proxy.js';
import { freePort } from '#infra/local/moto.js';
import { killQuietly, ownEnv, startStackProcess, type StackProcess } from '#test/support/stack-process.js';
import { listedCodes, runClassLoad, send, signIn, waitFor, type Admin, type LoadResult } from './fault-load.js';

// The local stack as `npm start` runs it, killed under load (issue 16 points 1 and 2). The
// figures are printed, never asserted: the machine is shared. Limits are generous for that reason.
// To see them: npx vitest run --silent=false test/infra/local/faults.test.ts
const LONG = 240_000;
const phone = '7135550170';
const password = 'fault-admin-password';
let dataDir: string;
let port: number;
let stack: StackProcess | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'local-faults-'));
  port = await freePort();
  const io: CliIo = { out: () => undefined, err: () => undefined, env: { ...ownEnv(), DATA_DIR: dataDir } };
  const args = ['create-admin', '--first-name', 'Fay', '--last-name', 'Ault', '--email', 'fault@example.com', '--phone', phone, '--password', password];
  expect(await runCli(args, io)).toBe(0);
  stack = await start();
}, LONG);

afterAll(async () => {
  await stack?.stop();
  await rm(dataDir, { recursive: true, force: true });
}, LONG);

const start = () => startStackProcess({ port, dataDir, env: { APP_ENV: 'test' } });

/** No acknowledged class is missing, and none is there twice. */
async function expectAllKept(admin: Admin, load: LoadResult): Promise<void> {
  const listed = await listedCodes(admin);
  expect(load.acknowledged.filter((code) => !listed.includes(code))).toEqual([]);
  expect(listed.length).toBe(new Set(listed).size);
}

/**
 * Kills under load; answers the load and the recovery time: from the kill to the first
 * class created by a request sent once the stack knew (after its first 503).
 */
async function killUnderLoad(admin: Admin, prefix: string, kill: () => void): Promise<{ load: LoadResult; recoveryMs: number }> {
  let killedAt = 0;
  let recoveredAt = 0;
  const load = runClassLoad(admin, prefix, 4, () => recoveredAt > 0 && Date.now() - recoveredAt > 1000);
  await waitFor(1500);
  killedAt = Date.now();
  kill();
  const deadline = killedAt + 180_000;
  // Requests in flight wait for the restored moto; new ones meanwhile are told to come back.
  for (let tick = 0; !recoveredAt && Date.now() < deadline; tick++) {
    await waitFor(20);
    // Not awaited: a request to a stopped moto hangs until the supervisor replaces it.
    if (tick % 5 === 0) void send(admin, 'GET', '/api/ce/classes').then((reply) => load.result.replies.push(reply));
    const down = load.result.replies.find((reply) => reply.sentAt >= killedAt && reply.status === 503)?.at;
    recoveredAt = (down && load.result.replies.find((reply) => reply.sentAt >= down && reply.status === 200 && reply.body.includes('"class":{'))?.at) || 0;
  }
  if (!recoveredAt) recoveredAt = Date.now();
  return { load: await load.done, recoveryMs: recoveredAt - killedAt };
}

describe('the local stack under faults', () => {
  it('restarts a killed moto_server under load, answers 503 meanwhile, and keeps every acknowledged write', { timeout: LONG }, async () => {
    const admin = await signIn(stack!.url, phone, password);
    const pid = await stack!.endpointPid();
    const { load, recoveryMs } = await killUnderLoad(admin, 'KILL', () => killQuietly(pid, 'SIGKILL'));
    console.info(`[faults] moto_server (pid ${pid}) killed under load: answering again after ${recoveryMs} ms; ${load.acknowledged.length} writes acknowledged`);

    const statuses = new Set(load.replies.map((reply) => reply.status));
    expect([...statuses].filter((status) => status !== 200 && status !== 503)).toEqual([]);
    const unavailable = load.replies.filter((reply) => reply.status === 503);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const reply of unavailable) {
      expect(reply.retryAfter).toBe('5');
      expect(JSON.parse(reply.body)).toEqual({ error: RESTARTING_MESSAGE });
    }
    expect(await stack!.endpointPid()).not.toBe(pid);
    expect(stack!.log()).toMatch(/"event":"down".*exited/);
    expect(stack!.log()).toMatch(/"event":"recovered"/);
    await expectAllKept(admin, load);
  });

  it('replaces a moto_server that stops answering', { timeout: LONG }, async () => {
    const admin = await signIn(stack!.url, phone, password);
    const pid = await stack!.endpointPid();
    const { load, recoveryMs } = await killUnderLoad(admin, 'STOP', () => killQuietly(pid, 'SIGSTOP'));
    console.info(`[faults] moto_server (pid ${pid}) stopped (SIGSTOP) under load: answering again after ${recoveryMs} ms`);
    expect(stack!.log()).toMatch(/did not answer for \d+ s \(\d+ probes; the process is stopped\)/);
    expect(await stack!.endpointPid()).not.toBe(pid);
    await expectAllKept(admin, load);
  });

  it('keeps every acknowledged write through a kill -9 of the whole stack at a random moment', { timeout: LONG }, async () => {
    const admin = await signIn(stack!.url, phone, password);
    let killed = false;
    const load = runClassLoad(admin, 'NINE', 4, () => killed);
    const moment = 300 + Math.floor(Math.random() * 3000);
    await waitFor(moment);
    await stack!.kill9();
    killed = true;
    const result = await load.done;
    console.info(`[faults] kill -9 of the runner and moto_server after ${moment} ms: ${result.acknowledged.length} writes acknowledged before it`);
    expect(result.acknowledged.length).toBeGreaterThan(0);

    stack = await start();
    await expectAllKept(await signIn(stack.url, phone, password), result);
  });
});
