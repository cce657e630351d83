import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSession, findSession } from '#functions/data/auth-sessions.js';
import { hashToken } from '#functions/data/ids.js';
import { sessionKey } from '#functions/data/keys.js';
import { getDeps } from '#functions/deps.js';
import { SESSION_ABSOLUTE_HOURS, SESSION_IDLE_HOURS } from '#shared/session.js';
import { provisionTestTable } from '#test/support/api.js';

beforeAll(provisionTestTable);

const HOUR = 3_600_000;
const start = new Date('2026-11-02T15:00:00Z');
const later = (hours: number) => new Date(start.getTime() + hours * HOUR);

describe('sessions', () => {
  it('stores only the hash of the token', async () => {
    const { db } = getDeps();
    const { token } = await createSession(db, 'u-hash', start);
    const { Item } = await db.doc.send(new GetCommand({ TableName: db.table, Key: sessionKey(hashToken(token)) }));
    expect(Item?.user_id).toBe('u-hash');
    expect(JSON.stringify(Item)).not.toContain(token);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits
  });

  it('ends after the idle limit without use', async () => {
    const { db } = getDeps();
    const { token } = await createSession(db, 'u-idle', start);
    expect(await findSession(db, token, later(SESSION_IDLE_HOURS - 1))).toBeDefined();
    // That use moved the idle clock on.
    expect(await findSession(db, token, later(2 * SESSION_IDLE_HOURS - 2))).toBeDefined();
    expect(await findSession(db, token, later(3 * SESSION_IDLE_HOURS))).toBeUndefined();
  });

  it('ends at the absolute limit however much it is used', async () => {
    const { db } = getDeps();
    const { token } = await createSession(db, 'u-abs', start);
    for (let hours = 24; hours < SESSION_ABSOLUTE_HOURS; hours += 24) {
      expect(await findSession(db, token, later(hours))).toBeDefined();
    }
    expect(await findSession(db, token, later(SESSION_ABSOLUTE_HOURS + 1))).toBeUndefined();
  });
});
