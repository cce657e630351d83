import { S3Client } from '@aws-sdk/client-s3';
import { getConfig, type Config } from './config.js';
import { createDb, type Db } from './data/table.js';

/**
 * What a handler's rules are given: the configuration, the table, the files bucket's
 * client and the clock. Tests pass their own (another table, a fixed clock).
 */
export interface Deps {
  config: Config;
  db: Db;
  s3: S3Client;
  now: () => Date;
}

export function createDeps(config: Config = getConfig()): Deps {
  return {
    config,
    db: createDb(config),
    s3: new S3Client({
      region: config.AWS_REGION,
      ...(config.AWS_ENDPOINT_URL ? { endpoint: config.AWS_ENDPOINT_URL, forcePathStyle: true } : {}),
    }),
    now: () => new Date(),
  };
}

let cached: Deps | undefined;

/** Created once per Lambda container, on first use rather than at import. */
export function getDeps(): Deps {
  cached ??= createDeps();
  return cached;
}

export function resetDeps(): void {
  cached = undefined;
}
