import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getConfig } from '#functions/config.js';
import { provision } from '#infra/local/provision.js';
import { createSnapshotter, snapshotFile, type SnapshotTarget } from '#infra/local/snapshot.js';
import { scanTable } from '#infra/local/snapshot-table.js';

let dataDir: string;
let count = 0;

async function freshTarget(): Promise<SnapshotTarget> {
  const config = getConfig();
  count += 1;
  const target = { ...config, AWS_ENDPOINT_URL: config.AWS_ENDPOINT_URL!, TABLE_NAME: `${config.TABLE_NAME}-${count}`, FILES_BUCKET: `${config.FILES_BUCKET}-${count}` };
  await provision(target);
  return target;
}

const clients = (target: SnapshotTarget) => ({
  dynamo: new DynamoDBClient({ region: target.AWS_REGION, endpoint: target.AWS_ENDPOINT_URL }),
  s3: new S3Client({ region: target.AWS_REGION, endpoint: target.AWS_ENDPOINT_URL, forcePathStyle: true }),
});

const photo = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 1, 2, 3, 254, 255]);

async function fill(target: SnapshotTarget, items: number): Promise<void> {
  const { dynamo, s3 } = clients(target);
  await dynamo.send(
    new PutItemCommand({
      TableName: target.TABLE_NAME,
      Item: {
        pk: { S: 'USER#1' },
        sk: { S: 'PROFILE' },
        n: { N: '42.5' },
        is_admin: { BOOL: true },
        active: { NULL: true },
        secret: { B: Buffer.from([0, 1, 2, 255]) },
        tags: { SS: ['a', 'b'] },
        scores: { NS: ['1', '2'] },
        keys: { BS: [Buffer.from([9]), Buffer.from([8, 7])] },
        nested: { M: { list: { L: [{ S: 'x' }, { B: Buffer.from([5]) }, { M: { deep: { N: '1' } } }] } } },
        gsi1pk: { S: 'AGENTS#admin' },
        gsi1sk: { S: '2026-01-01' },
      },
    }),
  );
  for (let i = 0; i < items; i++) {
    await dynamo.send(new PutItemCommand({ TableName: target.TABLE_NAME, Item: { pk: { S: `ITEM#${i}` }, sk: { S: 'X' }, i: { N: String(i) } } }));
  }
  await s3.send(
    new PutObjectCommand({
      Bucket: target.FILES_BUCKET,
      Key: 'photos/user-1/a b.jpg',
      Body: photo,
      ContentType: 'image/jpeg',
      Metadata: { owner: 'user-1' },
    }),
  );
  await s3.send(new PutObjectCommand({ Bucket: target.FILES_BUCKET, Key: 'reports/r1.pdf', Body: '%PDF-1.7', ContentType: 'application/pdf' }));
}

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'snapshot-'));
});

afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('snapshots of the local data', () => {
  it('restore into a fresh table and bucket exactly what was saved', async () => {
    const source = await freshTarget();
    await fill(source, 60);
    const saved = await createSnapshotter(source, dataDir).write();
    expect(saved).toMatchObject({ items: 61, objects: 2 });

    const copy = await freshTarget();
    const restored = await createSnapshotter(copy, dataDir).restore();

    expect(restored).toMatchObject({ items: 61, objects: 2 });
    expect(await scanTable(clients(copy).dynamo, copy.TABLE_NAME)).toEqual(await scanTable(clients(source).dynamo, source.TABLE_NAME));
    const object = await clients(copy).s3.send(new GetObjectCommand({ Bucket: copy.FILES_BUCKET, Key: 'photos/user-1/a b.jpg' }));
    expect(Buffer.from(await object.Body!.transformToByteArray())).toEqual(photo);
    expect(object.ContentType).toBe('image/jpeg');
    expect(object.Metadata).toEqual({ owner: 'user-1' });
  });

  it('keeps unchanged files, and drops the blobs of deleted ones once the new snapshot is written', async () => {
    const target = await freshTarget();
    await fill(target, 0);
    const snapshots = createSnapshotter(target, dataDir);
    await snapshots.write();
    expect(await readdir(join(dataDir, 'blobs'))).toHaveLength(2);

    await clients(target).s3.send(new DeleteObjectCommand({ Bucket: target.FILES_BUCKET, Key: 'reports/r1.pdf' }));
    expect(await snapshots.write()).toMatchObject({ objects: 1 });
    expect(await readdir(join(dataDir, 'blobs'))).toHaveLength(1);
  });

  it('leaves the previous snapshot whole when a write fails, and ignores a crashed write', async () => {
    const target = await freshTarget();
    await fill(target, 3);
    await createSnapshotter(target, dataDir).write();
    const before = await readFile(snapshotFile(dataDir), 'utf8');

    const broken = { ...target, TABLE_NAME: 'no-such-table' };
    await expect(createSnapshotter(broken, dataDir).write()).rejects.toThrow();
    // What a crash in the middle of writeFileAtomic leaves behind.
    await writeFile(`${snapshotFile(dataDir)}.999.dead.tmp`, '{"version":1,"items":[');

    expect(await readFile(snapshotFile(dataDir), 'utf8')).toBe(before);
    const copy = await freshTarget();
    expect(await createSnapshotter(copy, dataDir).restore()).toMatchObject({ items: 4 });
    expect((await readdir(dataDir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('refuses a snapshot it cannot read rather than start empty and overwrite it', async () => {
    await writeFile(snapshotFile(dataDir), '{"version":1,"items":[');
    await expect(createSnapshotter(await freshTarget(), dataDir).restore()).rejects.toThrow(/not valid JSON.*move it away/);
  });

  it('restores nothing when there is no snapshot yet', async () => {
    expect(await createSnapshotter(await freshTarget(), dataDir).restore()).toBeUndefined();
  });
});
