// `npx tsx test/bench/web-long-tasks.ts`: the long tasks of a page's boot, from Chromium's own
// trace, on a 412 px phone with the CPU slowed 4x as Lighthouse's mobile run assumes (D-243).
// Lighthouse's score on a shared machine swings with the load; the tasks of one load say what
// fills them: script (the app's modules evaluated, React's work), style, layout, the HTML's
// parse. Prints, per page, the median over BENCH_LOADS loads of the blocking time (each
// task's time past 50 ms, until BENCH_TRACE_MS after the navigation), the longest task, the
// time spent evaluating modules, and the long tasks of the median load. BENCH_PAGES (paths,
// comma-separated) chooses the pages; signed-in pages are opened as the demo admin.
import { loadavg } from 'node:os';
import type { Page } from '@playwright/test';
import { buildSite, launchChromium, signIn, startStack } from './web-stack.js';

const LOADS = Number(process.env.BENCH_LOADS ?? 5);
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3197);
const TRACE_MS = Number(process.env.BENCH_TRACE_MS ?? 8_000);
const PAGES = (process.env.BENCH_PAGES ?? '/,/dashboard,/route-planner,/admin-agents,/open-house-browse').split(',');
const PUBLIC = new Set(['/', '/login', '/signup', '/forgot-password', '/privacy-policy', '/terms-of-service', '/ce-class', '/dev/outbox']);
const LONG_MS = 50;

const print = (line = '') => process.stdout.write(`${line}\n`);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread time: what the thread ran, without the time the machine's other processes took from it. */
  tdur?: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
}

interface Task {
  startMs: number;
  ms: number;
  /** Milliseconds of each kind of work inside it. */
  kinds: Record<string, number>;
  /** The script that ran longest in it: its file and function. */
  script?: string;
}

interface Load {
  blockingMs: number;
  longestMs: number;
  evaluateMs: number;
  /** The thread time of the modules' evaluation and of all the main thread's tasks (not slowed). */
  evaluateCpuMs: number;
  cpuMs: number;
  tasks: Task[];
}

// What each traced event is, for the tasks' breakdown (the outermost event of a kind counts).
const KIND: Record<string, string> = {
  'v8.evaluateModule': 'module evaluation',
  'v8.compileModule': 'module evaluation',
  EvaluateScript: 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  EventDispatch: 'script',
  FireAnimationFrame: 'script',
  RunMicrotasks: 'script',
  'v8.run': 'script',
  UpdateLayoutTree: 'style',
  ParseAuthorStyleSheet: 'style',
  Layout: 'layout',
  ParseHTML: 'HTML parse',
  Paint: 'paint',
  PrePaint: 'paint',
  Layerize: 'paint',
};

