import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { startMoto, type Moto } from '#infra/local/moto.js';

/**
 * A moto of the bench's own, with the environment the functions read pointed at a
 * fresh table and bucket. Import the functions after this: the config is parsed on
 * first use. `port`: one of the caller's own, else a free one.
 */
export async function startBenchEndpoint(prefix: string, port?: number): Promise<Moto> {
  const moto = await startMoto(undefined, { port });
  const suffix = Math.random().toString(36).slice(2, 10);
  Object.assign(process.env, {
    AWS_ENDPOINT_URL: moto.endpoint,
    AWS_REGION: process.env.AWS_REGION ?? 'us-east-1',
    AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID ?? 'test',
    AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY ?? 'test',
    APP_ENV: 'test',
    APP_URL: 'http://localhost:3000',
    TABLE_NAME: `${prefix}-${suffix}`,
    FILES_BUCKET: `${prefix}-files-${suffix}`,
  });
  return moto;
}

/** Counts the requests the client sends, by command (`Query`, `BatchWriteItem`…); clear it between calls. */
export function countRequests(doc: DynamoDBDocumentClient): Map<string, number> {
  const requests = new Map<string, number>();
  doc.middlewareStack.add(
    (next, context) => async (args) => {
      const name = String(context.commandName).replace(/Command$/, '');
      requests.set(name, (requests.get(name) ?? 0) + 1);
      return next(args);
    },
    { step: 'initialize', name: 'countRequests' },
  );
  return requests;
}
