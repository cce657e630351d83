// `npm run bench:licensees`: writes a generated licence-holder file (200,000 lines, like
// the Commission's) to a temporary folder, imports it through the import rule as a stream
// on a moto of its own, and prints lines per second, the DynamoDB requests by command
// and the peak memory (issue 11 point 1: streamed, never the whole file in memory). Then
// the same file again: every line unchanged, so only reads. LICENSEES_COUNT changes the size.
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { countRequests, startBenchEndpoint } from './endpoint.js';

const COUNT = Number(process.env.LICENSEES_COUNT ?? 200_000);

const moto = await startBenchEndpoint('bench');
// After the environment: the config is parsed on first use.
const { getDeps } = await import('../../functions/deps.js');
const { importLicensees } = await import('../../functions/integrations/licensee-import.js');
const { provisionTestTable } = await import('../support/api.js');
const { writeLicenseeFile } = await import('../../infra/cli/licensee-sample-command.js');
const { summarize } = await import('../../infra/cli/import-licensees.js');

console.log = () => undefined;
const print = (line = '') => process.stdout.write(`${line}\n`);

await provisionTestTable();
const requests = countRequests(getDeps().db.doc);

const dir = await mkdtemp(join(tmpdir(), 'bench-licensees-'));
const file = join(dir, 'licensees.txt');
const written = performance.now();
await writeLicenseeFile(file, { count: COUNT, seed: 20261125 });
const bytes = (await stat(file)).size;
print(`${COUNT.toLocaleString('en-US')} lines, ${(bytes / 1024 / 1024).toFixed(1)} MB, generated in ${((performance.now() - written) / 1000).toFixed(1)} s`);
const mb = (value: number) => `${(value / 1024 / 1024).toFixed(0)} MB`;
print(`Memory before importing: ${mb(process.memoryUsage().rss)} RSS`);
print();

async function measure(label: string) {
  requests.clear();
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  const started = performance.now();
  const result = await importLicensees(getDeps(), createReadStream(file, { highWaterMark: 256 * 1024 }));
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  const made = [...requests].map(([name, count]) => `${name} ${count.toLocaleString('en-US')}`).join(', ');
  print(`${label}: ${summarize(result)}`);
  print(`  ${seconds.toFixed(1)} s, ${Math.round(result.lines / seconds).toLocaleString('en-US')} lines/s, peak ${mb(peak)} RSS`);
  print(`  requests: ${made}`);
  return result;
}

const first = await measure('import');
const again = await measure('the same file again');
await rm(dir, { recursive: true, force: true });
await moto.stop();

if (first.added !== COUNT || first.bad !== 0 || again.unchanged !== COUNT || again.added + again.updated !== 0) {
  print('FAIL: the first import did not add every line once, or the second was not all unchanged');
  process.exit(1);
}
