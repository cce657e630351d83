import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../../functions/config.js';
import { CliError, defineCommand, type CliIo } from './command.js';
import { exportAll, fingerprintLive, fingerprint, readExport, restoreAll, wipeAll, type DrillTarget, type Fingerprint } from './restore-drill-steps.js';

export interface DrillInput {
  /** Where the export is written; kept when the drill fails, so nothing is lost. */
  out: string;
  keep: boolean;
}

export interface DrillResult {
  ok: boolean;
  before: Fingerprint;
  after: Fingerprint;
  /** Milliseconds per step. */
  ms: { export: number; wipe: number; restore: number; verify: number; total: number };
}

/** Test seam: runs between the restore and the check (a test drops an item here). */
export type AfterRestore = (target: DrillTarget) => Promise<void>;

/**
 * Rehearses the backup story on the local stack (docs/operations.md §1): export the
 * table and the files bucket to disk, wipe both, restore from the files on disk, and
 * compare counts and checksums. It empties the table it works on, so the deployed one
 * needs its name typed again (docs/style.md: guard the destructive).
 */
export const restoreDrillCommand = defineCommand<DrillInput>({
  name: 'restore-drill',
  summary: 'Exports the table and the files bucket, wipes both, restores them and checks counts and checksums.',
  usage: 'restore-drill [--out DIR] [--keep] [--remote --confirm-table TABLE_NAME]',
  options: { out: { type: 'string' }, keep: { type: 'boolean' }, 'confirm-table': { type: 'string' } },
  parse: (flags, config) => {
    if (flags.remote && flags['confirm-table'] !== config.TABLE_NAME) {
      throw new CliError(
        `restore-drill empties the table and the bucket it rehearses on. On the deployed table it runs only with --confirm-table ${config.TABLE_NAME}; ` +
          'rehearse on AWS with a point-in-time restore to a new table instead (docs/operations.md §1).',
      );
    }
    const out = typeof flags.out === 'string' ? flags.out : `${config.DATA_DIR}/restore-drill-${stamp(new Date())}`;
    return { out: resolve(out), keep: flags.keep === true };
  },
  run: async (deps, input, io) => {
    const target = openDrillTarget(deps.config);
    try {
      const result = await runRestoreDrill(target, input, io);
      if (!result.ok) throw new CliError(`Restore drill FAILED: the restored data differs. The export is kept in ${input.out}.`);
    } finally {
      target.dynamo.destroy();
      target.s3.destroy();
    }
    return true;
  },
});

export function openDrillTarget(config: Config): DrillTarget {
  const client = { region: config.AWS_REGION, ...(config.AWS_ENDPOINT_URL ? { endpoint: config.AWS_ENDPOINT_URL } : {}) };
  return {
    dynamo: new DynamoDBClient(client),
    s3: new S3Client({ ...client, forcePathStyle: Boolean(config.AWS_ENDPOINT_URL) }),
    table: config.TABLE_NAME,
    bucket: config.FILES_BUCKET,
  };
}

/** The drill itself, step by step, printing each step's figures as it goes. */
export async function runRestoreDrill(target: DrillTarget, input: DrillInput, io: CliIo, afterRestore?: AfterRestore): Promise<DrillResult> {
  const clock = stopwatch();
  const exported = await exportAll(target, input.out);
  const before = fingerprint(exported.items, exported.objects);
  const exportMs = clock.lap();
  io.out(`Exported ${describe(before)} from ${target.table} and ${target.bucket} to ${input.out} in ${seconds(exportMs)}.`);

  const left = await wipeAll(target, exported);
  const wipeMs = clock.lap();
  io.out(`Wiped: ${left.items} items and ${left.objects} objects left, in ${seconds(wipeMs)}.`);
  if (left.items + left.objects > 0) throw new CliError(`The wipe left data behind; the export is kept in ${input.out}.`);

  await restoreAll(target, await readExport(input.out));
  await afterRestore?.(target);
  const restoreMs = clock.lap();
  io.out(`Restored from ${input.out} in ${seconds(restoreMs)}.`);

  const after = await fingerprintLive(target, input.out);
  const verifyMs = clock.lap();
  const ok = JSON.stringify(before) === JSON.stringify(after);
  printComparison(io, before, after);
  const ms = { export: exportMs, wipe: wipeMs, restore: restoreMs, verify: verifyMs, total: clock.total() };
  io.out(
    `${ok ? 'Restore drill passed: every item and object is back, byte for byte' : 'Restore drill FAILED'} ` +
      `(export ${seconds(ms.export)}, wipe ${seconds(ms.wipe)}, restore ${seconds(ms.restore)}, check ${seconds(ms.verify)}; total ${seconds(ms.total)}).`,
  );
  if (ok && !input.keep) await rm(input.out, { recursive: true, force: true });
  return { ok, before, after, ms };
}

function printComparison(io: CliIo, before: Fingerprint, after: Fingerprint): void {
  const rows: [string, string | number, string | number][] = [
    ['items', before.items, after.items],
    ['items sha256', before.itemsSha256.slice(0, 16), after.itemsSha256.slice(0, 16)],
    ['objects', before.objects, after.objects],
    ['object bytes', before.bytes, after.bytes],
    ['objects sha256', before.objectsSha256.slice(0, 16), after.objectsSha256.slice(0, 16)],
  ];
  io.out(`  ${''.padEnd(16)}${'before'.padEnd(18)}after`);
  for (const [name, was, now] of rows) {
    io.out(`  ${name.padEnd(16)}${String(was).padEnd(18)}${String(now)}${String(was) === String(now) ? '' : '   DIFFERS'}`);
  }
}

const describe = (figures: Fingerprint) =>
  `${figures.items.toLocaleString('en-US')} items and ${figures.objects.toLocaleString('en-US')} objects (${(figures.bytes / 1e6).toFixed(1)} MB)`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const stamp = (at: Date) => at.toISOString().replace(/[:.]/g, '-');

function stopwatch() {
  const started = performance.now();
  let last = started;
  return {
    lap: () => {
      const now = performance.now();
      const ms = now - last;
      last = now;
      return Math.round(ms);
    },
    total: () => Math.round(performance.now() - started),
  };
}
