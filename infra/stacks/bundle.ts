import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { build, type BuildOptions } from 'esbuild';
import { afterBundlingCommands, esbuildOptions, handlerEntry, keepNamesFor, projectRoot } from './function.js';

const runAfterBundling = (outDir: string) => {
  for (const command of afterBundlingCommands(projectRoot.replace(/\/$/, ''), outDir)) execFileSync('bash', ['-c', command]);
};

/** Bundles one entry (`more`: a test's extra options) into `outDir/index.mjs` as the stack does, then adds the files it needs beside it. */
export async function bundleEntry(entry: string, outDir: string, keepNames: boolean, more: BuildOptions = {}): Promise<void> {
  await build({ ...esbuildOptions, keepNames, entryPoints: [entry], outfile: join(outDir, 'index.mjs'), logLevel: 'error', ...more });
  runAfterBundling(outDir);
}

/**
 * Functions as deployed, each into `outRoot/<handler>/`: one esbuild run per `keepNames`
 * setting; without code splitting each entry is still a bundle of its own.
 */
export async function bundleFunctions(handlers: string[], outRoot: string): Promise<void> {
  for (const keepNames of [false, true]) {
    const group = handlers.filter((handler) => keepNamesFor(handler) === keepNames);
    if (!group.length) continue;
    await build({
      ...esbuildOptions,
      keepNames,
      entryPoints: group.map((handler) => ({ in: handlerEntry(handler), out: `${handler}/index` })),
      outdir: outRoot,
      outExtension: { '.js': '.mjs' },
      logLevel: 'error',
    });
  }
  for (const handler of handlers) runAfterBundling(join(outRoot, handler));
}
