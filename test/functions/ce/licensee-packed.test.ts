import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { LICENSEE_BUCKETS, bucketOf, chunkEntries, decodeRow, encodeRow, nameEntries, parseEntry, type LicenseeRow } from '#functions/data/ce-licensee-rows.js';
import { findLicensee, findLicensees, searchLicensees } from '#functions/data/ce-licensees.js';
import { getDeps, type Deps } from '#functions/deps.js';
import { importLicensees } from '#functions/ce/licensees/licensee-import.js';
import { provisionTestTable } from '#test/support/api.js';
import { chunked, licenseeLine } from './support.js';

// D-147: licences packed in buckets, names in chunk items of their word's partition.

beforeAll(provisionTestTable);

const bytes = (lines: string[]) => Buffer.from(`${lines.join('\n')}\n`, 'latin1');
const numbers = async (query: string, limit = 20) => (await searchLicensees(getDeps().db, query, limit)).map((match) => match.license_number).sort();

describe('the packed forms', () => {
  it('keeps every field of a row, accents included, and spreads numbers over all buckets', () => {
    const row: LicenseeRow = { license_number: '0612345', type: 'SALE', raw_name: 'MUÑOZ, JOSÉ', suffix: 'JR', status: '20', expiration: '', row_hash: '0123456789abcdef' };
    expect(decodeRow(encodeRow(row))).toEqual(row);
    const used = new Set(Array.from({ length: 20_000 }, (_, index) => bucketOf(String(400_000 + index * 7).padStart(7, '0'))));
    expect(used.size).toBeGreaterThan(LICENSEE_BUCKETS * 0.99);
    expect(Math.max(...used)).toBeLessThan(LICENSEE_BUCKETS);
  });

  it('makes one entry per word and reads it back', () => {
    const [entry] = nameEntries('7', 'BRK', 'Ann Lee', 'ann lee');
    expect(entry).toBe('ann#ann lee#7\tAnn Lee\tBRK');
    expect(parseEntry(entry!)).toEqual({ key: 'ann#ann lee#7', word: 'ann', normalized: 'ann lee', license_number: '7', full_name: 'Ann Lee', type: 'BRK' });
  });

  it('cuts chunks under 48 KB where their entries say, so one more entry changes one chunk', () => {
    const entries = Array.from({ length: 6_000 }, (_, index) => nameEntries(String(5_000_000 + index), 'SALE', `Sam Stone${index}`, `sam stone${index}`)[1]!).sort();
    const before = chunkEntries(entries);
    expect(before.length).toBeGreaterThan(3);
    expect(Math.max(...before.map((chunk) => chunk.entries.length))).toBeLessThan(48_000);
    expect(before.flatMap((chunk) => chunk.entries.split('\n'))).toEqual(entries);
    const after = chunkEntries([...entries, nameEntries('5999999', 'SALE', 'Sam Stone3000x', 'sam stone3000x')[1]!].sort());
    const changed = after.filter((chunk) => !before.some((old) => old.last === chunk.last && old.entries === chunk.entries));
    expect(changed).toHaveLength(1);
  });
});

describe('a partition of many chunks', () => {
  // 3,000 holders whose last names start "ch": their partition is cut into several chunks.
  const people = Array.from({ length: 3_000 }, (_, index) => licenseeLine({ number: String(6_000_000 + index), name: `CHUNKY${String(index).padStart(4, '0')}, ${index % 2 ? 'ODETTE' : 'EVAN'}` }));

  beforeAll(async () => {
    await importLicensees(getDeps(), chunked(bytes(people), 8192));
  });

  it('is stored as chunk items, none of them large', async () => {
    const { db } = getDeps();
    const { Items = [] } = await db.doc.send(new QueryCommand({ TableName: db.table, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': 'LICWORDS#ch' } }));
    expect(Items.length).toBeGreaterThan(2);
    for (const item of Items) expect(String(item.entries).length).toBeLessThan(48_000);
  });

  it('finds a word in any chunk, by prefix, with the other words, at most `limit`', async () => {
    expect(await numbers('chunky2999')).toEqual(['6002999']);
    expect(await numbers('chunky1500 evan')).toEqual(['6001500']);
    expect(await numbers('chunky1500 odette')).toEqual([]);
    expect(await numbers('chunky15')).toHaveLength(20);
    expect(await numbers('chunky150')).toEqual(Array.from({ length: 10 }, (_, index) => String(6_001_500 + index)));
    expect(await numbers('ch', 20)).toHaveLength(20);
    expect(await numbers('odette chunky29')).toEqual(Array.from({ length: 50 }, (_, index) => 6_002_901 + index * 2).filter((n) => n < 6_003_000).map(String).slice(0, 20));
  });

  it('finds licences by number, one bucket each', async () => {
    expect((await findLicensee(getDeps().db, '6000042'))?.full_name).toBe('Evan Chunky0042');
    expect(await findLicensee(getDeps().db, '6099999')).toBeUndefined();
    expect([...(await findLicensees(getDeps().db, ['6000001', '6002998', '6099999'])).keys()].sort()).toEqual(['6000001', '6002998']);
  });
});

/** Deps whose BatchWriteItem calls fail once they put an item whose pk starts so: an import stopped there. */
function stoppedAt(pkPrefix: string): Deps {
  const deps = getDeps();
  type Sent = { input?: { RequestItems?: Record<string, { PutRequest?: { Item: { pk: string } } }[]> } };
  const send = (command: Sent) => {
    const requests = Object.values(command.input?.RequestItems ?? {}).flat();
    if (requests.some((request) => request.PutRequest?.Item.pk.startsWith(pkPrefix))) return Promise.reject(new Error('stopped'));
    return deps.db.doc.send(command as never);
  };
  return { ...deps, db: { table: deps.db.table, doc: { send } as unknown as Deps['db']['doc'] } };
}

describe('an import stopped half way', () => {
  it('is finished by the next one, stopped in the name index or after it: names changed, none lost, none twice', async () => {
    const first = [licenseeLine({ number: '7100001', name: 'HALFWAY, HANNAH' }), licenseeLine({ number: '7100002', name: 'HALFWAY, HUGO' })];
    await importLicensees(getDeps(), chunked(bytes(first), 64));
    const second = [licenseeLine({ number: '7100001', name: 'WHOLE, HANNAH' }), first[1]!, licenseeLine({ number: '7100003', name: 'HALFWAY, HELGA' })];
    // Stopped while the index is written (no bucket yet), then after it (the buckets fail).
    await expect(importLicensees(stoppedAt('LICWORDS#wh'), chunked(bytes(second), 64))).rejects.toThrow('stopped');
    await expect(importLicensees(stoppedAt('LICBUCKET#'), chunked(bytes(second), 64))).rejects.toThrow('stopped');

    expect(await importLicensees(getDeps(), chunked(bytes(second), 64))).toMatchObject({ added: 1, updated: 1, unchanged: 1 });
    expect(await numbers('halfway')).toEqual(['7100002', '7100003']);
    expect(await numbers('whole hannah')).toEqual(['7100001']);
    expect((await searchLicensees(getDeps().db, 'hannah', 20)).filter((match) => match.license_number === '7100001')).toHaveLength(1);
    expect((await findLicensee(getDeps().db, '7100001'))?.full_name).toBe('Hannah Whole');
  });
});
