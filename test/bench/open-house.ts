// `npm run bench:open-house`: previews and imports a generated 5,000-listing export
// through the handlers, on a moto of its own, and prints the time of each call and the
// DynamoDB requests it made (issue 10 point 4: duplicates by one Query per date,
// never a read per listing; writes batched). Then the same import again, which must
// store nothing more. OPEN_HOUSE_COUNT overrides the size.
import { countRequests, startBenchEndpoint } from './endpoint.js';

const COUNT = Number(process.env.OPEN_HOUSE_COUNT ?? 5_000);

const moto = await startBenchEndpoint('bench');
// After the environment: the config is parsed on first use.
const { getDeps } = await import('#functions/deps.js');
const { handler: preview } = await import('#functions/open-house/post-open-house-preview.js');
const { handler: runImport } = await import('#functions/open-house/post-open-house-import.js');
const { handler: stats } = await import('#functions/open-house/get-open-house-stats.js');
const { call, makeUser, provisionTestTable } = await import('#test/support/api.js');
const { sameSite } = await import('#test/support/accounts.js');
const { comingWeekend, generateOpenHouses } = await import('#infra/cli/open-house-sample.js');

console.log = () => undefined;
const print = (line = '') => process.stdout.write(`${line}\n`);

await provisionTestTable();
const admin = (await makeUser({ is_admin: true })).token;

const requests = countRequests(getDeps().db.doc);

const { dateIn } = await import('#shared/dates.js');
const data = generateOpenHouses({ count: COUNT, dates: comingWeekend(dateIn('America/Chicago', new Date())), seed: 20261128, problems: Math.round(COUNT / 100) });
const bytes = Buffer.byteLength(JSON.stringify(data));
print(`${COUNT.toLocaleString('en-US')} listings, ${(bytes / 1024 / 1024).toFixed(2)} MB of JSON`);
print();
print('Call'.padEnd(34) + 'Time      Requests');

async function measure(label: string, send: () => Promise<{ status: number; json: any }>) {
  requests.clear();
  const started = performance.now();
  const answer = await send();
  const ms = performance.now() - started;
  if (answer.status !== 200) throw new Error(`${label}: ${answer.status} ${JSON.stringify(answer.json)}`);
  const made = [...requests].map(([name, count]) => `${name} ${count}`).join(', ');
  print(`${label.padEnd(34)}${`${ms.toFixed(0)} ms`.padEnd(10)}${made}`);
  return answer.json;
}

const body = { json_data: data, override_date: null };
const previewed = await measure('preview', () => call(preview, 'POST /api/open-house/preview', { body, token: admin, headers: sameSite }));
const imported = await measure('import', () => call(runImport, 'POST /api/open-house/import', { body, token: admin, headers: sameSite }));
const again = await measure('the same import again', () => call(runImport, 'POST /api/open-house/import', { body, token: admin, headers: sameSite }));
const totals = await measure('stats', () => call(stats, 'GET /api/open-house/stats', { token: admin }));
await moto.stop();

print();
print(`Preview: ${previewed.new_listings} new, ${previewed.duplicates} duplicates, ${previewed.errors} errors, ${previewed.warnings} warnings over ${previewed.date_count} dates`);
print(`Import: ${imported.imported} imported, ${imported.skipped} skipped; again: ${again.imported} imported, ${again.skipped} skipped`);
print(`Stats: ${totals.total_listings} listings, ${totals.total_dates} dates, ${totals.total_agents} agents`);
if (imported.imported !== previewed.new_listings || again.imported !== 0 || totals.total_listings !== imported.imported) {
  print('FAIL: the import did not store exactly what the preview called new, once');
  process.exit(1);
}
