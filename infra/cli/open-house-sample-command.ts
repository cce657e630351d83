import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { dateIn } from '#shared/dates.js';
import { MAX_IMPORT_LISTINGS } from '#shared/open-house.js';
import { calendarDateSchema } from '#shared/settings.js';
import { CliError, defineFileCommand, wholeNumber } from './command.js';
import { comingWeekend, generateOpenHouses, type SampleOptions } from './open-house-sample.js';

export const SAMPLE_DEFAULTS = { out: 'samples/open-houses.json', count: 150, seed: 1 } as const;

type SampleInput = Required<SampleOptions> & { out: string };

export const openHouseSampleCommand = defineFileCommand({
  name: 'open-house-sample',
  summary: 'Writes sample MLS open-house data (JSON) to try the open-house import with. Opens no table.',
  usage: `open-house-sample [--out ${SAMPLE_DEFAULTS.out}] [--count ${SAMPLE_DEFAULTS.count}] [--seed ${SAMPLE_DEFAULTS.seed}] [--dates 2026-11-28,2026-11-29] [--problems 0]`,
  options: {
    out: { type: 'string' },
    count: { type: 'string' },
    seed: { type: 'string' },
    dates: { type: 'string' },
    problems: { type: 'string' },
  },
  parse: (flags, config): SampleInput => {
    const count = wholeNumber(flags, 'count', 1, MAX_IMPORT_LISTINGS) ?? SAMPLE_DEFAULTS.count;
    const dates = typeof flags.dates === 'string' ? parseDates(flags.dates) : comingWeekend(dateIn(config.BUSINESS_TIME_ZONE, new Date()));
    return {
      out: typeof flags.out === 'string' && flags.out !== '' ? flags.out : SAMPLE_DEFAULTS.out,
      count,
      seed: wholeNumber(flags, 'seed', 0, 2 ** 32 - 1) ?? SAMPLE_DEFAULTS.seed,
      dates,
      problems: wholeNumber(flags, 'problems', 0, count) ?? 0,
    };
  },
  write: async (input, io) => {
    const items = generateOpenHouses(input);
    await mkdir(dirname(input.out), { recursive: true });
    await writeFile(input.out, `${JSON.stringify(items, null, 2)}\n`);
    const problems = input.problems ? `, ${input.problems} of them with problems` : '';
    io.out(`Wrote ${items.length} open-house listings on ${input.dates.join(' and ')}${problems} to ${input.out} (seed ${input.seed}).`);
    io.out('Paste or upload it on the Open House Data page.');
  },
});

/** `2026-11-28,2026-11-29`: real dates, each once, in order. */
function parseDates(text: string): string[] {
  const dates = text.split(',').map((date) => date.trim());
  const bad = dates.find((date) => !calendarDateSchema.safeParse(date).success);
  if (bad !== undefined) throw new CliError(`--dates takes YYYY-MM-DD dates separated by commas; "${bad}" is not one.`);
  return [...new Set(dates)].sort();
}
