import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import { getConfig } from '#functions/config.js';
import { outboxKey, userSessionsIndex } from '#functions/data/keys.js';
import { queryAll } from '#functions/data/table.js';
import { getDeps } from '#functions/deps.js';
import { createMailer } from '#functions/integrations/mail.js';
import { createSmsSender } from '#functions/integrations/sms.js';
import { dispatchDue } from '#functions/jobs/dispatch-outbox.js';

// What tests of sessions, codes and links ask of the table (docs/security.md "Sessions, limits,
// codes and links"): which sessions an account holds, and whether a raw secret is stored anywhere.

/** The session items an account holds, as deleteUserSessions finds them. */
export function sessionItemsOf(userId: string): Promise<{ pk: string }[]> {
  return queryAll<{ pk: string }>(getDeps().db, {
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': userSessionsIndex(userId) },
  });
}

/** Every item of this test file's table, read page by page. */
export async function scanTable(): Promise<Record<string, unknown>[]> {
  const { db } = getDeps();
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.doc.send(new ScanCommand({ TableName: db.table, ExclusiveStartKey: start, ConsistentRead: true }));
    items.push(...((page.Items ?? []) as Record<string, unknown>[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

const OUTBOX_PK = outboxKey('').pk;

/** Sends every queued message as production does (SES and SNS of the test endpoint). */
async function sendAsProduction(): Promise<void> {
  const config = getConfig();
  // Later than any test's clock, so every queued message is due.
  const deps = { ...getDeps(), config: { ...getDeps().config, APP_ENV: 'production' as const }, now: () => new Date(Date.now() + 400 * 86_400_000) };
  await dispatchDue(deps, { email: createMailer(config), sms: createSmsSender(config) });
}

/**
 * Fails when `secret` appears in any stored item, keys and hashes included. Until its message is
 * sent, the outbox is the one place it is written out: a queued message is the text the person
 * receives, stored with the change that causes it (D-040). Once sent, in production, not even
 * there (`withoutSecrets`, functions/data/outbox.ts). `seen` proves the scan read the table the
 * secret went to: the hash it is stored under, or 'outbox' for a secret that was sent.
 */
export async function expectStoredOnlyHashed(secret: string, seen: string | 'outbox'): Promise<void> {
  const items = await scanTable();
  const isOutbox = (item: Record<string, unknown>) => String(item.pk).startsWith(OUTBOX_PK);
  const holding = items.filter((item) => !isOutbox(item) && JSON.stringify(item).includes(secret));
  expect(holding.map((item) => `${String(item.pk)} ${String(item.sk)}`)).toEqual([]);
  const proof = seen === 'outbox' ? items.filter((item) => isOutbox(item) && JSON.stringify(item).includes(secret)) : items.filter((item) => JSON.stringify(item).includes(seen));
  expect(proof.length).toBeGreaterThan(0);
  await sendAsProduction();
  const afterSending = (await scanTable()).filter((item) => JSON.stringify(item).includes(secret));
  expect(afterSending.map((item) => `${String(item.pk)} ${String(item.sk)}`)).toEqual([]);
}

/** A link secret carries at least 128 bits: URL-safe base64 of 6 bits a character (ours are 256). */
export function expectStrongToken(token: string): void {
  expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
  expect(token.length * 6).toBeGreaterThanOrEqual(128);
  expect(token).toHaveLength(43);
}

const leavesOf = (value: unknown): unknown[] =>
  value && typeof value === 'object' ? Object.values(value).flatMap(leavesOf) : [value];

/**
 * Fails when any item outside the outbox holds `code` as a value (for short codes, which a
 * longer value, an epoch or a hash, may contain by chance, so a substring proves nothing), and
 * when, once sent as production sends, its text message still shows it.
 */
export async function expectNoItemHolds(code: string): Promise<void> {
  const items = (await scanTable()).filter((item) => !String(item.pk).startsWith(OUTBOX_PK));
  const holding = items.filter((item) => leavesOf(item).some((value) => String(value) === code));
  expect(holding.map((item) => `${String(item.pk)} ${String(item.sk)}`)).toEqual([]);
  await sendAsProduction();
  const texts = (await scanTable()).filter((item) => String(item.pk).startsWith(OUTBOX_PK) && item.channel === 'sms').map((item) => String(item.text));
  expect(texts.length).toBeGreaterThan(0);
  expect(texts.filter((text) => new RegExp(`\\b${code}\\b`).test(text))).toEqual([]);
}
