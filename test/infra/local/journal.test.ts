import { mkdtemp, readdir, rm, appendFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DeleteCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getConfig, type Config } from '#functions/config.js';
import { createDb } from '#functions/data/table.js';
import { createFiles, createS3 } from '#functions/integrations/files.js';
import { journalTableWrites, type WithStack } from '#infra/local/journal-capture.js';
import { journalFileWrites } from '#infra/local/journal-files.js';
import { replayJournal } from '#infra/local/journal-replay.js';
import { openJournal, type Journal } from '#infra/local/journal.js';
import { provision } from '#infra/local/provision.js';
import { scanTable } from '#infra/local/snapshot-table.js';
import { lockLocalWrites } from '#infra/local/write-locks.js';

let dataDir: string;
let journal: Journal;
let count = 0;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'journal-'));
  journal = await openJournal(dataDir);
});

afterEach(async () => {
  await journal.close();
  await rm(dataDir, { recursive: true, force: true });
});

type Target = Config & { AWS_ENDPOINT_URL: string };

async function freshTarget(): Promise<Target> {
  const config = getConfig();
  count += 1;
  const target = { ...config, AWS_ENDPOINT_URL: config.AWS_ENDPOINT_URL!, TABLE_NAME: `${config.TABLE_NAME}-j${count}`, FILES_BUCKET: `${config.FILES_BUCKET}-j${count}` };
  await provision(target);
  return target;
}

/** The table and files clients a handler gets from the local runner, journaled. */
function journaled(target: Target) {
  const db = createDb(target);
  const reader = new DynamoDBClient({ region: target.AWS_REGION, endpoint: target.AWS_ENDPOINT_URL });
  lockLocalWrites(db.doc as unknown as WithStack);
  journalTableWrites(db.doc as unknown as WithStack, reader, journal);
  const s3 = createS3(target);
  journalFileWrites(s3 as unknown as WithStack, rawClients(target).s3, journal, join(dataDir, 'blobs'));
  return { db, files: createFiles(target, s3) };
}

const rawClients = (target: Target) => ({
  dynamo: new DynamoDBClient({ region: target.AWS_REGION, endpoint: target.AWS_ENDPOINT_URL }),
  s3: new S3Client({ region: target.AWS_REGION, endpoint: target.AWS_ENDPOINT_URL, forcePathStyle: true }),
});

