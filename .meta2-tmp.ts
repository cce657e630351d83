import { build } from 'esbuild';
import { esbuildOptions, handlerEntry } from './infra/stacks/function.js';
const handler = process.argv[2]!;
const result = await build({ ...esbuildOptions, keepNames: false, entryPoints: [handlerEntry(handler)], outfile: `/tmp/meta/x.mjs`, metafile: true, logLevel: 'error' });
const out = Object.values(result.metafile.outputs).find((o) => o.entryPoint)!;
for (const [file, info] of Object.entries(out.inputs).sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput).slice(0, 45)) console.log(`${(info.bytesInOutput / 1000).toFixed(1).padStart(7)} ${file.replace(/.*node_modules\//, '')}`);
