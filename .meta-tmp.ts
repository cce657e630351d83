import { build } from 'esbuild';
import { esbuildOptions, handlerEntry } from './infra/stacks/function.js';
for (const handler of process.argv.slice(2)) {
  const result = await build({ ...esbuildOptions, keepNames: false, entryPoints: [handlerEntry(handler)], outfile: `/tmp/meta/${handler}.mjs`, metafile: true, logLevel: 'error' });
  const out = Object.values(result.metafile.outputs).find((o) => o.entryPoint)!;
  const byPkg = new Map<string, number>();
  for (const [file, info] of Object.entries(out.inputs)) {
    const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
    const k = m ? m[1]! : file.split('/').slice(0, 2).join('/');
    byPkg.set(k, (byPkg.get(k) ?? 0) + info.bytesInOutput);
  }
  console.log(`\n${handler}: ${out.bytes}`);
  for (const [k, v] of [...byPkg].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${(v / 1000).toFixed(1).padStart(7)} kB  ${k}`);
}
