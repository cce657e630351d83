// One import of bench:licensees, in a process of its own as `npm run cli -- import-licensees
// FILE` runs it, so its peak memory is its own and not what earlier imports left for the
// collector. Reads the endpoint and table from the environment the bench set; prints its
// figures as one line of JSON.
import { createReadStream } from 'node:fs';
import { countRequests } from './endpoint.js';

const [file] = process.argv.slice(2);
if (!file) throw new Error('usage: licensee-import-run.ts FILE');
const { getDeps } = await import('#functions/deps.js');
const { importLicensees } = await import('#functions/ce/licensees/licensee-import.js');
console.log = () => undefined;

const requests = countRequests(getDeps().db.doc);
const before = process.memoryUsage().rss;
let peak = before;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
const started = performance.now();
const result = await importLicensees(getDeps(), createReadStream(file, { highWaterMark: 256 * 1024 }));
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage().rss);
process.stdout.write(`${JSON.stringify({ result, seconds, before, peak, requests: Object.fromEntries(requests) })}\n`);
