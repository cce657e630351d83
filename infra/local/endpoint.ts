import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../../functions/config.js';
import { writeFileAtomic } from './atomic-file.js';
import { startEndpointProcess, type EndpointProcess } from './endpoint-process.js';

/** The configuration with the AWS-compatible endpoint in use always set. */
export type LocalConfig = Config & { AWS_ENDPOINT_URL: string };

export interface Endpoint {
  url: string;
  /** True when we started moto: its state lives only in our snapshot. */
  isOwned: boolean;
  /** Our moto_server's process (undefined for AWS_ENDPOINT_URL). */
  process?: EndpointProcess;
  stop: () => Promise<void>;
}

/** AWS_ENDPOINT_URL (LocalStack) when set, otherwise a moto_server of our own. */
export async function openEndpoint(config: Config, options: { detached?: boolean } = {}): Promise<Endpoint> {
  useLocalCredentials();
  if (config.AWS_ENDPOINT_URL) return { url: config.AWS_ENDPOINT_URL, isOwned: false, stop: async () => undefined };
  const moto = await startEndpointProcess(options);
  return { url: moto.url, isOwned: true, process: moto.process, stop: moto.process.stop };
}

/** moto and LocalStack accept any key, but the SDK refuses to sign a request without one. */
export function useLocalCredentials(): void {
  if (process.env.AWS_ACCESS_KEY_ID) return;
  process.env.AWS_ACCESS_KEY_ID = 'local';
  process.env.AWS_SECRET_ACCESS_KEY = 'local';
}

/** DATA_DIR/endpoint.json: how `npm run cli` finds the running stack. */
export interface EndpointRecord {
  endpoint: string;
  /** The local runner's process. */
  pid: number;
  /** Its moto_server's process, when it started one. */
  endpoint_pid?: number;
  is_owned: boolean;
  table: string;
  bucket: string;
  app_url: string;
  started_at: string;
}

const RECORD = 'endpoint.json';
/** Touched by the CLI after it changed the running stack's data, so the runner snapshots it. */
export const SNAPSHOT_REQUEST = 'snapshot-request';

export const writeEndpointRecord = (dataDir: string, record: EndpointRecord) =>
  writeFileAtomic(join(dataDir, RECORD), JSON.stringify(record, null, 2));

export async function readEndpointRecord(dataDir: string): Promise<EndpointRecord | undefined> {
  try {
    return JSON.parse(await readFile(join(dataDir, RECORD), 'utf8')) as EndpointRecord;
  } catch {
    return undefined;
  }
}

/** Removes the record only if it is still ours (another runner may have replaced a stale one). */
export async function removeEndpointRecord(dataDir: string, pid = process.pid): Promise<void> {
  if ((await readEndpointRecord(dataDir))?.pid === pid) await rm(join(dataDir, RECORD), { force: true });
}

/**
 * The record of a runner that is still running and whose endpoint answers. A record left
 * by a crash names a dead process, and an orphaned moto's data would never be saved.
 */
export async function findLiveStack(dataDir: string): Promise<EndpointRecord | undefined> {
  const record = await readEndpointRecord(dataDir);
  if (!record || !isProcessAlive(record.pid) || !(await isAnswering(record.endpoint))) return undefined;
  return record;
}

export async function requestSnapshot(dataDir: string): Promise<void> {
  await writeFile(join(dataDir, SNAPSHOT_REQUEST), new Date().toISOString());
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function isAnswering(endpoint: string): Promise<boolean> {
  try {
    const response = await fetch(endpoint, { signal: AbortSignal.timeout(2000) });
    await response.body?.cancel();
    return true;
  } catch {
    return false;
  }
}
