import { describe, expect, it } from 'vitest';
import { readLicenseeLines, type LicenseeLine } from '#functions/ce/licensees/licensee-file.js';
import { chunked, licenseeLine, zipOf } from './support.js';

async function read(bytes: Buffer, chunkSize = 7): Promise<LicenseeLine[]> {
  const lines: LicenseeLine[] = [];
  for await (const line of readLicenseeLines(chunked(bytes, chunkSize))) lines.push(line);
  return lines;
}

const latin1 = (text: string) => Buffer.from(text, 'latin1');
const rows = (lines: LicenseeLine[]) => lines.flatMap((line) => ('row' in line ? [{ line: line.line, ...line.row }] : []));
const problems = (lines: LicenseeLine[]) => lines.flatMap((line) => ('problem' in line ? [line] : []));

const file = [
  licenseeLine({ number: '0612345', name: 'MU\u00d1OZ, JOS\u00c9 LUIS', suffix: 'JR' }),
  licenseeLine({ type: 'BRK', number: '0400001', name: 'SMITH, ANNA' }),
].join('\r\n');

describe('the licence-holder file reader', () => {
  it('decodes Latin-1, strips NUL bytes and takes CRLF or LF, whatever the chunks', async () => {
    const withNuls = file.replace('SMITH', 'SM\0ITH').replace('0612345', '\0' + '0612345');
    for (const size of [1, 5, 64, 10_000]) {
      const lines = await read(latin1(`${withNuls}\n`), size);
      expect(rows(lines)).toMatchObject([
        { line: 1, license_number: '0612345', raw_name: 'MUÑOZ, JOSÉ LUIS', suffix: 'JR', type: 'SALE', status: '20', expiration: '20271231' },
        { line: 2, license_number: '0400001', raw_name: 'SMITH, ANNA', type: 'BRK' },
      ]);
    }
    // Byte 0xE9 is é in Latin-1 (it is not valid UTF-8 on its own).
    const [first] = rows(await read(Buffer.from(licenseeLine({ number: '1', name: 'REN\u00e9E, ANN' }), 'latin1')));
    expect(first?.raw_name).toBe('RENéE, ANN');
  });

  it('hashes the line without its NULs and line end, so a re-published line is the same row', async () => {
    const [plain] = rows(await read(latin1(`${licenseeLine({ number: '7', name: 'A, B' })}\n`)));
    const [noisy] = rows(await read(latin1(`\0${licenseeLine({ number: '7', name: 'A, B' })}\r\n`)));
    const [changed] = rows(await read(latin1(licenseeLine({ number: '7', name: 'A, C' }))));
    expect(noisy?.row_hash).toBe(plain?.row_hash);
    expect(changed?.row_hash).not.toBe(plain?.row_hash);
  });

  it('names bad lines with their number, skips blank ones, and reads on', async () => {
    const lines = [
      licenseeLine({ number: '1', name: 'A, B' }),
      'SALE\t2\tSHORT, LINE',
      '',
      licenseeLine({ number: '', name: 'NO, NUMBER' }),
      `${licenseeLine({ number: '3', name: 'EXTRA, COLUMN' })}\tmore`,
      licenseeLine({ number: '4', name: 'BAD, DATE', expires: '2027-12-31' }),
      licenseeLine({ number: '5', name: '' }),
      licenseeLine({ number: '6', name: 'LAST, LINE' }),
    ];
    const read1 = await read(latin1(lines.join('\n')));
    expect(rows(read1).map((row) => [row.line, row.license_number])).toEqual([[1, '1'], [8, '6']]);
    expect(problems(read1)).toEqual([
      { line: 2, problem: '3 columns, not 33' },
      { line: 4, problem: 'no licence number' },
      { line: 5, problem: '34 columns, not 33' },
      { line: 6, problem: 'expiration date "2027-12-31" is not YYYYMMDD' },
      { line: 7, problem: 'no name' },
    ]);
  });

  it('inflates a zip, with the sizes in the header or in a data descriptor, in any chunks', async () => {
    const content = latin1(`${file}\r\n`);
    for (const descriptor of [false, true]) {
      for (const size of [3, 4096]) {
        expect(rows(await read(zipOf(content, { descriptor }), size)).map((row) => row.raw_name)).toEqual(['MUÑOZ, JOSÉ LUIS', 'SMITH, ANNA']);
      }
    }
    expect(rows(await read(zipOf(content, { method: 0 }))).map((row) => row.license_number)).toEqual(['0612345', '0400001']);
  });

  it('inflates a large zip entry with back-pressure', async () => {
    const many = Array.from({ length: 20_000 }, (_, index) => licenseeLine({ number: String(index + 1), name: `NAME${index}, FIRST` })).join('\n');
    const lines = await read(zipOf(latin1(many), { descriptor: true }), 65_536);
    expect(lines).toHaveLength(20_000);
    expect(problems(lines)).toEqual([]);
  });

  it('refuses a truncated zip and a zip it cannot read', async () => {
    const zip = zipOf(latin1(file));
    await expect(read(zip.subarray(0, zip.length - 60))).rejects.toThrow();
    const stored = zipOf(latin1(file), { method: 0, descriptor: true });
    await expect(read(stored)).rejects.toThrow(/compression this import does not read/);
  });
});
