// `npm run bench:fuzz`: 10,000 requests built by fast-check for every route of the
// route table (test/support/fuzz.ts), sent to the local gateway on a moto of its own.
// Prints what came back, by status and by route; exits 1 on any 5xx or a refusal
// without `{ error }`, with the smallest request that does it and the seed.
// FUZZ_RUNS and FUZZ_SEED override the count and the seed.
import fc from 'fast-check';
import { startBenchEndpoint } from './endpoint.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() ^ (Math.random() * 0x7fffffff);

const moto = await startBenchEndpoint('fuzz');
// After the environment: the config is parsed on first use.
const { describeRequest, fuzzRequest, problemWith, send } = await import('#test/support/fuzz.js');
const { FUZZ_ORIGIN, startFuzzStage } = await import('#test/support/fuzz-world.js');

// Handlers log one line per request; 10,000 of them would bury the figures.
console.log = () => undefined;
const print = (line = '') => process.stdout.write(`${line}\n`);

const stage = await startFuzzStage();
const byStatus = new Map<number, number>();
const byRoute = new Map<string, { sent: number; statuses: Set<number> }>();
let sent = 0;
const started = performance.now();
const result = await fc.check(
  fc.asyncProperty(fuzzRequest(stage.world, FUZZ_ORIGIN), async (request) => {
    const answer = await send(stage.port, request);
    sent += 1;
    byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
    const key = `${request.route.method} ${request.route.path}`;
    const route = byRoute.get(key) ?? { sent: 0, statuses: new Set<number>() };
    route.sent += 1;
    route.statuses.add(answer.status);
    byRoute.set(key, route);
    const problem = problemWith(answer);
    if (problem) throw new Error(`${problem}\n  ${describeRequest(request)}`);
  }),
  { numRuns: RUNS, seed },
);
const seconds = (performance.now() - started) / 1000;
await stage.close();
await moto.stop();

print(`Fuzzed ${sent} requests over ${byRoute.size} routes in ${seconds.toFixed(1)} s (${(sent / seconds).toFixed(0)} requests/s), seed ${seed}`);
print();
print('Status   Requests');
for (const [status, count] of [...byStatus].sort(([a], [b]) => a - b)) print(`${String(status).padEnd(8)} ${count}`);
print();
print('Route'.padEnd(56) + 'Requests  Statuses');
for (const [key, route] of [...byRoute].sort(([a], [b]) => a.localeCompare(b))) {
  print(`${key.padEnd(56)}${String(route.sent).padEnd(10)}${[...route.statuses].sort().join(' ')}`);
}
const fivexx = [...byStatus].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0);
print();
print(`5xx answers: ${fivexx}`);
if (result.failed) {
  print(`FAIL: ${fc.defaultReportMessage(result) ?? 'property failed'}`);
  process.exit(1);
}
print(`PASS: ${sent} requests, no 5xx, every refusal { error }`);