buildSite(print);
print(`Starting the local stack on port ${PORT}…`);
const stack = await startStack(PORT);
const browser = await launchChromium();
try {
  const cookie = (await signIn(stack.url, 'admin')).split('=');
  print(`${LOADS} loads per page, CPU ${CPU_SLOWDOWN}x slower, 412x823 phone, tasks over ${LONG_MS} ms in the first ${TRACE_MS} ms (load average before: ${loadavg()[0]!.toFixed(2)})`);
  print(`${'Page'.padEnd(22)}${'Blocking'.padEnd(11)}${'Longest'.padEnd(10)}${'Modules'.padEnd(10)}${'CPU: modules'.padEnd(14)}${'CPU: all'.padEnd(10)}${'Blocking of each load'.padEnd(36)}Load 1m`);
  for (const path of PAGES) {
    const loads: Load[] = [];
    for (let index = 0; index < LOADS; index++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
      if (!PUBLIC.has(path)) await context.addCookies([{ name: cookie[0]!, value: cookie.slice(1).join('='), url: stack.url }]);
      const page = await context.newPage();
      loads.push(await traceLoad(page, stack.url + path));
      await context.close();
    }
    const byBlocking = [...loads].sort((a, b) => a.blockingMs - b.blockingMs);
    const mid = byBlocking[Math.floor(byBlocking.length / 2)]!;
    print(
      `${path.padEnd(22)}${`${median(loads.map((load) => load.blockingMs)).toFixed(0)} ms`.padEnd(11)}` +
        `${`${median(loads.map((load) => load.longestMs)).toFixed(0)} ms`.padEnd(10)}${`${median(loads.map((load) => load.evaluateMs)).toFixed(0)} ms`.padEnd(10)}` +
        `${`${median(loads.map((load) => load.evaluateCpuMs)).toFixed(0)} ms`.padEnd(14)}${`${median(loads.map((load) => load.cpuMs)).toFixed(0)} ms`.padEnd(10)}` +
        `${loads.map((load) => load.blockingMs.toFixed(0)).join(', ').padEnd(36)}${loadavg()[0]!.toFixed(2)}`,
    );
    for (const task of mid.tasks) {
      const kinds = Object.entries(task.kinds)
        .filter(([, ms]) => ms >= 1)
        .sort((a, b) => b[1] - a[1])
        .map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`)
        .join(', ');
      print(`    at ${task.startMs.toFixed(0).padStart(5)} ms: ${task.ms.toFixed(0).padStart(4)} ms (${kinds})${task.script ? `; ${task.script}` : ''}`);
    }
  }
} finally {
  await browser.close();
  await stack.stop();
}

/** One load of `url`, traced; its renderer's tasks from the navigation on. */
async function traceLoad(page: Page, url: string): Promise<Load> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'toplevel'] });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(TRACE_MS);
  const events = (JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  // The renderer's main thread is the one that parsed this page's HTML.
  const parse = events.find((event) => event.name === 'ParseHTML' && event.ph === 'X');
  if (!parse) throw new Error(`No HTML parse in the trace of ${url}`);
  const main = events.filter((event) => event.pid === parse.pid && event.tid === parse.tid && event.ph === 'X' && event.dur !== undefined);
  const start = Math.min(...main.filter((event) => event.name === 'RunTask').map((event) => event.ts));
  const tasks: Task[] = [];
  let evaluateMs = 0;
  let evaluateCpuMs = 0;
  let cpuMs = 0;
  for (const event of main.filter((candidate) => candidate.name === 'RunTask')) {
    const ms = event.dur! / 1000;
    const inside = main.filter((child) => child !== event && child.ts >= event.ts && child.ts + child.dur! <= event.ts + event.dur!);
    const kinds: Record<string, number> = {};
    // Only the outermost event of a kind: a FunctionCall inside a module's evaluation is the module's.
    const counted: TraceEvent[] = [];
    for (const child of inside.sort((a, b) => a.ts - b.ts || b.dur! - a.dur!)) {
      const kind = KIND[child.name];
      if (!kind) continue;
      if (counted.some((outer) => child.ts >= outer.ts && child.ts + child.dur! <= outer.ts + outer.dur!)) continue;
      counted.push(child);
      kinds[kind] = (kinds[kind] ?? 0) + child.dur! / 1000;
    }
    // What the trace does not name (the browser's own work between them).
    kinds.other = ms - Object.values(kinds).reduce((sum, value) => sum + value, 0);
    evaluateMs += kinds['module evaluation'] ?? 0;
    evaluateCpuMs += counted.filter((child) => KIND[child.name] === 'module evaluation').reduce((sum, child) => sum + (child.tdur ?? 0) / 1000, 0);
    cpuMs += (event.tdur ?? 0) / 1000;
    const longest = counted.filter((child) => child.args?.data?.url).sort((a, b) => b.dur! - a.dur!)[0];
    const script = longest && `${longest.args!.data!.url!.replace(/^.*\//, '')} ${longest.args!.data!.functionName || '(top level)'}`;
    const startMs = (event.ts - start) / 1000;
    if (ms > LONG_MS && startMs <= TRACE_MS) tasks.push({ startMs, ms, kinds, script });
  }
  return {
    blockingMs: tasks.reduce((sum, task) => sum + task.ms - LONG_MS, 0),
    longestMs: Math.max(0, ...tasks.map((task) => task.ms)),
    evaluateMs,
    evaluateCpuMs,
    cpuMs,
    tasks,
  };
}
