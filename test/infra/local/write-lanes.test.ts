import { describe, expect, it } from 'vitest';
import type { Args, Next, WithStack } from '#infra/local/journal-capture.js';
import { createWriteLanes } from '#infra/local/write-lanes.js';

type Middleware = (next: Next, context: { commandName?: string }) => (args: Args) => Promise<{ output: unknown }>;

/** A client whose one middleware (the lane's) wraps what `send` runs. */
function fakeClient(): WithStack & { send: (command: string, run: () => Promise<void>) => Promise<unknown> } {
  let middleware: Middleware = (next) => next;
  return {
    middlewareStack: { add: (added: Middleware) => void (middleware = added) },
    send: (command, run) => middleware(async () => ({ output: await run() }), { commandName: command })({ input: {} }),
  };
}

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

describe('the local write lanes', () => {
  it("lets a request's write go before a job's write that arrived while it waited", async () => {
    const lanes = createWriteLanes();
    const [requests, jobs] = [fakeClient(), fakeClient()];
    lanes.requests(requests);
    lanes.jobs(jobs);
    const order: string[] = [];
    const requestWrite = deferred();
    const request = requests.send('PutItemCommand', async () => {
      order.push('request starts');
      await requestWrite.promise;
      order.push('request ends');
    });
    const job = jobs.send('UpdateItemCommand', async () => void order.push('job'));
    // A job's read is not held.
    await jobs.send('GetItemCommand', async () => void order.push('job read'));
    requestWrite.resolve();
    await Promise.all([request, job]);
    expect(order).toEqual(['request starts', 'job read', 'request ends', 'job']);
  });

  it("runs a job's writes one at a time, in order, at once when no request writes", async () => {
    const lanes = createWriteLanes();
    const jobs = fakeClient();
    lanes.jobs(jobs);
    const order: string[] = [];
    const first = deferred();
    const writes = [
      jobs.send('UpdateItemCommand', async () => {
        order.push('first starts');
        await first.promise;
        order.push('first ends');
      }),
      jobs.send('UpdateItemCommand', async () => void order.push('second')),
    ];
    await new Promise((resolve) => setTimeout(resolve, 20));
    first.resolve();
    await Promise.all(writes);
    expect(order).toEqual(['first starts', 'first ends', 'second']);
  });

  it("does not let a stream of request writes hold a job's write for ever", async () => {
    const lanes = createWriteLanes();
    const [requests, jobs] = [fakeClient(), fakeClient()];
    lanes.requests(requests);
    lanes.jobs(jobs);
    const never = deferred();
    void requests.send('PutItemCommand', () => never.promise);
    let ran = false;
    await jobs.send('UpdateItemCommand', async () => void (ran = true));
    expect(ran).toBe(true);
    never.resolve();
  });
});
