import { inject } from 'vitest';
import { resetConfig } from '#functions/config.js';
import { getDeps, resetDeps } from '#functions/deps.js';
import { withLocalWriteLock } from '#infra/local/write-locks.js';

// Each test file gets its own table and bucket on the shared endpoint, so files run
// in parallel without seeing each other's data.
const suffix = Math.random().toString(36).slice(2, 10);
process.env.AWS_ENDPOINT_URL = inject('awsEndpoint');
process.env.AWS_REGION ??= 'us-east-1';
process.env.AWS_ACCESS_KEY_ID ??= 'test';
process.env.AWS_SECRET_ACCESS_KEY ??= 'test';
process.env.APP_ENV = 'test';
process.env.APP_URL = 'http://localhost:3000';
process.env.TABLE_NAME = `test-${suffix}`;
process.env.FILES_BUCKET = `test-files-${suffix}`;
resetConfig();
resetDeps();
// The handlers' deps, as the local stack gives its own: writes to one item one at a time on moto (D-198).
withLocalWriteLock(getDeps());
