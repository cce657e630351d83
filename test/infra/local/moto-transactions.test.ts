import { GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '#functions/data/ids.js';
import { getDeps } from '#functions/deps.js';
import { provisionTestTable } from '#test/support/api.js';

beforeAll(provisionTestTable);

// The test endpoint is moto started through infra/local/moto_server.py, whose transactions
// back up only the items they name (D-188): a cancelled one must still leave nothing behind.
describe("moto's transactions, as the local stack runs them", () => {
  const { db } = getDeps();
  const key = (name: string, run: string) => ({ pk: `TXTEST#${run}#${name}`, sk: 'ITEM' });
  const read = async (name: string, run: string) => (await db.doc.send(new GetCommand({ TableName: db.table, Key: key(name, run), ConsistentRead: true }))).Item;

  it('rolls back an update, a put and a delete when one condition fails, and commits them otherwise', async () => {
    const run = newId();
    for (const name of ['a', 'b', 'c']) await db.doc.send(new PutCommand({ TableName: db.table, Item: { ...key(name, run), value: 0 } }));
    const parts = (expected: number) => [
      { Update: { TableName: db.table, Key: key('a', run), UpdateExpression: 'SET #v = :one', ExpressionAttributeNames: { '#v': 'value' }, ExpressionAttributeValues: { ':one': 1 } } },
      { Put: { TableName: db.table, Item: { ...key('new', run), value: 1 } } },
      { Delete: { TableName: db.table, Key: key('b', run) } },
      {
        Update: {
          TableName: db.table,
          Key: key('c', run),
          UpdateExpression: 'SET #v = :one',
          ConditionExpression: '#v = :expected',
          ExpressionAttributeNames: { '#v': 'value' },
          ExpressionAttributeValues: { ':one': 1, ':expected': expected },
        },
      },
    ];
    await expect(db.doc.send(new TransactWriteCommand({ TransactItems: parts(5) }))).rejects.toMatchObject({ name: 'TransactionCanceledException' });
    expect([await read('a', run), await read('b', run), await read('c', run), await read('new', run)]).toEqual([
      { ...key('a', run), value: 0 },
      { ...key('b', run), value: 0 },
      { ...key('c', run), value: 0 },
      undefined,
    ]);

    await db.doc.send(new TransactWriteCommand({ TransactItems: parts(0) }));
    expect([await read('a', run), await read('b', run), await read('c', run), await read('new', run)]).toEqual([
      { ...key('a', run), value: 1 },
      undefined,
      { ...key('c', run), value: 1 },
      { ...key('new', run), value: 1 },
    ]);
  });
});
