import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import { rateKey } from '#functions/data/keys.js';
import { hitRateLimit, type RateRule } from '#functions/data/rate-limits.js';
import { getDeps, type Deps } from '#functions/deps.js';
import type { ApiHandler } from '#functions/http/handler.js';
import { ORIGIN_VERIFY_HEADER } from '#functions/http/origin.js';
import { TOO_MANY_ATTEMPTS } from '#shared/limits.js';
import type { ApiAnswer } from './api.js';
import { sameSite } from './accounts.js';

// Rate limits in tests (docs/security.md "Sessions, limits, codes and links"): the handlers run
// on a clock the test moves, never on waiting, and behind "CloudFront", so each test chooses
// the address it calls from and no test spends another's counter.

const originSecret = 'limits-test-origin-secret-'.padEnd(40, 'x');

/** A clock that stands still until moved, and the deps that read it. */
export function testClock() {
  let at = new Date();
  const deps: Deps = { ...getDeps(), config: { ...getDeps().config, ORIGIN_VERIFY_SECRET: originSecret }, now: () => at };
  return {
    deps,
    now: () => at,
    /** The handler on this clock, behind CloudFront. */
    on: (handler: ApiHandler) => handler.withDeps(deps),
    /** Just after the start of `rule`'s current fixed window, so the whole window lies ahead. */
    startOfWindow(rule: RateRule) {
      const windowMs = rule.windowMinutes * 60_000;
      at = new Date(Math.floor(Date.now() / windowMs) * windowMs + 1000);
    },
    move(minutes: number) {
      at = new Date(at.getTime() + minutes * 60_000);
    },
  };
}

export type TestClock = ReturnType<typeof testClock>;

/** Headers of a same-site request from `ip`, as CloudFront forwards it. */
export const fromIp = (ip: string) => ({ ...sameSite, 'cloudfront-viewer-address': `${ip}:443`, [ORIGIN_VERIFY_HEADER]: originSecret });

let addresses = 0;
/** A documentation address (RFC 5737) no other request of this run uses. */
export const newIp = () => `198.51.100.${(addresses += 1)}`;

/** How many hits `subject` has spent of `rule` in the window `now` falls in. */
async function hitsSoFar(rule: RateRule, subject: string, now: Date): Promise<number> {
  const { db } = getDeps();
  const windowMs = rule.windowMinutes * 60_000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs).toISOString();
  const { Item } = await db.doc.send(new GetCommand({ TableName: db.table, Key: rateKey(rule.action, subject, windowStart), ConsistentRead: true }));
  return Number(Item?.hits ?? 0);
}

/** Spends `hits` of `rule` for `subject` through the product's own counter, as earlier requests would. */
export async function spend(rule: RateRule, subject: string, hits: number, now: Date): Promise<void> {
  const { db } = getDeps();
  for (let i = 0; i < hits; i++) expect(await hitRateLimit(db, rule, subject, now)).toBe(true);
}

/**
 * The limit `rule` puts on `subject`: with all but one hit spent, `request` still passes, the next
 * answers 429, still 429 a minute before the window ends, and passes again in the next window.
 * `request` must count against `rule` for `subject` and pass every other limit it meets.
 */
export async function expectLimit(clock: TestClock, rule: RateRule, subject: string, request: () => Promise<ApiAnswer>): Promise<void> {
  clock.startOfWindow(rule);
  await spend(rule, subject, rule.limit - 1 - (await hitsSoFar(rule, subject, clock.now())), clock.now());
  const last = await request();
  expect(last.status, JSON.stringify(last.json)).not.toBe(429);
  const over = await request();
  expect(over.status).toBe(429);
  expect(over.json).toEqual({ error: TOO_MANY_ATTEMPTS });
  clock.move(rule.windowMinutes - 1);
  expect((await request()).status).toBe(429);
  clock.move(1);
  const recovered = await request();
  expect(recovered.status, JSON.stringify(recovered.json)).not.toBe(429);
}
