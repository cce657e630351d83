// `npm run bench:web` (issue 14 points 1 and 2, issue 28 point 5): Lighthouse (mobile
// emulation, simulated throttling) on every page of the spec, public and signed in
// (test/bench/web-pages.ts), served by the local stack with demo data; the median of RUNS
// runs per page. Prints each page's performance score, FCP, LCP, TBT, CLS, bytes,
// accessibility and best practices, and fails when a target is missed: performance >= 95,
// CLS <= 0.05, accessibility 100, best practices 100. BENCH_PAGES (labels, comma-separated)
// measures only those pages. The machine's load average and Lighthouse's benchmark index of
// the host's CPU (column CPU; under 1000 Lighthouse finds the host slower than it expects) are
// printed beside the figures: TBT grows when others build.
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { launchBrowser, measure, medianRun, unreachableHosts, warmUp, type PageFigures } from './web-lighthouse.js';
import { benchPages, makeLinks, type BenchPage } from './web-pages.js';
import { buildSite, isSignedIn, signIn, startStack } from './web-stack.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3199);
const ONLY = process.env.BENCH_PAGES?.split(',');
const TARGET = { performance: 95, cls: 0.05, accessibility: 100, bestPractices: 100 } as const;
const started = Date.now();

const print = (line = '') => process.stdout.write(`${line}\n`);
const columns = (...cells: [string | number, number][]) => cells.map(([cell, width]) => String(cell).padEnd(width)).join('');
const load = () => loadavg().map((value) => value.toFixed(2)).join(' ');

buildSite(print);

print(`Starting the local stack with demo data on port ${PORT}…`);
const stack = await startStack(PORT);
const browser = await launchBrowser().catch(async (error: unknown) => {
  await stack.stop();
  throw error;
});
let failures = 0;
try {
  const cookies = { anyone: undefined, agent: await signIn(stack.url, 'agent'), admin: await signIn(stack.url, 'admin') };
  const links = await makeLinks(stack.url, cookies.agent, cookies.admin);
  const pages = benchPages(stack.url, links).filter((page) => !ONLY || ONLY.includes(page.label));
  await warmUp(browser, pages.map((page) => ({ url: stack.url + page.path, cookie: cookies[page.visitor] })));
  // A signed-in page is measured with a session of its own: one that had ended would measure the
  // page as a visitor sees it on the way to /login (and the first run of bench:web did).
  const cookieOf = async (page: BenchPage) => (page.visitor === 'anyone' ? undefined : signIn(stack.url, page.visitor));

  const blocked = await unreachableHosts();
  if (blocked.length) print(`Blocked, since this machine cannot reach them: ${blocked.join(', ')}`);
  print(`Lighthouse ${RUNS} runs per page, median shown (load average before: ${load()})`);
  print(columns(['Page', 26], ['Perf', 6], ['FCP', 9], ['LCP', 9], ['TBT', 8], ['CLS', 7], ['Bytes', 10], ['A11y', 6], ['BP', 5], ['CPU', 6], ['Load 1m', 9], ['Misses', 0]));
  const results: Record<string, PageFigures & { load: string }> = {};
  for (const page of pages) {
    const runs: PageFigures[] = [];
    const cookie = await cookieOf(page);
    const path = page.renew ? await page.renew() : page.path;
    for (let run = 0; run < RUNS; run++) runs.push(await measure(browser, stack.url + path, cookie, blocked));
    if (cookie && !(await isSignedIn(stack.url, cookie))) throw new Error(`The ${page.visitor}'s session ended while ${page.label} was measured`);
    const figures = medianRun(runs);
    const misses = missedTargets(page, figures);
    failures += misses.length ? 1 : 0;
    const loadNow = loadavg()[0]!.toFixed(2);
    results[page.label] = { ...figures, load: loadNow };
    print(
      columns(
        [page.label, 26],
        [figures.performance, 6],
        [`${(figures.fcpMs / 1000).toFixed(2)} s`, 9],
        [`${(figures.lcpMs / 1000).toFixed(2)} s`, 9],
        [`${figures.tbtMs.toFixed(0)} ms`, 8],
        [figures.cls.toFixed(3), 7],
        [`${(figures.bytes / 1000).toFixed(0)} kB`, 10],
        [figures.accessibility, 6],
        [figures.bestPractices, 5],
        [Math.round(figures.benchmarkIndex), 6],
        [loadNow, 9],
        [misses.join(', ') || '-', 0],
      ),
    );
  }
  print();
  print(`Load average after: ${load()}; ${pages.length} pages in ${((Date.now() - started) / 60_000).toFixed(1)} min`);
  if (process.env.BENCH_WEB_JSON) writeFileSync(process.env.BENCH_WEB_JSON, `${JSON.stringify(results, null, 2)}\n`);
} finally {
  await browser.kill();
  await stack.stop();
}
print(failures ? `FAIL: ${failures} page(s) missed a target` : 'Every page met its targets');
if (failures) process.exitCode = 1;

function missedTargets(page: BenchPage, figures: PageFigures): string[] {
  const misses: string[] = [];
  if (figures.performance < TARGET.performance) misses.push(`performance < ${TARGET.performance}`);
  if (!(figures.cls <= TARGET.cls)) misses.push(`CLS > ${TARGET.cls}`);
  const failed = figures.failedAudits.join(' ');
  if (figures.accessibility < TARGET.accessibility || figures.bestPractices < TARGET.bestPractices) misses.push(`audits (${failed})`);
  return misses;
}
