// `npm run bench:licensees`: writes a generated licence-holder file (200,000 lines, like
// the Commission's) to a temporary folder, imports it through the import rule as a stream
// on a moto of its own, and prints lines per second, the DynamoDB requests by command
// and the peak memory (issue 11 point 1: streamed, never the whole file in memory). Then
// the same file again: every line unchanged, so only reads. Then a changed file: every
// 100th licence renamed and 1,000 added, which must update and add exactly those, and the
// search must find the new names and not the old. LICENSEES_COUNT changes the size.
import { execFileSync } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdtemp, open, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { countRequests, startBenchEndpoint } from './endpoint.js';
import { ADDED, RENAME_EVERY, addedNumber, renamedLastName } from './licensee-variant.js';

const COUNT = Number(process.env.LICENSEES_COUNT ?? 200_000);

const moto = await startBenchEndpoint('bench');
// After the environment: the config is parsed on first use.
const { getDeps } = await import('../../functions/deps.js');
const { importLicensees } = await import('../../functions/integrations/licensee-import.js');
const { provisionTestTable } = await import('../support/api.js');
const { searchLicensees, findLicensee } = await import('../../functions/data/licensees.js');
const { summarize } = await import('../../infra/cli/import-licensees.js');

console.log = () => undefined;
const print = (line = '') => process.stdout.write(`${line}\n`);

await provisionTestTable();
const requests = countRequests(getDeps().db.doc);

const dir = await mkdtemp(join(tmpdir(), 'bench-licensees-'));
const file = join(dir, 'licensees.txt');
const changedFile = join(dir, 'licensees-changed.txt');
const SEED = '20261125';
const written = performance.now();
const writeFile = (...args: string[]) => execFileSync(join('node_modules', '.bin', 'tsx'), ['test/bench/licensee-files.ts', ...args], { stdio: 'inherit' });
writeFile(file, String(COUNT), SEED);
writeFile(changedFile, String(COUNT), SEED, '--changed');
const bytes = (await stat(file)).size;
print(`${COUNT.toLocaleString('en-US')} lines, ${(bytes / 1024 / 1024).toFixed(1)} MB, generated (with the changed file) in ${((performance.now() - written) / 1000).toFixed(1)} s`);
const mb = (value: number) => `${(value / 1024 / 1024).toFixed(0)} MB`;
print(`Memory before importing: ${mb(process.memoryUsage().rss)} RSS`);
print();

async function measure(label: string, path = file) {
  requests.clear();
  const before = process.memoryUsage().rss;
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  const started = performance.now();
  const result = await importLicensees(getDeps(), createReadStream(path, { highWaterMark: 256 * 1024 }));
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  const made = [...requests].map(([name, count]) => `${name} ${count.toLocaleString('en-US')}`).join(', ');
  print(`${label}: ${summarize(result)}`);
  print(`  ${seconds.toFixed(1)} s, ${Math.round(result.lines / seconds).toLocaleString('en-US')} lines/s, peak ${mb(peak)} RSS (${mb(before)} before)`);
  print(`  requests: ${made}`);
  return result;
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
