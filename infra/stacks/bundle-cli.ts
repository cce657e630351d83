// `tsx infra/stacks/bundle-cli.ts <outRoot> <handler>...`: what the stack's local bundling
// runs (local-bundling.ts), in a process of its own because CDK bundles synchronously and
// esbuild builds many entries in one run through its asynchronous API. Each handler's bundle lands in `<outRoot>/<handler>/`.
import { bundleFunctions } from './bundle.js';

const [outRoot, ...handlers] = process.argv.slice(2);
if (!outRoot || !handlers.length) {
  console.error('usage: bundle-cli.ts <output folder> <handler, e.g. settings/get-business-info>...');
  process.exit(2);
}
await bundleFunctions(handlers, outRoot);
