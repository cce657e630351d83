import type { TestProject } from 'vitest/node';
import { startMoto, type Moto } from '#infra/local/moto.js';

declare module 'vitest' {
  export interface ProvidedContext {
    awsEndpoint: string;
  }
}

let moto: Moto | undefined;

/**
 * One AWS-compatible endpoint for the whole run: AWS_ENDPOINT_URL when given
 * (LocalStack, `npm run test:localstack`), otherwise a moto_server of our own.
 */
export async function setup(project: TestProject) {
  const given = process.env.AWS_ENDPOINT_URL;
  if (!given) moto = await startMoto();
  project.provide('awsEndpoint', given ?? moto!.endpoint);
}

export async function teardown() {
  await moto?.stop();
}
