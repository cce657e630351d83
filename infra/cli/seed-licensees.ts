import { Readable } from 'node:stream';
import { importLicensees } from '../../functions/ce/licensees.js';
import { summarize } from './import-licensees.js';
import { FEATURED_LICENSEES, LICENSEE_SAMPLE_DEFAULTS, licenseeFileChunks } from './licensee-sample-command.js';
import type { SeedStep } from './seed-step.js';

/**
 * The sample licence holders (the bytes of samples/licensees.txt, made again by its
 * generator so the step needs no working directory), imported as an operator would with
 * import-licensees; the demo's active agents head the file, so the CE search finds them.
 * A second run finds every line unchanged and writes nothing.
 */
export const licenseeSeedStep: SeedStep = {
  name: 'demo licence holders',
  run: async ({ deps, io }) => {
    const { count, seed } = LICENSEE_SAMPLE_DEFAULTS;
    const result = await importLicensees(deps, Readable.from(licenseeFileChunks({ count, seed, featured: FEATURED_LICENSEES })));
    io.out(`Demo licence holders (${LICENSEE_SAMPLE_DEFAULTS.out}): ${summarize(result)}`);
    return result.added + result.updated > 0;
  },
};
