import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ILocalBundling } from 'aws-cdk-lib';
import { routes } from '../../functions/route-table.js';
import { jobs } from '../resources.js';

// How the stack bundles its functions (D-175): with esbuild's asynchronous API, which CDK's
// synchronous bundling reaches through a child process (bundle-cli.ts). CDK bundles each
// function as it is made, so the first one builds every route's and job's function in one
// process (esbuild shares the work across entries) and each asset then copies its own
// folder: one `tsx` start, not 125.

let built: string | undefined;

function bundle(projectRoot: string, outRoot: string, which: string[]): void {
  const cli = join(projectRoot, 'infra', 'stacks', 'bundle-cli.ts');
  const result = spawnSync(process.execPath, ['--import', 'tsx', cli, outRoot, ...which], { cwd: projectRoot, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`Bundling the functions failed: ${result.stderr || result.error?.message}`);
}

/** Every route's and job's function, bundled once per process into a temporary folder (removed at exit). */
function bundleAll(projectRoot: string): string {
  if (!built) {
    const outRoot = mkdtempSync(join(tmpdir(), 'portal-functions-'));
    process.on('exit', () => rmSync(outRoot, { recursive: true, force: true }));
    bundle(projectRoot, outRoot, [...new Set([...routes, ...jobs].map((fn) => fn.handler))]);
    built = outRoot;
  }
  return built;
}

/** A function's bundle for its asset. Never declines: there is no Docker fallback, a failed build fails the synth. */
export class LocalBundling implements ILocalBundling {
  constructor(
    private readonly handler: string,
    private readonly projectRoot: string,
  ) {}

  tryBundle(outputDir: string): boolean {
    const outRoot = bundleAll(this.projectRoot);
    const own = join(outRoot, this.handler);
    // A function that is neither a route nor a job is built alone.
    if (!existsSync(own)) bundle(this.projectRoot, outRoot, [this.handler]);
    cpSync(own, outputDir, { recursive: true });
    return true;
  }
}
