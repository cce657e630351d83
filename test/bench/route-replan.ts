// `npm run bench:replan`: "Re-plan from here" (issue 29 point 5, D-228) end to end through the
// handlers, on a moto of its own: for open-house days of REPLAN_SIZES listings (100, 500 and
// 2,000 by default) it plans and saves the day, marks the first stop visited and the second
// skipped, then re-plans from 11:00, 12:30 and 14:00. It prints each re-plan's time (the whole
// request: reads, search, write), the CPU it took (this process, and moto's), the stops planned,
// the load and the DynamoDB requests, and fails when one takes more than the promised 2 s.
// BENCH_MOTO_PORT: moto's port (a free one otherwise). Each size's first line is the day's plan by the
// optimize route (1.9 s of search), for comparison.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { countRequests, startBenchEndpoint } from './endpoint.js';

const SIZES = (process.env.REPLAN_SIZES ?? '100,500,2000').split(',').map(Number);
const PROMISE_MS = 2_000;

const moto = await startBenchEndpoint('bench-replan', process.env.BENCH_MOTO_PORT ? Number(process.env.BENCH_MOTO_PORT) : undefined);
/** moto's CPU so far, in ms: user and system time from /proc (clock ticks of 10 ms). */
const motoCpuMs = () => {
  const fields = readFileSync(`/proc/${moto.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
const cpuNow = () => ({ node: process.cpuUsage(), moto: motoCpuMs() });
// After the environment: the config is parsed on first use.
const { getDeps } = await import('#functions/deps.js');
const { handler: runImport } = await import('#functions/open-house/post-open-house-import.js');
const { handler: optimize } = await import('#functions/route-planner/post-route-planner-optimize.js');
const { handler: save } = await import('#functions/route-planner/post-routes-save.js');
const { handler: progress } = await import('#functions/route-planner/put-routes-progress.js');
const { handler: replan } = await import('#functions/route-planner/post-routes-replan.js');
const { call, makeUser, provisionTestTable } = await import('#test/support/api.js');
const { sameSite } = await import('#test/support/accounts.js');
const { generateOpenHouses } = await import('#infra/cli/open-house-sample.js');
const { addDays, dateIn } = await import('#shared/dates.js');

console.log = () => undefined;
const print = (line = '') => process.stdout.write(`${line}\n`);

await provisionTestTable();
const admin = (await makeUser({ is_admin: true })).token;
const requests = countRequests(getDeps().db.doc);

async function ok(label: string, send: () => Promise<{ status: number; json: any }>) {
  const answer = await send();
  if (answer.status !== 200) throw new Error(`${label}: ${answer.status} ${JSON.stringify(answer.json).slice(0, 300)}`);
  return answer.json;
}

print(`Re-plan from here, the whole request, on ${new Date().toISOString().slice(0, 10)} (load ${loadavg()[0]!.toFixed(1)})`);
print();
print('Listings  From    Time      CPU node+moto  Planned  Optimal  Load  Requests');
let late = 0;
for (const [index, size] of SIZES.entries()) {
  // Each size on a date of its own, ahead of today.
  const date = addDays(dateIn('America/Chicago', new Date()), 30 + index);
  const items = generateOpenHouses({ count: size, dates: [date], seed: 20261128 + index });
  await ok('import', () => call(runImport, 'POST /api/open-house/import', { body: { json_data: items, override_date: null }, token: admin, headers: sameSite }));
  const optimizing = performance.now();
  const plan = await ok('optimize', () => call(optimize, 'POST /api/route-planner/optimize', { body: { date }, token: admin, headers: sameSite }));
  print(`${String(size).padEnd(10)}${'plan'.padEnd(8)}${`${(performance.now() - optimizing).toFixed(0)} ms`.padEnd(25)}${String(plan.route.length).padEnd(9)}${String(plan.summary.is_optimal).padEnd(9)}${loadavg()[0]!.toFixed(1).padEnd(6)}(the day's first plan, for comparison)`);
  const parameters = { visit_duration_minutes: 5, start_time: '09:00', dedupe_agents: true, summary: plan.summary };
  const saved = await ok('save', () => call(save, 'POST /api/routes/save', { body: { route_name: `Bench ${size}`, date, route_data: plan.route, parameters }, token: admin, headers: sameSite }));
  const id = String(saved.route.id);
  const [first, second] = plan.route as { listing: { mls: string } }[];
  const stops = [{ mls: first!.listing.mls, status: 'visited' }, ...(second ? [{ mls: second.listing.mls, status: 'skipped' }] : [])];
  await ok('progress', () => call(progress, `PUT /api/routes/${id}/progress`, { body: { stops }, token: admin, headers: sameSite }));
  for (const time of ['11:00', '12:30', '14:00']) {
    requests.clear();
    const [started, cpu] = [performance.now(), cpuNow()];
    const reply = await ok('replan', () => call(replan, `POST /api/routes/${id}/replan`, { body: { time }, token: admin, headers: sameSite }));
    const ms = performance.now() - started;
    const nodeCpu = process.cpuUsage(cpu.node);
    const cpuText = `${((nodeCpu.user + nodeCpu.system) / 1000).toFixed(0)}+${motoCpuMs() - cpu.moto} ms`;
    if (ms > PROMISE_MS) late += 1;
    const made = [...requests].map(([name, count]) => `${name} ${count}`).join(', ');
    print(`${String(size).padEnd(10)}${time.padEnd(8)}${`${ms.toFixed(0)} ms`.padEnd(10)}${cpuText.padEnd(15)}${String(reply.planned.length).padEnd(9)}${String(reply.route.parameters.summary.is_optimal).padEnd(9)}${loadavg()[0]!.toFixed(1).padEnd(6)}${made}`);
  }
}
await moto.stop();

if (late > 0) {
  print(`FAIL: ${late} re-plans took more than ${PROMISE_MS} ms`);
  process.exit(1);
}