describe('the journal of acknowledged writes', () => {
  it('records what each kind of write left, and replaying it (twice) rebuilds the table and bucket', async () => {
    const source = await freshTarget();
    const { db, files } = journaled(source);
    const TableName = db.table;
    await db.doc.send(new PutCommand({ TableName, Item: { pk: 'A', sk: 'X', n: 1, bytes: new Uint8Array([0, 255]) } }));
    // A counter: replaying the command would add twice; the journal holds the result.
    await db.doc.send(new UpdateCommand({ TableName, Key: { pk: 'A', sk: 'X' }, UpdateExpression: 'ADD n :one', ExpressionAttributeValues: { ':one': 1 }, ConditionExpression: 'attribute_exists(pk)' }));
    await db.doc.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName, Item: { pk: 'CLAIM#1', sk: 'CLAIM' }, ConditionExpression: 'attribute_not_exists(pk)' } },
          { Update: { TableName, Key: { pk: 'A', sk: 'X' }, UpdateExpression: 'ADD n :one', ExpressionAttributeValues: { ':one': 10 } } },
        ],
      }),
    );
    await db.doc.send(new BatchWriteCommand({ RequestItems: { [TableName]: [{ PutRequest: { Item: { pk: 'B', sk: 'Y' } } }, { PutRequest: { Item: { pk: 'C', sk: 'Z' } } }] } }));
    await db.doc.send(new DeleteCommand({ TableName, Key: { pk: 'C', sk: 'Z' } }));
    await files.put('photos/a.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
    await files.copy('photos/a.jpg', 'photos/b.jpg', 'image/jpeg');
    // A refused write leaves nothing to record.
    await expect(db.doc.send(new PutCommand({ TableName, Item: { pk: 'B', sk: 'Y' }, ConditionExpression: 'attribute_not_exists(pk)' }))).rejects.toThrow();

    const entries = await journal.read(0);
    expect(entries).toHaveLength(7);
    const target = await freshTarget();
    const { dynamo, s3 } = rawClients(target);
    const retarget = JSON.parse(JSON.stringify(entries).replaceAll(source.TABLE_NAME, target.TABLE_NAME).replaceAll(source.FILES_BUCKET, target.FILES_BUCKET));
    await replayJournal(dynamo, s3, join(dataDir, 'blobs'), retarget);
    await replayJournal(dynamo, s3, join(dataDir, 'blobs'), retarget);

    const { dynamo: sourceDynamo } = rawClients(source);
    expect(await scanTable(dynamo, target.TABLE_NAME)).toEqual(await scanTable(sourceDynamo, source.TABLE_NAME));
    expect((await scanTable(dynamo, target.TABLE_NAME)).find((item) => (item.pk as { S: string }).S === 'A')?.n).toEqual({ N: '12' });
    const copied = await s3.send(new GetObjectCommand({ Bucket: target.FILES_BUCKET, Key: 'photos/b.jpg' }));
    expect(await copied.Body!.transformToString()).toBe('jpeg bytes');
  });

  it('gives an update the reply it asked for, and journals the whole item either way', async () => {
    const { db } = journaled(await freshTarget());
    const Key = { pk: 'U', sk: 'S' };
    await db.doc.send(new PutCommand({ TableName: db.table, Item: { ...Key, name: 'Ann', tags: new Set(['a']), n: 1 } }));
    const silent = await db.doc.send(new UpdateCommand({ TableName: db.table, Key, UpdateExpression: 'SET #name = :name', ExpressionAttributeNames: { '#name': 'name' }, ExpressionAttributeValues: { ':name': 'Bea' } }));
    expect(silent.Attributes).toBeUndefined();
    const asked = await db.doc.send(new UpdateCommand({ TableName: db.table, Key, UpdateExpression: 'ADD n :one', ExpressionAttributeValues: { ':one': 1 }, ReturnValues: 'UPDATED_NEW' }));
    expect(asked.Attributes).toEqual({ n: 2 });
    const [, first, second] = await journal.read(0);
    expect(first!.items![0]!.put).toEqual({ ...{ pk: { S: 'U' }, sk: { S: 'S' } }, name: { S: 'Bea' }, tags: { SS: ['a'] }, n: { N: '1' } });
    expect(second!.items![0]!.put).toMatchObject({ name: { S: 'Bea' }, n: { N: '2' } });
  });

  it('answers a write only once its line is on disk, and skips a torn last line', async () => {
    const { db } = journaled(await freshTarget());
    await Promise.all(Array.from({ length: 20 }, (_, i) => db.doc.send(new PutCommand({ TableName: db.table, Item: { pk: `P#${i}`, sk: 'S' } }))));
    // Every acknowledged write is readable from the files already (group commit shares the fsyncs).
    expect(await journal.read(0)).toHaveLength(20);
    const [name] = (await readdir(join(dataDir, 'journal'))).sort().slice(-1);
    await appendFile(join(dataDir, 'journal', name!), '{"items":[{"table":"t","put":{"pk"');
    expect(await journal.read(0)).toHaveLength(20);
  });

  it('starts a new file at each cut; the files before it are pruned once a snapshot holds them', async () => {
    const { db } = journaled(await freshTarget());
    await db.doc.send(new PutCommand({ TableName: db.table, Item: { pk: 'before', sk: 'S' } }));
    const cut = await journal.cut();
    await db.doc.send(new PutCommand({ TableName: db.table, Item: { pk: 'after', sk: 'S' } }));
    expect((await journal.read(cut)).map((entry) => entry.items?.[0]?.put?.pk)).toEqual([{ S: 'after' }]);
    await journal.prune(cut);
    expect(await journal.read(0)).toHaveLength(1);
  });
});
