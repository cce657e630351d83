import { getConfig, type Config } from './config.js';
import { createDb, type Db } from './data/table.js';
import type { Files } from './integrations/files.js';
import type { PaymentProvider } from './integrations/payments.js';

/**
 * What a handler's rules are given: the configuration, the table and the clock. Tests
 * pass their own (another table, a fixed clock). The files bucket comes from
 * `filesOf(deps)` (functions/integrations/files.ts), so only functions that use it
 * bundle the S3 client; `files` here lets a test pass its own. The same for `payments`
 * (functions/integrations/payments.ts, the Stripe SDK): a test's provider.
 */
export interface Deps {
  config: Config;
  db: Db;
  now: () => Date;
  files?: Files;
  payments?: PaymentProvider;
}

export function createDeps(config: Config = getConfig()): Deps {
  return {
    config,
    db: createDb(config),
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
