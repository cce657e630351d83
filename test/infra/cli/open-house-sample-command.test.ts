import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CliIo } from '#infra/cli/command.js';
import { SAMPLE_DEFAULTS } from '#infra/cli/open-house-sample-command.js';
import { generateOpenHouses, type ImportItem } from '#infra/cli/open-house-sample.js';
import { runCli } from '#infra/cli/run-cli.js';
import { expectGoodItems, WEEKEND } from './open-house-sample-checks.js';

describe('samples/open-houses.json', () => {
  it('is what the generator makes with the defaults for the weekend after 2026-11-25, and all good', async () => {
    const committed = JSON.parse(await readFile(SAMPLE_DEFAULTS.out, 'utf8')) as ImportItem[];
    expect(committed).toEqual(generateOpenHouses({ count: SAMPLE_DEFAULTS.count, dates: WEEKEND, seed: SAMPLE_DEFAULTS.seed }));
    expectGoodItems(committed);
  });
});

describe('npm run cli -- open-house-sample', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'open-house-sample-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  async function cli(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const io: CliIo = { out: (line) => out.push(line), err: (line) => err.push(line), env: process.env };
    const code = await runCli(['open-house-sample', ...argv], io);
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('writes the JSON, opening no table', async () => {
    const file = join(dir, 'nested', 'sample.json');
    const result = await cli('--out', file, '--count', '12', '--seed', '5', '--dates', '2026-12-06,2026-12-05', '--problems', '2');
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toContain(`Wrote 12 open-house listings on 2026-12-05 and 2026-12-06, 2 of them with problems to ${file} (seed 5).`);
    expect(result.out).not.toContain('Using ');
    const written = JSON.parse(await readFile(file, 'utf8')) as ImportItem[];
    expect(written).toEqual(generateOpenHouses({ count: 12, seed: 5, dates: ['2026-12-05', '2026-12-06'], problems: 2 }));
  });

  it.each([
    [['--count', '0'], '--count takes a whole number from 1 to 5000.'],
    [['--count', '12x'], '--count takes a whole number from 1 to 5000.'],
    [['--seed', 'abc'], '--seed takes a whole number from 0 to 4294967295.'],
    [['--count', '5', '--problems', '6'], '--problems takes a whole number from 0 to 5.'],
    [['--dates', '2026-11-28,2026-02-30'], '--dates takes YYYY-MM-DD dates separated by commas; "2026-02-30" is not one.'],
    [['--remote'], 'open-house-sample only writes files; --remote does not apply.'],
  ])('refuses %j', async (argv, message) => {
    expect(await cli('--out', join(dir, 'refused.json'), ...argv)).toMatchObject({ code: 1, err: message });
  });
});
