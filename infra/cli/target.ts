import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { Config } from '../../functions/config.js';
import { createDeps, type Deps } from '../../functions/deps.js';
import { findLiveStack, requestSnapshot, useLocalCredentials } from '../local/endpoint.js';
import { provision } from '../local/provision.js';
import { openLocalStore } from '../local/store.js';
import { withLocalWriteLock } from '../local/write-locks.js';
import { CliError } from './command.js';

/** Where a command writes: `remote` is the deployed table, the rest are local. */
export interface Target {
  kind: 'endpoint' | 'running' | 'temporary' | 'remote';
  description: string;
  deps: Deps;
  /** After the command; `changed` says whether local data must be saved. */
  close: (changed: boolean) => Promise<void>;
}

/**
 * Chooses the table the CLI works on (product/platform.md §9):
 * --remote: the deployed table TABLE_NAME, with the AWS credentials at hand;
 * AWS_ENDPOINT_URL: that endpoint (LocalStack);
 * DATA_DIR/endpoint.json of a running `npm start`: its endpoint, which it then snapshots;
 * otherwise: a temporary moto holding DATA_DIR's snapshot, saved back afterwards, so
 * `create-admin` works before the first `npm start`.
 */
export async function openTarget(config: Config, options: { isRemote: boolean }): Promise<Target> {
  if (options.isRemote) return openRemote(config);
  useLocalCredentials();
  if (config.AWS_ENDPOINT_URL) {
    await provision({ ...config, AWS_ENDPOINT_URL: config.AWS_ENDPOINT_URL });
    return makeTarget('endpoint', `the endpoint ${config.AWS_ENDPOINT_URL} (AWS_ENDPOINT_URL)`, createDeps(config));
  }
  const running = await findLiveStack(config.DATA_DIR);
  if (running) {
    const deps = createDeps({
      ...config,
      AWS_ENDPOINT_URL: running.endpoint,
      TABLE_NAME: running.table,
      FILES_BUCKET: running.bucket,
      APP_URL: running.app_url,
    });
    return {
      ...makeTarget('running', `the running local stack (pid ${running.pid}, DATA_DIR ${config.DATA_DIR})`, deps),
      // The stack owns the snapshot; it writes one when asked.
      close: async (changed) => (changed ? requestSnapshot(config.DATA_DIR) : undefined),
    };
  }
  const store = await openLocalStore(config);
  return {
    ...makeTarget('temporary', `a temporary moto_server with the data of DATA_DIR ${config.DATA_DIR}`, createDeps(store.config)),
    close: async (changed) => {
      try {
        if (changed) await store.save();
      } finally {
        await store.close();
      }
    },
  };
}

const makeTarget = (kind: Target['kind'], description: string, deps: Deps): Target => ({
  kind,
  description,
  // A local endpoint's writes to one item one at a time, as the local stack's (D-198).
  deps: kind === 'remote' ? deps : withLocalWriteLock(deps),
  close: async () => undefined,
});

async function openRemote(config: Config): Promise<Target> {
  if (config.AWS_ENDPOINT_URL) throw new CliError('--remote means the deployed table: unset AWS_ENDPOINT_URL to use it.');
  const dynamo = new DynamoDBClient({ region: config.AWS_REGION });
  try {
    await dynamo.send(new DescribeTableCommand({ TableName: config.TABLE_NAME }));
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    throw new CliError(`Cannot reach the deployed table ${config.TABLE_NAME} in ${config.AWS_REGION} (${reason}).`);
  } finally {
    dynamo.destroy();
  }
  return makeTarget('remote', `the deployed table ${config.TABLE_NAME} in ${config.AWS_REGION}`, createDeps(config));
}
