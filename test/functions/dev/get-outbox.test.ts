import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '#functions/config.js';
import { outboxPuts } from '#functions/data/outbox.js';
import { getDeps } from '#functions/deps.js';
import { handler } from '#functions/dev/get-outbox.js';
import { call, provisionTestTable } from '#test/support/api.js';

beforeAll(provisionTestTable);

describe('GET /api/dev/outbox', () => {
  it('lists queued messages newest first, in the documented shape', async () => {
    const { db } = getDeps();
    const first = new Date('2026-11-20T10:00:00Z');
    const second = new Date('2026-11-20T10:05:00Z');
    await db.doc.send(
      new TransactWriteCommand({
        TransactItems: outboxPuts(db, [{ channel: 'email', to: 'a@example.com', subject: 'First', text: 'one' }], first),
      }),
    );
    await db.doc.send(
      new TransactWriteCommand({
        TransactItems: outboxPuts(db, [{ channel: 'sms', to: '7135550100', subject: '', text: 'two' }], second),
      }),
    );
    const answer = await call(handler, 'GET /api/dev/outbox');
    expect(answer.status).toBe(200);
    expect(answer.json.messages).toEqual([
      { id: expect.any(String), channel: 'sms', to: '7135550100', subject: '', text: 'two', created_at: second.toISOString() },
      { id: expect.any(String), channel: 'email', to: 'a@example.com', subject: 'First', text: 'one', created_at: first.toISOString() },
    ]);
  });

  it('does not exist in production', async () => {
    const production = parseConfig({ ...process.env, APP_ENV: 'production', APP_URL: 'https://portal.example.com', AWS_ENDPOINT_URL: '' });
    const answer = await call(handler.withDeps({ ...getDeps(), config: production }), 'GET /api/dev/outbox');
    expect(answer.status).toBe(404);
  });
});
