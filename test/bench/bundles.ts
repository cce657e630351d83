// `npm run bench:bundles`: what each function costs to load, and what the landing page
// costs to download. Bundles with the stack's own esbuild options (infra/stacks/function.ts)
// into .bench/, so the figures are the deployed ones. Exits 1 when a budget fails.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { routeKey, routeName, routes } from '#functions/route-table.js';
import { jobs } from '#infra/resources.js';
import { esbuildOptions, handlerEntry, keepNamesFor, projectRoot } from '#infra/stacks/function.js';
import { pascal } from '#infra/stacks/jobs.js';

// Decimal units, as Vite prints them, so the web figures match `vite build`.
// Issue 26 point 7 (D-203): no function over 1.5 MB minified; cold imports at most 150 ms
// at the median of all functions and 400 ms for any one. The sizes are printed to be
// watched, not budgeted: a function carries what its route imports.
const FUNCTION_LIMIT = 1_500_000;
const MEDIAN_IMPORT_LIMIT_MS = 150;
const IMPORT_LIMIT_MS = 400;
const LANDING_BUDGET = 200_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const outDir = join(projectRoot, '.bench', 'bundles');
const webDist = join(projectRoot, 'web', 'dist');

interface Target {
  label: string;
  name: string;
  handler: string;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const targets: Target[] = [
  ...routes.map((route) => ({ label: routeKey(route), name: routeName(route), handler: route.handler })),
  ...jobs.map((job) => ({ label: `job ${job.name}`, name: `Job${pascal(job.name)}`, handler: job.handler })),
];

/**
 * One esbuild run per `keepNames` setting: without code splitting each entry is still its
 * own bundle, built as the stack builds it (keepNamesFor).
 */
async function bundleAll(): Promise<void> {
  rmSync(outDir, { recursive: true, force: true });
  for (const keepNames of [false, true]) {
    const group = targets.filter((target) => keepNamesFor(target.handler) === keepNames);
    if (!group.length) continue;
    await build({
      ...esbuildOptions,
      keepNames,
      entryPoints: group.map((target) => ({ in: handlerEntry(target.handler), out: `${target.name}/index` })),
      outdir: outDir,
      outExtension: { '.js': '.mjs' },
      logLevel: 'error',
    });
  }
}

/** Milliseconds to import the bundle in a fresh `node`, as a Lambda cold start would. */
function measureImport(file: string): number {
  const script = `const t = performance.now(); await import(${JSON.stringify(pathToFileURL(file).href)}); process.stdout.write(String(performance.now() - t));`;
  const env = { PATH: process.env.PATH, APP_ENV: 'production', APP_URL: 'https://portal.example.com', AWS_REGION: 'us-east-1' };
  const times = Array.from({ length: RUNS }, () =>
    Number(execFileSync(process.execPath, ['--input-type=module', '-e', script], { env, encoding: 'utf8' })),
  );
  return median(times);
}

function benchFunctions(): boolean {
  console.log(`\nFunctions (esbuild, minified; import: median of ${RUNS} cold imports)\n`);
  const width = Math.max(...targets.map((target) => target.label.length));
  console.log(`${'function'.padEnd(width)}  ${'size'.padStart(10)}  ${'import'.padStart(9)}  limits`);
  const sizes: number[] = [];
  const imports: number[] = [];
  const failed: string[] = [];
  for (const target of targets) {
    const file = join(outDir, target.name, 'index.mjs');
    const size = statSync(file).size;
    const ms = measureImport(file);
    sizes.push(size);
    imports.push(ms);
    const isOk = size <= FUNCTION_LIMIT && ms <= IMPORT_LIMIT_MS;
    if (!isOk) failed.push(target.label);
    const line = `${target.label.padEnd(width)}  ${kb(size).padStart(10)}  ${`${ms.toFixed(0)} ms`.padStart(9)}  ${verdict(isOk)}`;
    console.log(line);
  }
  const load = loadavg().map((value) => value.toFixed(2)).join(' ');
  console.log(`\nSize: median ${kb(median(sizes))}, largest ${kb(Math.max(...sizes))}; import: median ${median(imports).toFixed(0)} ms, slowest ${Math.max(...imports).toFixed(0)} ms (load average ${load} on ${cpus().length} cores)`);
  const isMedianOk = median(imports) <= MEDIAN_IMPORT_LIMIT_MS;
  console.log(`Over ${kb(FUNCTION_LIMIT)}: ${sizes.filter((size) => size > FUNCTION_LIMIT).length}; over ${IMPORT_LIMIT_MS} ms: ${imports.filter((ms) => ms > IMPORT_LIMIT_MS).length} of ${targets.length}`);
  console.log(`Each function <= ${kb(FUNCTION_LIMIT)} and <= ${IMPORT_LIMIT_MS} ms: ${verdict(failed.length === 0)}`);
  console.log(`Median cold import <= ${MEDIAN_IMPORT_LIMIT_MS} ms: ${verdict(isMedianOk)}`);
  return failed.length === 0 && isMedianOk;
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/** The chunks `key` loads before it runs: itself and its static imports, transitively. */
function staticClosure(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

function benchLanding(): boolean {
  const manifestPath = join(webDist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    console.log('\nweb/dist is missing: npm run build:web');
    const built = spawnSync('npm', ['run', 'build:web'], { cwd: projectRoot, stdio: 'inherit' });
    if (built.status !== 0 || !existsSync(manifestPath)) {
      console.log(`Landing page initial JS: FAIL (the web build failed or wrote no manifest)`);
      return false;
    }
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const landing = Object.keys(manifest).find((key) => key.endsWith('features/landing/landing-page.tsx'));
  if (!entry) {
    console.log('Landing page initial JS: FAIL (no entry chunk in the manifest)');
    return false;
  }
  if (!landing) console.log('Note: landing-page.tsx has no chunk of its own: it is not loaded lazily.');
  const keys = new Set([...staticClosure(manifest, entry), ...(landing ? staticClosure(manifest, landing) : [])]);
  const files = [...new Set([...keys].map((key) => manifest[key]!.file))].filter((file) => file.endsWith('.js'));

  console.log('\nLanding page initial JS (entry + landing chunk + their static imports, gzip -9)\n');
  let total = 0;
  for (const file of files) {
    const gzip = gzipSync(readFileSync(join(webDist, file)), { level: 9 }).length;
    total += gzip;
    console.log(`${file.padEnd(48)}  ${kb(gzip).padStart(10)}`);
  }
  const isOk = total < LANDING_BUDGET;
  console.log(`${'total'.padEnd(48)}  ${kb(total).padStart(10)}`);
  console.log(`\nLanding initial JS < ${kb(LANDING_BUDGET)} gzip: ${verdict(isOk)}`);
  return isOk;
}

await bundleAll();
const functionsOk = benchFunctions();
const landingOk = benchLanding();
process.exit(functionsOk && landingOk ? 0 : 1);
