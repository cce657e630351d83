import { describe, expect, it } from 'vitest';
import { createKeyedLock, writtenKeys } from '#infra/local/write-locks.js';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

/** A write that records when it starts and ends, and ends when told. */
function write(order: string[], name: string) {
  const gate = deferred();
  return {
    finish: gate.resolve,
    run: async () => {
      order.push(`${name} starts`);
      await gate.promise;
      order.push(`${name} ends`);
      return name;
    },
  };
}

describe('the keys a local write locks', () => {
  const key = (pk: string, sk: string) => JSON.stringify(['t', pk, sk]);

  it('names the item of a put, an update and a delete, from the document client or a raw one', () => {
    expect(writtenKeys('PutItemCommand', { TableName: 't', Item: { pk: 'A', sk: 'X', name: 'n' } })).toEqual([key('A', 'X')]);
    expect(writtenKeys('UpdateItemCommand', { TableName: 't', Key: { pk: { S: 'A' }, sk: { S: 'X' } } })).toEqual([key('A', 'X')]);
    expect(writtenKeys('DeleteItemCommand', { TableName: 't', Key: { pk: 'B', sk: 'Y' } })).toEqual([key('B', 'Y')]);
  });

  it("names each item of a batch once, and nothing for a transaction or a shape it does not know (those go alone)", () => {
    const batch = { RequestItems: { t: [{ PutRequest: { Item: { pk: 'A', sk: 'X' } } }, { DeleteRequest: { Key: { pk: 'B', sk: 'Y' } } }, { DeleteRequest: { Key: { pk: 'A', sk: 'X' } } }] } };
    expect(writtenKeys('BatchWriteItemCommand', batch)).toEqual([key('A', 'X'), key('B', 'Y')]);
    expect(writtenKeys('TransactWriteItemsCommand', { TransactItems: [{ Put: { TableName: 't', Item: { pk: 'A', sk: 'X' } } }] })).toBeUndefined();
    expect(writtenKeys('PutItemCommand', { TableName: 't', Item: { id: 'A' } })).toBeUndefined();
  });
});

describe('the lock of local writes', () => {
  it('runs writes to one item one at a time, in the order they came', async () => {
    const lock = createKeyedLock();
    const order: string[] = [];
    const [first, second] = [write(order, 'first'), write(order, 'second')];
    const done = [lock.run(['A'], first.run), lock.run(['A'], second.run)];
    await settle();
    expect(order).toEqual(['first starts']);
    first.finish();
    second.finish();
    expect(await Promise.all(done)).toEqual(['first', 'second']);
    expect(order).toEqual(['first starts', 'first ends', 'second starts', 'second ends']);
    expect(lock.size()).toBe(0);
  });

  it('runs writes to different items side by side', async () => {
    const lock = createKeyedLock();
    const order: string[] = [];
    const [a, b] = [write(order, 'a'), write(order, 'b')];
    const done = [lock.run(['A'], a.run), lock.run(['B'], b.run)];
    await settle();
    expect(order).toEqual(['a starts', 'b starts']);
    b.finish();
    a.finish();
    await Promise.all(done);
  });

  it('holds a batch until each of its items is free, and the writes after it to any of them', async () => {
    const lock = createKeyedLock();
    const order: string[] = [];
    const [a, batch, b, c] = [write(order, 'a'), write(order, 'batch'), write(order, 'b'), write(order, 'c')];
    const done = [lock.run(['A'], a.run), lock.run(['A', 'B'], batch.run), lock.run(['B'], b.run), lock.run(['C'], c.run)];
    await settle();
    expect(order).toEqual(['a starts', 'c starts']);
    a.finish();
    await settle();
    expect(order.slice(2)).toEqual(['a ends', 'batch starts']);
    batch.finish();
    await settle();
    expect(order.slice(4)).toEqual(['batch ends', 'b starts']);
    b.finish();
    c.finish();
    await Promise.all(done);
  });

  it('runs a write without keys (a transaction) alone: after every earlier write, before every later one', async () => {
    const lock = createKeyedLock();
    const order: string[] = [];
    const [a, transaction, b] = [write(order, 'a'), write(order, 'transaction'), write(order, 'b')];
    const done = [lock.run(['A'], a.run), lock.run(undefined, transaction.run), lock.run(['B'], b.run)];
    await settle();
    expect(order).toEqual(['a starts']);
    a.finish();
    await settle();
    expect(order.slice(1)).toEqual(['a ends', 'transaction starts']);
    transaction.finish();
    await settle();
    expect(order.slice(3)).toEqual(['transaction ends', 'b starts']);
    b.finish();
    await Promise.all(done);
  });

  it('frees the item when a write fails, and gives the failure to its caller', async () => {
    const lock = createKeyedLock();
    const failed = lock.run(['A'], () => Promise.reject(new Error('refused')));
    await expect(failed).rejects.toThrow('refused');
    await expect(lock.run(['A'], async () => 'next')).resolves.toBe('next');
    expect(lock.size()).toBe(0);
  });
});
