// `npm run bench:first-render` (D-195): opens the pages that are not rendered at build time
// (app.html and the bare shells) in fresh browsers with the CPU slowed, as on a busy machine,
// and prints for each how often its first render left the app's loader for the page and how
// long that took. A page whose lazy chunk arrived in the middle of the first render once
// stayed on "Loading…" for good; the bench fails when any load does.
import { loadavg } from 'node:os';
import { buildSite, launchChromium, startStack } from './web-stack.js';

const LOADS = Number(process.env.BENCH_LOADS ?? 20);
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
const PORT = Number(process.env.BENCH_FIRST_RENDER_PORT ?? 3198);
/** Far beyond a slow first render: a load still on the loader then has hung. */
const HUNG_AFTER_MS = 20_000;
const PAGES = ['/no-such-page', '/reset-password/no-such-link', '/sign/no-such-agreement', '/ce-class'];

const print = (line = '') => process.stdout.write(`${line}\n`);
const load = () => loadavg().map((value) => value.toFixed(2)).join(' ');
const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN;

buildSite(print);
print(`Starting the local stack on port ${PORT}…`);
const stack = await startStack(PORT);
const browser = await launchChromium();
let hung = 0;
try {
  print(`${LOADS} loads per page, CPU ${CPU_SLOWDOWN}x slower, a fresh browser context each (load average before: ${load()})`);
  print(`${'Page'.padEnd(32)}${'Hung'.padEnd(8)}${'p50'.padEnd(10)}${'p95'.padEnd(10)}Load 1m`);
  for (const path of PAGES) {
    const times: number[] = [];
    let pageHung = 0;
    for (let index = 0; index < LOADS; index++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      const started = Date.now();
      await page.goto(stack.url + path);
      // Every page ends with its heading (the 404 page's, the sign-in page a bad reset link goes to, …).
      const arrived = await page
        .locator('#root h1')
        .first()
        .waitFor({ timeout: HUNG_AFTER_MS })
        .then(() => true, () => false);
      if (arrived) times.push(Date.now() - started);
      else pageHung += 1;
      await context.close();
    }
    hung += pageHung;
    times.sort((a, b) => a - b);
    const ms = (value: number) => (Number.isNaN(value) ? '-' : `${value} ms`);
    print(`${path.padEnd(32)}${String(pageHung).padEnd(8)}${ms(percentile(times, 0.5)).padEnd(10)}${ms(percentile(times, 0.95)).padEnd(10)}${loadavg()[0]!.toFixed(2)}`);
  }
} finally {
  await browser.close();
  await stack.stop();
}
print(hung === 0 ? 'Every load left the loader.' : `${hung} loads stayed on the loader for ${HUNG_AFTER_MS / 1000} s.`);
process.exitCode = hung === 0 ? 0 : 1;
