import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { importLicensees } from '#functions/ce/licensees/licensee-import.js';
import { findLicensee, searchLicensees } from '#functions/data/ce-licensees.js';
import { bucketOf } from '#functions/data/ce-licensee-rows.js';
import { getDeps, type Deps } from '#functions/deps.js';
import { provisionTestTable } from '#test/support/api.js';
import { chunked, licenseeLine, zipOf } from './support.js';

beforeAll(provisionTestTable);

const at = (iso: string): Deps => ({ ...getDeps(), now: () => new Date(iso) });
const bytes = (lines: string[]) => Buffer.from(`${lines.join('\r\n')}\r\n`, 'latin1');

const stored = (number: string) => findLicensee(getDeps().db, number);

/** The bucket item holding a licence, as stored (data-model E12). */
async function bucketOfLicence(number: string) {
  const { db } = getDeps();
  const key = { pk: `LICBUCKET#${String(bucketOf(number)).padStart(4, '0')}`, sk: 'ROWS' };
  return (await db.doc.send(new GetCommand({ TableName: db.table, Key: key }))).Item;
}

/** The index entries of a licence under a word: its partition's chunks, read whole. */
async function tokensOf(number: string, word: string) {
  const { db } = getDeps();
  const { Items = [] } = await db.doc.send(
    new QueryCommand({ TableName: db.table, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `LICWORDS#${word.slice(0, 2)}` } }),
  );
  return Items.flatMap((item) => String(item.entries).split('\n'))
    .map((entry) => entry.split('\t')[0]!)
    .filter((key) => key.startsWith(`${word}#`) && key.endsWith(`#${number}`));
}

describe('importLicensees', () => {
  const first = [
    licenseeLine({ number: '1000001', name: 'MUÑOZ, JOSÉ LUIS', suffix: 'JR' }),
    licenseeLine({ type: 'BRK', number: '1000002', name: 'GARCIA, ANNA', expires: '20261130' }),
    licenseeLine({ type: 'BLLC', number: '1000003', name: 'BAYOU PROPERTIES LLC', status: '45' }),
    'SALE\t1000004\tBROKEN, LINE',
    licenseeLine({ number: '1000005', name: 'LEE, KIM' }),
  ];

  it('adds every good line with its tokens, names the bad ones, and a second import of the same file changes nothing', async () => {
    const result = await importLicensees(at('2026-11-25T10:00:00.000Z'), chunked(bytes(first), 50));
    expect(result).toEqual({ lines: 5, added: 4, updated: 0, unchanged: 0, bad: 1, bad_lines: [{ line: 4, problem: '3 columns, not 33' }] });
    expect(await stored('1000001')).toEqual({
      license_number: '1000001',
      full_name: 'José Luis Muñoz Jr',
      type: 'SALE',
      role: 'Sales Agent',
      is_active: true,
      expires_on: '2027-12-31',
    });
    expect(await tokensOf('1000001', 'jose')).toEqual(['jose#jose luis munoz jr#1000001']);
    expect(await tokensOf('1000001', 'jr')).toEqual(['jr#jose luis munoz jr#1000001']);
    expect(await stored('1000003')).toMatchObject({ full_name: 'Bayou Properties LLC', role: 'Broker (company)', is_active: false });
    expect((await bucketOfLicence('1000001'))?.imported_at).toBe('2026-11-25T10:00:00.000Z');

    const again = await importLicensees(at('2026-11-26T10:00:00.000Z'), chunked(bytes(first), 4096));
    expect(again).toMatchObject({ lines: 5, added: 0, updated: 0, unchanged: 4, bad: 1 });
    // Nothing changed, nothing written: the bucket keeps the time it was last written.
    expect((await bucketOfLicence('1000001'))?.imported_at).toBe('2026-11-25T10:00:00.000Z');
  });

  it('on a re-import updates changed lines, adds new ones, and deletes the tokens a changed name lost', async () => {
    const changed = [
      licenseeLine({ number: '1000001', name: 'MUÑOZ, JOSÉ', suffix: 'JR' }),
      licenseeLine({ type: 'BRK', number: '1000002', name: 'GARCIA, ANNA', expires: '20281130' }),
      first[2]!,
      first[3]!,
      first[4]!,
      licenseeLine({ number: '1000006', name: 'NEW, PERSON' }),
    ];
    const result = await importLicensees(at('2026-11-27T10:00:00.000Z'), chunked(zipOf(bytes(changed), { descriptor: true }), 64));
    expect(result).toMatchObject({ lines: 6, added: 1, updated: 2, unchanged: 2, bad: 1, bad_lines: [{ line: 4 }] });
    expect(await tokensOf('1000001', 'luis')).toEqual([]);
    expect(await tokensOf('1000001', 'jose')).toEqual(['jose#jose munoz jr#1000001']);
    expect(await tokensOf('1000001', 'munoz')).toEqual(['munoz#jose munoz jr#1000001']);
    expect(await stored('1000002')).toMatchObject({ expires_on: '2028-11-30' });
    expect(await stored('1000006')).toMatchObject({ full_name: 'Person New' });
    // The changed name is found by its new words only; the licence number finds it as it is now.
    expect((await searchLicensees(getDeps().db, 'luis munoz', 20)).map((match) => match.license_number)).not.toContain('1000001');
    expect((await searchLicensees(getDeps().db, 'jose munoz', 20)).map((match) => match.full_name)).toEqual(['José Muñoz Jr']);
    expect(await searchLicensees(getDeps().db, '1000001', 20)).toEqual([{ license_number: '1000001', full_name: 'José Muñoz Jr', type: 'SALE', role: 'Sales Agent', source: 'licensee' }]);
  });

  it('counts a licence listed twice once, and its second line as bad', async () => {
    const lines = [licenseeLine({ number: '2000001', name: 'TWICE, TOM' }), licenseeLine({ number: '2000001', name: 'TWICE, THOMAS' })];
    expect(await importLicensees(getDeps(), chunked(bytes(lines), 1024))).toMatchObject({
      added: 1,
      bad: 1,
      bad_lines: [{ line: 2, problem: 'licence 2000001 again (first on line 1)' }],
    });
  });

  it('lists the first 100 bad lines and counts them all', async () => {
    const lines = Array.from({ length: 130 }, (_, index) => `bad line ${index}`);
    const result = await importLicensees(getDeps(), chunked(bytes(lines), 1024));
    expect(result.bad).toBe(130);
    expect(result.bad_lines).toHaveLength(100);
    expect(result.bad_lines.at(-1)?.line).toBe(100);
  });

  it('lists repeats among the other bad lines in line order, the first 100 of them all', async () => {
    // Repeats are found after the file is read, the other bad lines while it is: the list must not show that.
    const repeat = licenseeLine({ number: '2000002', name: 'AGAIN, ANN' });
    const lines = [repeat, repeat, 'bad line', ...Array.from({ length: 120 }, (_, index) => (index % 2 ? repeat : `bad line ${index}`))];
    const result = await importLicensees(getDeps(), chunked(bytes(lines), 1024));
    expect(result.bad).toBe(122);
    expect(result.bad_lines.map((bad) => bad.line)).toEqual(Array.from({ length: 100 }, (_, index) => index + 2));
    expect(result.bad_lines[0]).toEqual({ line: 2, problem: 'licence 2000002 again (first on line 1)' });
    expect(result.bad_lines[1]).toEqual({ line: 3, problem: '1 columns, not 33' });
  });
});

