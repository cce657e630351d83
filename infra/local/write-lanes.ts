import type { Args, Next, WithStack } from './journal-capture.js';
import { WRITE_COMMANDS } from './write-locks.js';

/** A job's write waits at most this long for a moment without request writes: busy hours must not starve it. */
const MAX_YIELD_MS = 250;

export interface WriteLanes {
  /** The handlers' table client: its writes are counted while they wait and run. */
  requests: (client: WithStack) => void;
  /** The jobs' table client: one write at a time, each after the request writes in flight. */
  jobs: (client: WithStack) => void;
}

/**
 * The local stack's writes wait for earlier writes to their items (write-locks.ts,
 * D-198). A job's burst (the dispatcher's claims and outcomes) must not crowd moto in front of
 * requests: a job's write goes only when no request write is waiting or running, and only one
 * at a time, so a request shares moto with at most one job write (D-187).
 */
export function createWriteLanes(): WriteLanes {
  let requestWrites = 0;
  let idle: (() => void)[] = [];
  let jobTurn: Promise<unknown> = Promise.resolve();

  const whenNoRequests = () =>
    requestWrites === 0
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, MAX_YIELD_MS);
          idle.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });

  const add = (client: WithStack, name: string, middleware: (next: Next, args: Args) => Promise<{ output: unknown }>) =>
    client.middlewareStack.add(
      (next: Next, context: { commandName?: string }) => (args: Args) => (WRITE_COMMANDS.has(String(context.commandName)) ? middleware(next, args) : next(args)),
      // Before the lock of local writes (write-locks.ts), which is at the same step.
      { step: 'initialize', priority: 'high', name },
    );

  return {
    requests: (client) =>
      add(client, 'countRequestWrites', async (next, args) => {
        requestWrites += 1;
        try {
          return await next(args);
        } finally {
          requestWrites -= 1;
          if (requestWrites === 0) {
            const waiting = idle;
            idle = [];
            waiting.forEach((wake) => wake());
          }
        }
      }),
    jobs: (client) =>
      add(client, 'yieldJobWrites', (next, args) => {
        const run = jobTurn.then(async () => {
          await whenNoRequests();
          return next(args);
        });
        jobTurn = run.catch(() => undefined);
        return run;
      }),
  };
}
