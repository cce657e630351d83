import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { defineFileCommand, wholeNumber } from './command.js';
import { generateLicenseeLines, type LicenseeSampleOptions } from './licensee-sample.js';
import { DEMO_AGENTS } from './seed-agents.js';
import { writeZip } from './zip-file.js';

export const LICENSEE_SAMPLE_DEFAULTS = { out: 'samples/licensees.txt', count: 2_000, seed: 1 } as const;

/** The demo's active agents head the sample, so the demo's search (and CE attendance) finds them. */
export const FEATURED_LICENSEES = DEMO_AGENTS.filter((agent) => agent.status === 'active');

const MAX_COUNT = 2_000_000;

interface LicenseeSampleInput {
  out: string;
  count: number;
  seed: number;
  zip: boolean;
}

/** Lines joined in Latin-1 with CRLF, as the Commission publishes, in chunks of about 1,000 lines. */
export function* licenseeFileChunks(options: LicenseeSampleOptions): Generator<Buffer> {
  let lines: string[] = [];
  for (const line of generateLicenseeLines(options)) {
    lines.push(line);
    if (lines.length === 1_000) {
      yield Buffer.from(`${lines.join('\r\n')}\r\n`, 'latin1');
      lines = [];
    }
  }
  if (lines.length) yield Buffer.from(`${lines.join('\r\n')}\r\n`, 'latin1');
}

/** Writes a sample file (or a zip of it) without holding it in memory. */
export async function writeLicenseeFile(out: string, options: LicenseeSampleOptions, zip = false): Promise<void> {
  await mkdir(dirname(out), { recursive: true });
  if (zip) return writeZip(out, basename(out).replace(/\.zip$/i, '') || 'licensees.txt', licenseeFileChunks(options));
  const file = createWriteStream(out);
  for (const chunk of licenseeFileChunks(options)) if (!file.write(chunk)) await once(file, 'drain');
  file.end();
  await once(file, 'finish');
}

export const licenseeSampleCommand = defineFileCommand({
  name: 'licensee-sample',
  summary: "Writes a synthetic licence-holder file in the Commission's format (made-up people) to try import-licensees with. Opens no table.",
  usage: `licensee-sample [--out ${LICENSEE_SAMPLE_DEFAULTS.out}] [--count ${LICENSEE_SAMPLE_DEFAULTS.count}] [--seed ${LICENSEE_SAMPLE_DEFAULTS.seed}] [--zip]`,
  options: { out: { type: 'string' }, count: { type: 'string' }, seed: { type: 'string' }, zip: { type: 'boolean' } },
  parse: (flags): LicenseeSampleInput => {
    const zip = flags.zip === true;
    const defaultOut = zip ? `${LICENSEE_SAMPLE_DEFAULTS.out}.zip` : LICENSEE_SAMPLE_DEFAULTS.out;
    return {
      out: typeof flags.out === 'string' && flags.out !== '' ? flags.out : defaultOut,
      count: wholeNumber(flags, 'count', 1, MAX_COUNT) ?? LICENSEE_SAMPLE_DEFAULTS.count,
      seed: wholeNumber(flags, 'seed', 0, 2 ** 32 - 1) ?? LICENSEE_SAMPLE_DEFAULTS.seed,
      zip,
    };
  },
  write: async (input, io) => {
    await writeLicenseeFile(input.out, { count: input.count, seed: input.seed, featured: FEATURED_LICENSEES }, input.zip);
    io.out(`Wrote ${input.count} licence holders to ${input.out}${input.zip ? ' (zipped)' : ''} (seed ${input.seed}).`);
    io.out(`Load it with: npm run cli -- import-licensees ${input.out}`);
  },
});
