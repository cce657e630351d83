import { access, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig, type Config } from '#functions/config.js';
import { outboxKey } from '#functions/data/keys.js';
import { outboxPuts, type OutboxItem } from '#functions/data/outbox.js';
import { createDeps } from '#functions/deps.js';
import type { CliIo } from '#infra/cli/command.js';
import { runCli } from '#infra/cli/run-cli.js';
import { findUserIdByEmail } from '#infra/cli/seed-step.js';
import { readEndpointRecord, writeEndpointRecord } from '#infra/local/endpoint.js';
import { startLocalStack, type LocalStack } from '#infra/local/local-stack.js';
import { freePort } from '#infra/local/moto.js';
import { withLocalWriteLock } from '#infra/local/write-locks.js';

// The embedded default end to end: its own moto_server (no AWS_ENDPOINT_URL), data kept in DATA_DIR.
let dataDir: string;
let env: NodeJS.ProcessEnv;
let config: Config;
let stack: LocalStack | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'local-stack-'));
  const port = await freePort();
  env = { ...process.env, AWS_ENDPOINT_URL: '', DATA_DIR: dataDir, PORT: String(port), APP_URL: `http://localhost:${port}`, TABLE_NAME: 'inspection-portal' };
  config = parseConfig(env);
});

afterAll(async () => {
  await stack?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

async function cli(...argv: string[]): Promise<{ code: number; out: string }> {
  const out: string[] = [];
  const io: CliIo = { out: (line) => out.push(line), err: (line) => out.push(line), env };
  return { code: await runCli(argv, io), out: out.join('\n') };
}

const adminArgs = (email: string, phone: string) =>
  ['create-admin', '--first-name', 'Pat', '--last-name', 'Lee', '--email', email, '--phone', phone, '--password', 'secret123'];

/** A limit for hangs, not a speed test: a busy shared machine can take seconds for a snapshot. */
async function eventually(check: () => Promise<boolean>, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const stackDeps = () => withLocalWriteLock(createDeps(stack!.store.config));
const isUp = (endpoint: string) => fetch(endpoint).then(() => true, () => false);

describe('npm start and npm run cli on one DATA_DIR', () => {
  it('creates an admin before the first start, through a temporary moto', async () => {
    const result = await cli(...adminArgs('first@example.com', '7135550180'));
    expect(result.code).toBe(0);
    expect(result.out).toContain('temporary moto_server');
    expect(await readFile(join(dataDir, 'snapshot.json'), 'utf8')).toContain('EMAIL#first@example.com');
  });

  it('starts with that data, and the CLI then writes to the running stack', async () => {
    // Every item the CLI saved (the admin, its claims and its search words) is restored.
    const saved = JSON.parse(await readFile(join(dataDir, 'snapshot.json'), 'utf8')) as { items: unknown[] };
    stack = await startLocalStack(config);
    expect(saved.items.length).toBeGreaterThanOrEqual(3);
    expect(stack.store.timings.restored?.items).toBe(saved.items.length);
    expect(await findUserIdByEmail(stackDeps(), 'first@example.com')).toBeDefined();
    expect((await readEndpointRecord(dataDir))?.endpoint).toBe(stack.store.config.AWS_ENDPOINT_URL);

    const result = await cli(...adminArgs('second@example.com', '7135550181'));
    expect(result.out).toContain('the running local stack');
    expect(await findUserIdByEmail(stackDeps(), 'second@example.com')).toBeDefined();
    // The stack saves what the CLI wrote without waiting for shutdown.
    await eventually(async () => (await readFile(join(dataDir, 'snapshot.json'), 'utf8')).includes('EMAIL#second@example.com'));
  });

  it('sends a queued message as soon as the write that queued it, as the stream would', async () => {
    // Through the stack's own client, as a handler queues one, with no job run due for a minute.
    const deps = stack!.deps;
    const puts = outboxPuts(deps.db, [{ channel: 'email', to: 'c@example.com', subject: 'Hi', text: 'Hello' }], new Date());
    await deps.db.doc.send(new TransactWriteCommand({ TransactItems: puts }));
    const id = (puts[0]!.Put!.Item as OutboxItem).id;
    await eventually(async () => {
      const { Item } = await deps.db.doc.send(new GetCommand({ TableName: deps.db.table, Key: outboxKey(id) }));
      return Item?.status === 'sent';
      // Well inside the dispatcher's one-minute schedule, so only the write can have woken it.
    }, 15_000);
    const { messages }: any = await (await fetch(`${stack!.url}/api/dev/outbox`)).json();
    expect(messages).toContainEqual(expect.objectContaining({ id, to: 'c@example.com' }));
  });

  it('stops everything, saves, and has the data again after a restart', async () => {
    const endpoint = stack!.store.config.AWS_ENDPOINT_URL;
    const saved = await stack!.stop();
    stack = undefined;
    expect(saved?.items).toBeGreaterThanOrEqual(7);
    expect(await isUp(endpoint)).toBe(false);
    await expect(access(join(dataDir, 'endpoint.json'))).rejects.toThrow();

    stack = await startLocalStack(config);
    expect(await findUserIdByEmail(stackDeps(), 'first@example.com')).toBeDefined();
    expect(await findUserIdByEmail(stackDeps(), 'second@example.com')).toBeDefined();
  });

  it('refuses a second stack on the same DATA_DIR', async () => {
    // This process is the running stack's, so a record naming another live pid stands in for it.
    const record = JSON.parse(await readFile(join(dataDir, 'endpoint.json'), 'utf8'));
    await writeEndpointRecord(dataDir, { ...record, pid: process.ppid });
    await expect(startLocalStack(config)).rejects.toThrow(/Another local stack/);
    await writeEndpointRecord(dataDir, record);
  });
});
