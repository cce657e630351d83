import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLicenseeLines, type LicenseeLine } from '#functions/ce/licensees/licensee-file.js';
import type { CliIo } from '#infra/cli/command.js';
import { FEATURED_LICENSEES, LICENSEE_SAMPLE_DEFAULTS, licenseeFileChunks } from '#infra/cli/licensee-sample-command.js';
import { generateLicenseeLines } from '#infra/cli/licensee-sample.js';
import { runCli } from '#infra/cli/run-cli.js';

async function parse(chunks: AsyncIterable<Buffer> | Iterable<Buffer>): Promise<LicenseeLine[]> {
  const lines: LicenseeLine[] = [];
  async function* source() {
    yield* chunks;
  }
  for await (const line of readLicenseeLines(source())) lines.push(line);
  return lines;
}

describe('generateLicenseeLines', () => {
  it('is the same for a seed and differs between seeds', () => {
    const one = [...generateLicenseeLines({ count: 200, seed: 7 })];
    expect([...generateLicenseeLines({ count: 200, seed: 7 })]).toEqual(one);
    expect([...generateLicenseeLines({ count: 200, seed: 8 })]).not.toEqual(one);
  });

  it("writes the Commission's format: 33 columns, Latin-1, some NULs and accents, mostly sales agents, all read back", async () => {
    const lines = [...generateLicenseeLines({ count: 3_000, seed: 3 })];
    expect(lines.every((line) => line.split('\t').length === 33)).toBe(true);
    expect(lines.every((line) => [...line].every((char) => char.charCodeAt(0) <= 0xff))).toBe(true);
    expect(lines.some((line) => line.includes('\0'))).toBe(true);
    expect(lines.some((line) => /[ÉÑÁÍÓÚ]/.test(line))).toBe(true);
    const types = lines.map((line) => line.split('\t')[0]!);
    const share = (type: string) => types.filter((each) => each === type).length / types.length;
    expect(share('SALE')).toBeGreaterThan(0.65);
    expect(share('SALE')).toBeLessThan(0.75);
    expect(share('BRK')).toBeGreaterThan(0.16);
    const sales = lines.filter((line) => line.startsWith('SALE\t')).slice(10);
    expect(sales.every((line) => /^(BRK|BLLC|BCRP)$/.test(line.split('\t')[26]!))).toBe(true);
    expect(lines.every((line) => /^([\w.]+@example\.(com|net))?$/.test(line.split('\t')[11]!.replace('\0', '')))).toBe(true);

    const read = await parse(licenseeFileChunks({ count: 3_000, seed: 3 }));
    expect(read.filter((line) => 'problem' in line)).toEqual([]);
    expect(new Set(read.map((line) => ('row' in line ? line.row.license_number : ''))).size).toBe(3_000);
  });
});

describe('samples/licensees.txt', () => {
  it('is what the generator makes with the defaults, the demo agents first, under 1 MB', async () => {
    const committed = await readFile(LICENSEE_SAMPLE_DEFAULTS.out);
    expect(committed.length).toBeLessThan(1024 * 1024);
    const made = Buffer.concat([...licenseeFileChunks({ count: LICENSEE_SAMPLE_DEFAULTS.count, seed: LICENSEE_SAMPLE_DEFAULTS.seed, featured: FEATURED_LICENSEES })]);
    expect(committed.equals(made)).toBe(true);
    const lines = committed.toString('latin1').split('\r\n');
    expect(lines[0]).toContain('\tRIVERA, ALEX\t');
    expect(lines[1]).toContain('\tNGUYEN, BROOKE\t');
  });
});

describe('npm run cli -- licensee-sample', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'licensee-sample-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  async function cli(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const io: CliIo = { out: (line) => out.push(line), err: (line) => err.push(line), env: process.env };
    const code = await runCli(['licensee-sample', ...argv], io);
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('writes the file, or a zip of it, opening no table', async () => {
    const file = join(dir, 'nested', 'licensees.txt');
    const result = await cli('--out', file, '--count', '40', '--seed', '5');
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toContain(`Wrote 40 licence holders to ${file} (seed 5).`);
    expect(result.out).not.toContain('Using ');
    const plain = await readFile(file);
    expect(plain.toString('latin1').split('\r\n').filter(Boolean)).toHaveLength(40);

    const zip = join(dir, 'licensees.zip');
    expect((await cli('--out', zip, '--count', '40', '--seed', '5', '--zip')).code).toBe(0);
    const zipped = await readFile(zip);
    expect(zipped.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
    expect(await parse([zipped])).toEqual(await parse([plain]));
  });

  it('refuses bad numbers and --remote', async () => {
    expect(await cli('--count', '0')).toMatchObject({ code: 1, err: '--count takes a whole number from 1 to 2000000.' });
    expect(await cli('--seed', 'x')).toMatchObject({ code: 1, err: '--seed takes a whole number from 0 to 4294967295.' });
    expect(await cli('--remote')).toMatchObject({ code: 1, err: 'licensee-sample only writes files; --remote does not apply.' });
  });
});
