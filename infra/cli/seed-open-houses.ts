import { dateIn } from '#shared/dates.js';
import { importListings } from '../../functions/open-house/importing.js';
import { SAMPLE_DEFAULTS } from './open-house-sample-command.js';
import { comingWeekend, generateOpenHouses } from './open-house-sample.js';
import type { SeedStep } from './seed-step.js';

/**
 * The sample export (samples/open-houses.json is the same generator and seed) for the
 * coming weekend, imported as an admin would on /open-house-upload; a second run finds
 * every listing a duplicate and stores nothing.
 */
export const openHouseSeedStep: SeedStep = {
  name: 'demo open houses',
  run: async ({ deps, io }) => {
    const dates = comingWeekend(dateIn(deps.config.BUSINESS_TIME_ZONE, deps.now()));
    const items = generateOpenHouses({ count: SAMPLE_DEFAULTS.count, dates, seed: SAMPLE_DEFAULTS.seed });
    const result = await importListings(deps, { json_data: items, override_date: null, skip_duplicates: true });
    io.out(`Demo open houses on ${dates.join(' and ')}: ${result.message}`);
    return result.imported > 0;
  },
};
