import { spawn, type ChildProcess } from 'node:child_process';
import { Agent } from 'node:http';
import { fileURLToPath } from 'node:url';
import { CreateTableCommand, DynamoDBClient, GetItemCommand, PutItemCommand, ScanCommand, TransactWriteItemsCommand, UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '#infra/local/moto.js';

// moto as the local stack runs it (infra/local/moto_server.py) must apply each DynamoDB request
// whole, as DynamoDB does, whatever else arrives meanwhile: the local stack sends writes to
// different items side by side (D-198). Python is made to switch threads as often as it can, so
// that without the launcher's lock the requests below interleave: with the lock removed, two
// claims won or writes were lost in every run tried (D-198 has the count).
const LAUNCHER = fileURLToPath(new URL('../../../infra/local/moto_server.py', import.meta.url));
const RUN_LAUNCHER = [
  'import runpy, sys',
  'sys.setswitchinterval(1e-6)',
  'sys.argv = [sys.argv[1]] + sys.argv[2:]',
  "runpy.run_path(sys.argv[0], run_name='__main__')",
].join('\n');
const TABLE = 'isolation';

let moto: ChildProcess | undefined;
let client: DynamoDBClient;

beforeAll(async () => {
  const port = await freePort();
  moto = spawn(process.env.MOTO_PYTHON ?? 'python3', ['-c', RUN_LAUNCHER, LAUNCHER, '-H', '127.0.0.1', '-p', String(port)], {
    stdio: 'ignore',
    env: { ...process.env, MOTO_DIE_WITH_PARENT: '0', MOTO_ALLOW_NONEXISTENT_REGION: 'true' },
  });
  // No lock of ours on this client (infra/local/write-locks.ts): every request reaches moto at once.
  client = new DynamoDBClient({
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    // A request moto failed must show here, not be tried again.
    maxAttempts: 1,
    requestHandler: { httpAgent: new Agent({ keepAlive: true, maxSockets: 64 }) },
  });
  for (let tries = 0; ; tries++) {
    try {
      await client.send(
        new CreateTableCommand({
          TableName: TABLE,
          BillingMode: 'PAY_PER_REQUEST',
          AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }, { AttributeName: 'sk', AttributeType: 'S' }],
          KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }, { AttributeName: 'sk', KeyType: 'RANGE' }],
        }),
      );
      return;
    } catch (error) {
      if (tries > 300) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
});

afterAll(() => {
  moto?.kill('SIGKILL');
  client?.destroy();
});

const item = (pk: string, sk = 'ITEM', more: Record<string, { S: string }> = {}) => ({ pk: { S: pk }, sk: { S: sk }, ...more });
/** An update that creates the item only if no one has: its condition and its change must be one step. */
const claim = (pk: string, by: string) =>
  client
    .send(
      new UpdateItemCommand({
        TableName: TABLE,
        Key: item(pk),
        UpdateExpression: 'SET #by = :by',
        ConditionExpression: 'attribute_not_exists(pk)',
        ExpressionAttributeNames: { '#by': 'by' },
        ExpressionAttributeValues: { ':by': { S: by } },
      }),
    )
    .then(
      () => true,
      (error: { name?: string }) => {
        if (error.name === 'ConditionalCheckFailedException') return false;
        throw error;
      },
    );

describe('moto_server.py under simultaneous requests', () => {
  it('lets exactly one of forty simultaneous conditional claims of one item through, in every round', async () => {
    for (let round = 0; round < 10; round++) {
      const winners = (await Promise.all(Array.from({ length: 40 }, (_, index) => claim(`CLAIM#${round}`, String(index))))).filter(Boolean);
      expect(winners, `round ${round}`).toHaveLength(1);
    }
  });

  it('keeps every write to other items made while a cancelled transaction rolls back', async () => {
    for (let round = 0; round < 10; round++) {
      const parts = Array.from({ length: 24 }, (_, index) => ({ Put: { TableName: TABLE, Item: item(`TX#${round}#${index}`) } }));
      const failing = { ConditionCheck: { TableName: TABLE, Key: item('NOWHERE'), ConditionExpression: 'attribute_exists(pk)' } };
      const transaction = client.send(new TransactWriteItemsCommand({ TransactItems: [...parts, failing] })).catch((error: { name?: string }) => error.name);
      const puts = Array.from({ length: 30 }, (_, index) => client.send(new PutItemCommand({ TableName: TABLE, Item: item(`PUT#${round}#${index}`) })));
      await Promise.all(puts);
      expect(await transaction).toBe('TransactionCanceledException');
      const kept = await Promise.all(puts.map((_, index) => client.send(new GetItemCommand({ TableName: TABLE, Key: item(`PUT#${round}#${index}`), ConsistentRead: true }))));
      expect(kept.filter((reply) => reply.Item).length, `round ${round}`).toBe(30);
      const rolledBack = await client.send(new GetItemCommand({ TableName: TABLE, Key: item(`TX#${round}#0`), ConsistentRead: true }));
      expect(rolledBack.Item).toBeUndefined();
    }
  });

  it('answers Scans while GetItems and puts beside them add partitions (reads run side by side)', async () => {
    for (let round = 0; round < 10; round++) {
      const scans = Array.from({ length: 10 }, () => client.send(new ScanCommand({ TableName: TABLE })));
      const misses = Array.from({ length: 30 }, (_, index) => client.send(new GetItemCommand({ TableName: TABLE, Key: item(`MISSING#${round}#${index}`) })));
      const puts = Array.from({ length: 30 }, (_, index) => client.send(new PutItemCommand({ TableName: TABLE, Item: item(`SCAN#${round}#${index}`) })));
      const answers = await Promise.allSettled([...scans, ...misses, ...puts]);
      expect(answers.filter((answer) => answer.status === 'rejected').map((answer) => String((answer as PromiseRejectedResult).reason)), `round ${round}`).toEqual([]);
    }
  });
});
