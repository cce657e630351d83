import { build } from 'esbuild';
import { esbuildOptions, handlerEntry } from './infra/stacks/function.js';
const handler = process.argv[2]!;
const result = await build({ ...esbuildOptions, keepNames: false, entryPoints: [handlerEntry(handler)], outfile: `/tmp/meta/x.mjs`, metafile: true, logLevel: 'error' });
const out = Object.values(result.metafile.outputs).find((o) => o.entryPoint)!;
const groups = new Map<string, number>();
for (const [file, info] of Object.entries(out.inputs)) {
  const m = /node_modules\/(.*?)\/dist-es\/(?:submodules\/)?([^/]+)(?:\/([^/]+))?/.exec(file);
  const k = m ? `${m[1]}/${m[2]}${m[3] && !m[3].includes('.') ? '/' + m[3] : ''}` : file.replace(/.*node_modules\//, '').split('/').slice(0, 2).join('/');
  groups.set(k, (groups.get(k) ?? 0) + info.bytesInOutput);
}
for (const [k, v] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`${(v / 1000).toFixed(1).padStart(7)} ${k}`);
