import { build } from 'esbuild';
import { esbuildOptions, handlerEntry } from './infra/stacks/function.js';
const [handler, needle] = process.argv.slice(2) as [string, string];
const result = await build({ ...esbuildOptions, keepNames: false, entryPoints: [handlerEntry(handler)], outfile: `/tmp/meta/x.mjs`, metafile: true, logLevel: 'error' });
for (const [file, info] of Object.entries(result.metafile.inputs)) for (const imp of info.imports) if (imp.path.includes(needle)) console.log(file.replace(/.*node_modules\//, ''), '->', imp.path.replace(/.*node_modules\//, ''));