describe('searchLicensees', () => {
  beforeAll(async () => {
    const people = [
      licenseeLine({ number: '3000001', name: 'PEÑA, MARÍA ELENA' }),
      licenseeLine({ number: '3000002', name: 'PENA, MARCUS' }),
      licenseeLine({ number: '3000003', name: 'PENNINGTON, MARIA' }),
      licenseeLine({ number: '3000004', name: 'PEÑA-PENALOZA, ROSA' }),
      licenseeLine({ type: 'BRK', number: '3000005', name: 'ELENA, PEDRO' }),
      ...Array.from({ length: 30 }, (_, index) => licenseeLine({ number: String(3100000 + index), name: `ZZTOP${index}, QUINN` })),
    ];
    await importLicensees(getDeps(), chunked(bytes(people), 4096));
  });

  const numbers = async (query: string, limit = 20) => (await searchLicensees(getDeps().db, query, limit)).map((match) => match.license_number).sort();

  it('finds by one word from 2 characters, accents or not, once per licence', async () => {
    expect(await numbers('pena')).toEqual(['3000001', '3000002', '3000004']);
    expect(await numbers('Peña')).toEqual(['3000001', '3000002', '3000004']);
    // 1000006 is Person New, from the re-import above.
    expect(await numbers('pe')).toEqual(['1000006', '3000001', '3000002', '3000003', '3000004', '3000005']);
    expect(await numbers('p')).toEqual([]);
  });

  it('narrows by the other words, each the start of a word of the name, in any order', async () => {
    expect(await numbers('maria pena')).toEqual(['3000001']);
    expect(await numbers('ma pe')).toEqual(['3000001', '3000002', '3000003']);
    expect(await numbers('elena')).toEqual(['3000001', '3000005']);
    expect(await numbers('elena pe')).toEqual(['3000001', '3000005']);
    expect(await numbers('e pedro')).toEqual(['3000005']);
  });

  it('returns the name, type and role, at most `limit` of them', async () => {
    expect(await searchLicensees(getDeps().db, 'pedro', 5)).toEqual([{ license_number: '3000005', full_name: 'Pedro Elena', type: 'BRK', role: 'Broker', source: 'licensee' }]);
    expect(await numbers('quinn zztop', 7)).toHaveLength(7);
    expect(await numbers('zztop', 25)).toHaveLength(25);
  });
});
