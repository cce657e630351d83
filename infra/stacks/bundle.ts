import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { build, type BuildOptions } from 'esbuild';
import { afterBundlingCommands, esbuildOptions, handlerEntry, keepNamesFor, projectRoot } from './function.js';

/** Bundles one entry (`more`: a test's extra options) into `outDir/index.mjs` as the stack does, then adds the files it needs beside it. */
export async function bundleEntry(entry: string, outDir: string, keepNames: boolean, more: BuildOptions = {}): Promise<void> {
  await build({ ...esbuildOptions, keepNames, entryPoints: [entry], outfile: join(outDir, 'index.mjs'), logLevel: 'error', ...more });
  for (const command of afterBundlingCommands(projectRoot.replace(/\/$/, ''), outDir)) execFileSync('bash', ['-c', command]);
}

/** One function's bundle (`functions/${handler}.ts`), as deployed. */
export const bundleFunction = (handler: string, outDir: string) => bundleEntry(handlerEntry(handler), outDir, keepNamesFor(handler));
