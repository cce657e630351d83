import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BatchWriteItemCommand, DeleteItemCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getConfig } from '#functions/config.js';
import type { CliIo } from '#infra/cli/command.js';
import { openDrillTarget, runRestoreDrill } from '#infra/cli/restore-drill.js';
import { runCli } from '#infra/cli/run-cli.js';
import { scanTable } from '#infra/local/snapshot-table.js';
import { provisionTestTable } from '#test/support/api.js';

const target = openDrillTarget(getConfig());
let dir: string;

/** Items of every attribute type the table holds (and binary, which it could), past one batch of 25. */
const items: Record<string, AttributeValue>[] = Array.from({ length: 60 }, (_, i) => ({
  pk: { S: `DRILL#${Math.floor(i / 10)}` },
  sk: { S: `ITEM#${String(i).padStart(3, '0')}` },
  gsi1pk: { S: 'DRILL' },
  gsi1sk: { S: `${i}` },
  name: { S: `Item ${i} — ½ naïve` },
  count: { N: String(i * 1.5) },
  flags: { BOOL: i % 2 === 0 },
  nothing: { NULL: true },
  tags: { SS: ['b', 'a', `t${i}`] },
  nested: { M: { list: { L: [{ N: '1' }, { S: 'two' }, { M: { deep: { S: `d${i}` } } }] } } },
  ...(i % 7 === 0 ? { blob: { B: randomBytes(32) }, expires_at: { N: '4102444800' } } : {}),
}));

const objects = [
  { Key: 'bookings/b1/reports/0001.pdf', Body: randomBytes(70_000), ContentType: 'application/pdf', ContentDisposition: 'attachment; filename="report.pdf"' },
  { Key: 'bookings/b1/photos/a b ñ.webp', Body: randomBytes(5_000), ContentType: 'image/webp', Metadata: { width: '640' } },
  { Key: 'agents/a1/photo', Body: Buffer.from('small'), ContentType: 'image/jpeg' },
];

beforeAll(async () => {
  await provisionTestTable();
  dir = await mkdtemp(join(tmpdir(), 'restore-drill-'));
  for (let i = 0; i < items.length; i += 25) {
    const batch = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    await target.dynamo.send(new BatchWriteItemCommand({ RequestItems: { [target.table]: batch } }));
  }
  for (const object of objects) await target.s3.send(new PutObjectCommand({ Bucket: target.bucket, ...object }));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

function capture(): CliIo & { lines: string[] } {
  const lines: string[] = [];
  return { lines, out: (line) => lines.push(line), err: (line) => lines.push(line), env: process.env };
}

const bytesOf = async (key: string) =>
  Buffer.from(await (await target.s3.send(new GetObjectCommand({ Bucket: target.bucket, Key: key }))).Body!.transformToByteArray());

describe('npm run cli -- restore-drill', () => {
  it('exports, wipes and restores the table and the bucket, and the data is what it was', async () => {
    const before = await scanTable(target.dynamo, target.table);
    const out = join(dir, 'passing');
    const io = capture();
    expect(await runCli(['restore-drill', '--out', out], io)).toBe(0);
    const text = io.lines.join('\n');
    expect(text).toContain('Exported 60 items and 3 objects (0.1 MB)');
    expect(text).toContain('Wiped: 0 items and 0 objects left');
    expect(text).toMatch(/Restore drill passed: every item and object is back, byte for byte \(export \d+\.\d s, .*total \d+\.\d s\)/);
    expect(text).not.toContain('DIFFERS');
    // Checked here too, not only by the drill's own comparison.
    expect(await scanTable(target.dynamo, target.table)).toEqual(before);
    for (const object of objects) expect((await bytesOf(object.Key)).equals(object.Body)).toBe(true);
    const photo = await target.s3.send(new GetObjectCommand({ Bucket: target.bucket, Key: objects[1]!.Key }));
    expect(photo).toMatchObject({ ContentType: 'image/webp', Metadata: { width: '640' } });
    expect(existsSync(out)).toBe(false);
  });

  it('refuses the deployed table unless its name is typed again, before touching anything', async () => {
    const io = capture();
    expect(await runCli(['restore-drill', '--remote'], io)).toBe(1);
    expect(io.lines.join('\n')).toContain(`runs only with --confirm-table ${target.table}`);
    expect(await runCli(['restore-drill', '--remote', '--confirm-table', 'another-table'], capture())).toBe(1);
    expect(await scanTable(target.dynamo, target.table)).toHaveLength(items.length);
  });

  it('fails, and keeps the export, when the restore loses an item', async () => {
    const out = join(dir, 'lost-item');
    const io = capture();
    const lost = { pk: items[42]!.pk!, sk: items[42]!.sk! };
    const result = await runRestoreDrill(target, { out, keep: false }, io, async (restored) => {
      await restored.dynamo.send(new DeleteItemCommand({ TableName: restored.table, Key: lost }));
    });
    expect(result.ok).toBe(false);
    expect(result.after.items).toBe(result.before.items - 1);
    expect(io.lines.join('\n')).toMatch(/items\s+60\s+59\s+DIFFERS/);
    expect(existsSync(join(out, 'items.json'))).toBe(true);
    await target.dynamo.send(new BatchWriteItemCommand({ RequestItems: { [target.table]: [{ PutRequest: { Item: items[42]! } }] } }));
  });

  it('fails when an object comes back with other bytes of the same size (the checksum, not the count)', async () => {
    const out = join(dir, 'changed-object');
    const io = capture();
    const [pdf] = objects;
    const result = await runRestoreDrill(target, { out, keep: false }, io, async (restored) => {
      await restored.s3.send(new PutObjectCommand({ Bucket: restored.bucket, Key: pdf!.Key, Body: randomBytes(pdf!.Body.length), ContentType: pdf!.ContentType }));
    });
    expect(result.ok).toBe(false);
    expect(result.after.objects).toBe(result.before.objects);
    expect(result.after.bytes).toBe(result.before.bytes);
    expect(result.after.objectsSha256).not.toBe(result.before.objectsSha256);
    expect(io.lines.join('\n')).toContain('Restore drill FAILED');
  });

  it('fails when the restore loses an object', async () => {
    const io = capture();
    const [, , photo] = objects;
    const result = await runRestoreDrill(target, { out: join(dir, 'lost-object'), keep: false }, io, async (restored) => {
      await restored.s3.send(new DeleteObjectCommand({ Bucket: restored.bucket, Key: photo!.Key }));
    });
    expect(result.ok).toBe(false);
    expect(result.after.objects).toBe(result.before.objects - 1);
    expect(io.lines.join('\n')).toMatch(/objects\s+3\s+2\s+DIFFERS/);
  });
});
