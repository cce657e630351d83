// `tsx infra/stacks/bundle-cli.ts <handler> <outDir>`: what the stack's local bundling runs
// for each function (function.ts), in a process of its own because CDK bundles synchronously
// and esbuild's plugins need its asynchronous API.
import { bundleFunction } from './bundle.js';

const [handler, outDir] = process.argv.slice(2);
if (!handler || !outDir) {
  console.error('usage: bundle-cli.ts <handler, e.g. settings/get-business-info> <output directory>');
  process.exit(2);
}
await bundleFunction(handler, outDir);
