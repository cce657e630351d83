import { startMoto, type Moto } from '../../infra/local/moto.js';

/**
 * A moto of the bench's own, with the environment the functions read pointed at a
 * fresh table and bucket. Import the functions after this: the config is parsed on
 * first use.
 */
export async function startBenchEndpoint(prefix: string): Promise<Moto> {
  const moto = await startMoto();
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
