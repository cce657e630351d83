// `npm run bench:web` (issue 14 points 1 and 2): Lighthouse (mobile emulation, simulated
// throttling) on the pages agents and clients open on their phones, served by the local
// stack with demo data; the median of RUNS runs per page. Prints each page's performance
// score, FCP, LCP, TBT, CLS, bytes and accessibility, and fails when a target is missed:
// performance >= 95 on public pages and >= 90 signed in, CLS < 0.05, accessibility 100.
// The machine's load average is printed beside the figures: TBT grows when others build.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { launchBrowser, measure, medianRun, warmUp, type PageFigures } from './web-lighthouse.js';
import { findDemoLinks, signIn, startStack } from './web-stack.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3199);
const ONLY = process.env.BENCH_PAGES?.split(',');
const TARGET = { public: 95, signedIn: 90, cls: 0.05, accessibility: 100 } as const;

const print = (line = '') => process.stdout.write(`${line}\n`);
const columns = (...cells: [string | number, number][]) => cells.map(([cell, width]) => String(cell).padEnd(width)).join('');
const load = () => loadavg().map((value) => value.toFixed(2)).join(' ');

interface BenchPage {
  label: string;
  path: string;
  signedIn: boolean;
}

if (process.env.BENCH_SKIP_BUILD !== '1') {
  print('Building the site (npm run build:web)…');
  const built = spawnSync('npm', ['run', 'build:web'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (built.status !== 0) throw new Error('npm run build:web failed');
}

print(`Starting the local stack with demo data on port ${PORT}…`);
const stack = await startStack(PORT);
const browser = await launchBrowser().catch(async (error: unknown) => {
  await stack.stop();
  throw error;
});
let failures = 0;
try {
  const agent = await signIn(stack.url, 'agent');
  const links = await findDemoLinks(stack.url, agent, await signIn(stack.url, 'admin'));
  const pages: BenchPage[] = [
    { label: '/', path: '/', signedIn: false },
    { label: '/login', path: '/login', signedIn: false },
    { label: '/signup', path: '/signup', signedIn: false },
    { label: '/download/{token}', path: `/download/${links.downloadToken}`, signedIn: false },
    { label: '/ce-attendance/{token}', path: `/ce-attendance/${links.attendanceToken}`, signedIn: false },
    { label: '/dashboard', path: '/dashboard', signedIn: true },
    { label: '/my-inspections', path: '/my-inspections', signedIn: true },
    { label: '/order', path: '/order', signedIn: true },
    { label: '/report/{id}', path: `/report/${links.paidReportId}`, signedIn: true },
  ].filter((page) => !ONLY || ONLY.includes(page.label));
  const cookieOf = (page: BenchPage) => (page.signedIn ? agent : undefined);
  await warmUp(browser, pages.map((page) => ({ url: stack.url + page.path, cookie: cookieOf(page) })));

  print(`Lighthouse ${RUNS} runs per page, median shown (load average before: ${load()})`);
  print(columns(['Page', 24], ['Perf', 6], ['FCP', 9], ['LCP', 9], ['TBT', 8], ['CLS', 7], ['Bytes', 10], ['A11y', 6], ['Load 1m', 9], ['Misses', 0]));
  const results: Record<string, PageFigures & { load: string }> = {};
  for (const page of pages) {
    const runs: PageFigures[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await measure(browser, stack.url + page.path, cookieOf(page)));
    const figures = medianRun(runs);
    const misses = missedTargets(page, figures);
    failures += misses.length ? 1 : 0;
    const loadNow = loadavg()[0]!.toFixed(2);
    results[page.label] = { ...figures, load: loadNow };
    print(
      columns(
        [page.label, 24],
        [figures.performance, 6],
        [`${(figures.fcpMs / 1000).toFixed(2)} s`, 9],
        [`${(figures.lcpMs / 1000).toFixed(2)} s`, 9],
        [`${figures.tbtMs.toFixed(0)} ms`, 8],
        [figures.cls.toFixed(3), 7],
        [`${(figures.bytes / 1000).toFixed(0)} kB`, 10],
        [figures.accessibility, 6],
        [loadNow, 9],
        [misses.join(', ') || '-', 0],
      ),
    );
  }
  print();
  print(`Load average after: ${load()}`);
  if (process.env.BENCH_WEB_JSON) writeFileSync(process.env.BENCH_WEB_JSON, `${JSON.stringify(results, null, 2)}\n`);
} finally {
  await browser.kill();
  await stack.stop();
}
print(failures ? `FAIL: ${failures} page(s) missed a target` : 'Every page met its targets');
if (failures) process.exitCode = 1;

function missedTargets(page: BenchPage, figures: PageFigures): string[] {
  const misses: string[] = [];
  const performance = page.signedIn ? TARGET.signedIn : TARGET.public;
  if (figures.performance < performance) misses.push(`performance < ${performance}`);
  if (!(figures.cls < TARGET.cls)) misses.push(`CLS >= ${TARGET.cls}`);
  if (figures.accessibility < TARGET.accessibility) misses.push(`accessibility (${figures.failedAudits.join(' ')})`);
  return misses;
}
