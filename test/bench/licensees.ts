// `npm run bench:licensees`: writes a generated licence-holder file (200,000 lines, like
// the Commission's) to a temporary folder, imports it through the import rule as a stream
// on a moto of its own, each import in a process of its own, and prints lines per second,
// the DynamoDB requests by command and the peak memory (issue 11 point 1: streamed, never
// the whole file in memory). Then the same file again: every line unchanged, so only
// reads. Then a changed file: every 100th licence renamed and 1,000 added, which must
// update and add exactly those; the search must find the new names and not the old.
// LICENSEES_COUNT changes the size.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtemp, open, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LicenseeImport } from '#functions/ce/licensees/licensee-import.js';
import { startBenchEndpoint } from './endpoint.js';
import { ADDED, RENAME_EVERY, addedNumber, renamedLastName } from './licensee-variant.js';

const COUNT = Number(process.env.LICENSEES_COUNT ?? 200_000);
const tsx = join('node_modules', '.bin', 'tsx');

const moto = await startBenchEndpoint('bench');
// After the environment: the config is parsed on first use.
const { getDeps } = await import('#functions/deps.js');
const { provisionTestTable } = await import('#test/support/api.js');
const { searchLicensees, findLicensee } = await import('#functions/data/ce-licensees.js');
const { summarize } = await import('#infra/cli/import-licensees.js');

console.log = () => undefined;
const print = (line = '') => process.stdout.write(`${line}\n`);

await provisionTestTable();

const dir = await mkdtemp(join(tmpdir(), 'bench-licensees-'));
const file = join(dir, 'licensees.txt');
const changedFile = join(dir, 'licensees-changed.txt');
const SEED = '20261125';
const written = performance.now();
const writeFile = (...args: string[]) => execFileSync(tsx, ['test/bench/licensee-files.ts', ...args], { stdio: 'inherit' });
writeFile(file, String(COUNT), SEED);
writeFile(changedFile, String(COUNT), SEED, '--changed');
const bytes = (await stat(file)).size;
print(`${COUNT.toLocaleString('en-US')} lines, ${(bytes / 1024 / 1024).toFixed(1)} MB, generated (with the changed file) in ${((performance.now() - written) / 1000).toFixed(1)} s`);
const mb = (value: number) => `${(value / 1024 / 1024).toFixed(0)} MB`;
print('Each import runs in a process of its own, as the CLI runs one (licensee-import-run.ts).');
print();

interface Run {
  result: LicenseeImport;
  seconds: number;
  before: number;
  peak: number;
  requests: Record<string, number>;
}

/**
 * One import in a process of its own (licensee-import-run.ts), its figures printed. Not
 * execFileSync: this process must stay free to drain moto's output, or moto stops.
 */
async function measure(label: string, path = file): Promise<LicenseeImport> {
  const { stdout } = await promisify(execFile)(tsx, ['test/bench/licensee-import-run.ts', path], { encoding: 'utf8', maxBuffer: 1 << 20 });
  const run = JSON.parse(stdout.trim().split('\n').at(-1)!) as Run;
  const made = Object.entries(run.requests)
    .map(([name, count]) => `${name} ${count.toLocaleString('en-US')}`)
    .join(', ');
  print(`${label}: ${summarize(run.result)}`);
  print(`  ${run.seconds.toFixed(1)} s, ${Math.round(run.result.lines / run.seconds).toLocaleString('en-US')} lines/s, peak ${mb(run.peak)} RSS (${mb(run.before)} before)`);
  print(`  requests: ${made}`);
  return run.result;
}

const first = await measure('import');
const again = await measure('the same file again');
const renamed = Math.ceil(COUNT / RENAME_EVERY);
const changed = await measure(`${renamed.toLocaleString('en-US')} renamed, ${ADDED.toLocaleString('en-US')} added`, changedFile);

// Line 0 was renamed: found by its new last name, and no longer by its old name.
const { db } = getDeps();
const firstLine = await open(file).then(async (handle) => {
  const { buffer, bytesRead } = await handle.read(Buffer.alloc(4096), 0, 4096, 0);
  await handle.close();
  return buffer.subarray(0, bytesRead).toString('latin1').split('\r\n')[0]!.split('\t');
});
const [oldLast = '', oldFirst = ''] = firstLine[2]!.split(',').map((part) => part.trim());
const renamedNumber = firstLine[1]!;
const byNewName = await searchLicensees(db, renamedLastName(0), 20);
const byOldName = await searchLicensees(db, `${oldFirst} ${oldLast}`.trim(), 20);
const addedHolder = await findLicensee(db, addedNumber(ADDED - 1));
await rm(dir, { recursive: true, force: true });
await moto.stop();

const failures = [
  first.added !== COUNT || first.bad !== 0 ? 'the first import did not add every line once' : '',
  again.unchanged !== COUNT || again.added + again.updated !== 0 ? 'the second import did not find every line unchanged' : '',
  changed.updated !== renamed || changed.added !== ADDED || changed.unchanged !== COUNT - renamed ? 'the changed file did not update and add exactly its changed lines' : '',
  !byNewName.some((match) => match.license_number === renamedNumber) ? 'the renamed licence is not found by its new name' : '',
  byOldName.some((match) => match.license_number === renamedNumber) ? 'the renamed licence is still found by its old name' : '',
  !addedHolder ? 'an added licence is not found by its number' : '',
].filter(Boolean);
if (failures.length) {
  print(`FAIL: ${failures.join('; ')}`);
  process.exit(1);
}
