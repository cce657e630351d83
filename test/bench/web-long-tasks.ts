// `npx tsx test/bench/web-long-tasks.ts` (issue 28 point 5, D-245): where a page's main-thread time goes on a
// phone. Lighthouse's TBT on this shared machine swings with the load; this opens each page of
// bench:web (test/bench/web-pages.ts; BENCH_PAGES filters by label) in Chromium on a 412 px
// phone with the CPU slowed BENCH_CPU_SLOWDOWN times (4, as Lighthouse's simulation assumes),
// BENCH_LOADS times, traces each load, and prints every task over 50 ms: when it ran, how long,
// and what filled it (script, style, layout, paint; the script's heaviest function), then the
// load's TBT (each task's time past 50 ms, summed), LCP and CLS, and the load average beside.
import { loadavg } from 'node:os';
import { chromium, type Page } from '@playwright/test';
import { benchPages, makeLinks } from './web-pages.js';
import { signIn, startStack } from './web-stack.js';

const LOADS = Number(process.env.BENCH_LOADS ?? 3);
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3197);
const ONLY = process.env.BENCH_PAGES?.split(',');
/** How long after the load event a page is left to settle (later pages of a list, the map). */
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 6_000);
const LONG_MS = 50;

const print = (line = '') => process.stdout.write(`${line}\n`);

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: { url?: string; functionName?: string; lineNumber?: number; frame?: string; stackTrace?: { url: string; functionName: string; lineNumber: number }[] } };
}

const KINDS: Record<string, string> = {
  FunctionCall: 'script',
  EvaluateScript: 'script',
  'v8.evaluateModule': 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  EventDispatch: 'script',
  RunMicrotasks: 'script',
  V8Console: 'script',
  ParseHTML: 'parse',
  ParseAuthorStyleSheet: 'parse',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
};

/** The tasks over 50 ms of the page's main thread, each with the time of its parts by kind. */
function longTasks(events: TraceEvent[], navigationStart: number) {
  const mainThreads = new Set(events.filter((event) => event.name === 'thread_name' && (event.args as { name?: string } | undefined)?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`));
  const tasks = events.filter((event) => event.name === 'RunTask' && event.ph === 'X' && (event.dur ?? 0) / 1000 > LONG_MS && mainThreads.has(`${event.pid}:${event.tid}`));
  return tasks.map((task) => {
    const end = task.ts + task.dur!;
    const inside = events.filter((event) => event.ph === 'X' && event.tid === task.tid && event.pid === task.pid && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end && event !== task);
    const parts: Record<string, number> = {};
    // Only the outermost event of each kind counts, so nested calls are not added twice.
    const counted: TraceEvent[] = [];
    for (const event of inside.sort((a, b) => a.ts - b.ts)) {
      const kind = KINDS[event.name];
      if (!kind) continue;
      if (counted.some((outer) => event.ts >= outer.ts && event.ts + (event.dur ?? 0) <= outer.ts + (outer.dur ?? 0) && KINDS[outer.name] === kind)) continue;
      counted.push(event);
      parts[kind] = (parts[kind] ?? 0) + (event.dur ?? 0) / 1000;
    }
    const heaviest = inside
      .filter((event) => event.name === 'FunctionCall' || event.name === 'EvaluateScript' || event.name === 'v8.evaluateModule')
      .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0];
    const where = heaviest?.args?.data ? `${heaviest.args.data.functionName || '(top)'} ${(heaviest.args.data.url ?? '').split('/').at(-1)}:${heaviest.args.data.lineNumber ?? ''}` : '';
    return { startMs: (task.ts - navigationStart) / 1000, durationMs: task.dur! / 1000, parts, where };
  });
}

/** The page's LCP (and its element) and CLS, seen by PerformanceObservers from before its first byte. */
const OBSERVE = `(() => {
  const seen = { lcp: 0, lcpElement: '', cls: 0 };
  window.__seen = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      seen.lcp = entry.startTime;
      const element = entry.element;
      seen.lcpElement = element ? element.tagName.toLowerCase() + (element.id ? '#' + element.id : '') + ' "' + (element.textContent || '').trim().slice(0, 40) + '"' : '';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) seen.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

async function observe(page: Page) {
  await page.addInitScript({ content: OBSERVE });
}

print(`Starting the local stack with demo data on port ${PORT}…`);
const stack = await startStack(PORT);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const cookies = { anyone: undefined, agent: await signIn(stack.url, 'agent'), admin: await signIn(stack.url, 'admin') };
  const links = await makeLinks(stack.url, cookies.agent, cookies.admin);
  const pages = benchPages(stack.url, links).filter((page) => !ONLY || ONLY.includes(page.label));
  print(`${LOADS} loads per page, 412 px phone, CPU ${CPU_SLOWDOWN}x slower, tasks over ${LONG_MS} ms (start, duration: parts; heaviest script)`);
  for (const item of pages) {
    print(`\n${item.label}`);
    for (let load = 0; load < LOADS; load++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
      const cookie = item.visitor === 'anyone' ? undefined : await signIn(stack.url, item.visitor);
      if (cookie) {
        const [name, value] = cookie.split('=') as [string, string];
        await context.addCookies([{ name, value, url: stack.url }]);
      }
      const page = await context.newPage();
      await observe(page);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      const path = item.renew ? await item.renew() : item.path;
      await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', '__metadata'] });
      await page.goto(stack.url + path, { waitUntil: 'load' });
      await page.waitForTimeout(SETTLE_MS);
      const seen = await page.evaluate<{ lcp: number; lcpElement: string; cls: number }>('window.__seen');
      const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
      const navigation = trace.traceEvents.find((event) => event.name === 'navigationStart' && (event.args?.data as { isLoadingMainFrame?: boolean } | undefined)?.isLoadingMainFrame) ?? trace.traceEvents.find((event) => event.name === 'navigationStart');
      const tasks = longTasks(trace.traceEvents, navigation?.ts ?? 0);
      const tbt = tasks.reduce((sum, task) => sum + Math.max(0, task.durationMs - LONG_MS), 0);
      print(`  load ${load + 1}: TBT ${tbt.toFixed(0)} ms, LCP ${seen.lcp.toFixed(0)} ms (${seen.lcpElement}), CLS ${seen.cls.toFixed(3)}, load 1m ${loadavg()[0]!.toFixed(2)}${new URL(page.url()).pathname === '/login' && cookie ? ' SIGNED OUT' : ''}`);
      for (const task of tasks) {
        const parts = Object.entries(task.parts)
          .sort((a, b) => b[1] - a[1])
          .map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`)
          .join(', ');
        print(`    ${task.startMs.toFixed(0).padStart(6)} ms  ${task.durationMs.toFixed(0).padStart(5)} ms: ${parts}; ${task.where}`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await stack.stop();
}
