import type { Deps } from '../../functions/deps.js';
import type { WithStack } from './journal-capture.js';

// On the local stack's endpoint (moto or LocalStack): the order of this process's writes. moto 5 serves each
// request on a thread of its own without DynamoDB's isolation: two conditional writes to one item
// can both pass, and a cancelled transaction restores a copy of the whole table, undoing writes to
// other items made meanwhile. Writes to one item therefore go one at a time, as DynamoDB applies
// them, and a transaction goes alone; writes to different items run side by side (D-198, replacing
// D-087's one queue). Deployed functions never hold this lock: the local stack (local-deps.ts), the
// CLI's local targets and the tests put it on the deps they are given (`withLocalWriteLock`), and
// functions/ cannot import infra/ (.dependency-cruiser.cjs, test/infra/bundling.test.ts).

type Input = Record<string, unknown>;
type Part = Record<string, Input | undefined>;

/** The items a write touches, as `table pk sk`; undefined when it must go alone (a transaction, an unknown shape). */
export function writtenKeys(command: string, input: Input): string[] | undefined {
  const one = (table: unknown, key: unknown) => itemKey(table, key as Input | undefined);
  switch (command) {
    case 'PutItemCommand':
      return present([one(input.TableName, input.Item)]);
    case 'UpdateItemCommand':
    case 'DeleteItemCommand':
      return present([one(input.TableName, input.Key)]);
    case 'BatchWriteItemCommand':
      return present(
        Object.entries((input.RequestItems ?? {}) as Record<string, Part[]>).flatMap(([table, requests]) =>
          requests.map((request) => one(table, request.PutRequest?.Item ?? request.DeleteRequest?.Key)),
        ),
      );
    default:
      return undefined;
  }
}

const present = (keys: (string | undefined)[]) => (keys.every((key): key is string => key !== undefined) ? [...new Set(keys)] : undefined);

/** Our tables' keys are `pk` and `sk`, plain (the document client) or typed (a raw client). */
function itemKey(table: unknown, item: Input | undefined): string | undefined {
  const text = (value: unknown) => (typeof value === 'string' ? value : (value as { S?: string } | undefined)?.S);
  const [pk, sk] = [text(item?.pk), text(item?.sk)];
  return typeof table === 'string' && pk !== undefined ? JSON.stringify([table, pk, sk ?? null]) : undefined;
}

export interface KeyedLock {
  /** Runs `write` after every earlier write to any of `keys` (all earlier writes when undefined) has ended. */
  run: <T>(keys: string[] | undefined, write: () => Promise<T>) => Promise<T>;
  /** Keys with a write waiting or running (for tests: empty once all are done). */
  size: () => number;
}

/**
 * A lock per item. Each write takes its place behind every key it names at once, when it
 * arrives, so writes wait only for earlier ones and two writes can never wait for each
 * other. A write without keys waits for everything before it, and everything after it
 * waits for it.
 */
export function createKeyedLock(): KeyedLock {
  const tails = new Map<string, Promise<void>>();
  let barrier: Promise<void> = Promise.resolve();
  return {
    run: (keys, write) => {
      const before = keys ? [barrier, ...keys.map((key) => tails.get(key))] : [barrier, ...tails.values()];
      let release!: () => void;
      const done = new Promise<void>((resolve) => (release = resolve));
      if (keys) keys.forEach((key) => tails.set(key, done));
      else {
        barrier = done;
        tails.clear();
      }
      const result = Promise.all(before).then(write);
      const end = () => {
        release();
        if (keys) keys.forEach((key) => tails.get(key) === done && tails.delete(key));
      };
      result.then(end, end);
      return result;
    },
    size: () => tails.size,
  };
}

/** The table client's commands that write (the runner's job lanes hold the same ones, write-lanes.ts). */
export const WRITE_COMMANDS = new Set(['PutItemCommand', 'UpdateItemCommand', 'DeleteItemCommand', 'TransactWriteItemsCommand', 'BatchWriteItemCommand']);
/** One lock for the process: every table client of a local stack (handlers, jobs, tests) shares it. */
const lock = createKeyedLock();

/** Holds each write of this client (the document client shares its DynamoDB client's stack) until the earlier writes to its items are done. */
export function lockLocalWrites(client: WithStack): void {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const command = String(context.commandName);
      if (!WRITE_COMMANDS.has(command)) return next(args);
      return lock.run(writtenKeys(command, args.input), () => next(args));
    },
    { step: 'initialize', name: 'lockLocalWrites' },
  );
}

/** The same deps, their table client's writes to one item one at a time (D-198): for deps on a local endpoint. */
export function withLocalWriteLock<T extends Pick<Deps, 'db'>>(deps: T): T {
  // Our middleware reads plain inputs; the SDK's per-step middleware types do not name that.
  lockLocalWrites(deps.db.doc as unknown as WithStack);
  return deps;
}
