import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getConfig } from '#functions/config.js';
import { openJournal, type Journal } from '#infra/local/journal.js';
import { createLocalDeps } from '#infra/local/local-deps.js';
import { provision } from '#infra/local/provision.js';
import type { LocalStore } from '#infra/local/store.js';

// The local runner's files client (D-204): its requests wait while moto is restored, and a
// write is journaled before the caller hears of it, as middlewares of the S3 client.

let dataDir: string;
let journal: Journal;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'local-deps-'));
  journal = await openJournal(dataDir);
});

afterEach(async () => {
  await journal.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the local files client', () => {
  it('waits while moto is being restored, then journals the put before answering', async () => {
    const base = getConfig();
    const config = { ...base, AWS_ENDPOINT_URL: base.AWS_ENDPOINT_URL!, DATA_DIR: dataDir, FILES_BUCKET: `${base.FILES_BUCKET}-deps`, TABLE_NAME: `${base.TABLE_NAME}-deps` };
    await provision(config);
    let restored = () => {};
    const up = new Promise<void>((resolve) => (restored = resolve));
    // createLocalDeps reads only the store's configuration and journal.
    const deps = createLocalDeps({ config, journal } as unknown as LocalStore, { whenUp: () => up });
    let answered = false;
    const put = deps.files!.put('photos/wait.jpg', Buffer.from('jpeg bytes'), 'image/jpeg').then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(answered).toBe(false);
    restored();
    await put;
    const objects = (await journal.read(0)).flatMap((entry) => entry.objects ?? []);
    expect(objects).toEqual([{ bucket: config.FILES_BUCKET, put: expect.objectContaining({ key: 'photos/wait.jpg', size: 10, content_type: 'image/jpeg' }) }]);
  });
});
