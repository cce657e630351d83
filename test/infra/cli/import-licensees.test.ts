import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchLicensees } from '#functions/data/ce-licensees.js';
import { getDeps } from '#functions/deps.js';
import type { CliIo } from '#infra/cli/command.js';
import { writeLicenseeFile } from '#infra/cli/licensee-sample-command.js';
import { generateLicenseeLines } from '#infra/cli/licensee-sample.js';
import { runCli } from '#infra/cli/run-cli.js';
import { provisionTestTable } from '#test/support/api.js';
import { licenseeLine } from '#test/functions/ce/support.js';

let dir: string;
beforeAll(async () => {
  await provisionTestTable();
  dir = await mkdtemp(join(tmpdir(), 'import-licensees-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = { out: (line) => out.push(line), err: (line) => err.push(line), env: process.env };
  const code = await runCli(argv, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('npm run cli -- import-licensees', () => {
  it('imports a file, then a zip of the same people, counting what changed', async () => {
    const file = join(dir, 'licensees.txt');
    await writeLicenseeFile(file, { count: 300, seed: 9 });
    const first = await cli('import-licensees', file);
    expect(first).toMatchObject({ code: 0, err: '' });
    expect(first.out).toMatch(new RegExp(`Imported ${file}: 300 lines, 300 added, 0 updated, 0 unchanged, 0 bad in \\d+\\.\\d s`));

    const zip = join(dir, 'licensees.zip');
    await writeLicenseeFile(zip, { count: 310, seed: 9 }, true);
    const second = await cli('import-licensees', zip);
    expect(second.out).toContain(`Imported ${zip}: 310 lines, 10 added, 0 updated, 300 unchanged, 0 bad in`);
    const [, number, name] = [...generateLicenseeLines({ count: 310, seed: 9 })].at(-1)!.replaceAll('\0', '').split('\t');
    const found = await searchLicensees(getDeps().db, name!, 50);
    expect(found.map((match) => match.license_number)).toContain(number);
  });

  it('names the bad lines', async () => {
    const file = join(dir, 'bad.txt');
    const lines = [licenseeLine({ number: '5000001', name: 'GOOD, ONE' }), 'SALE\t5000002', licenseeLine({ number: '', name: 'NO, NUMBER' })];
    await writeFile(file, Buffer.from(lines.join('\n'), 'latin1'));
    const result = await cli('import-licensees', file);
    expect(result.out).toContain(`Imported ${file}: 3 lines, 1 added, 0 updated, 0 unchanged, 2 bad (lines 2, 3) in`);
    expect(result.out).toContain('  line 2: 2 columns, not 33');
    expect(result.out).toContain('  line 3: no licence number');
  });

  it('refuses no file, two files, or a missing one, before opening the table', async () => {
    expect(await cli('import-licensees')).toMatchObject({ code: 1, err: 'Name one file: npm run cli -- import-licensees FILE' });
    expect(await cli('import-licensees', 'a', 'b')).toMatchObject({ code: 1, err: 'Name one file: npm run cli -- import-licensees FILE' });
    expect(await cli('import-licensees', join(dir, 'nope.txt'))).toMatchObject({ code: 1, err: `No file ${join(dir, 'nope.txt')}.` });
    expect(await cli('import-licensees', dir)).toMatchObject({ code: 1, err: `${dir} is not a file.` });
  });
});
