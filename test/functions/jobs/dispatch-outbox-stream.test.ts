import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboxKey } from '#functions/data/keys.js';
import { outboxPuts, type OutboxItem } from '#functions/data/outbox.js';
import { getDeps } from '#functions/deps.js';
import { handler, pickInsertedOutboxIds } from '#functions/jobs/dispatch-outbox.js';
import { provisionTestTable } from '#test/support/api.js';

beforeAll(provisionTestTable);

const record = (eventName: 'INSERT' | 'MODIFY' | 'REMOVE', pk: string) => ({
  eventName,
  dynamodb: { Keys: { pk: { S: pk }, sk: { S: 'MESSAGE' } } },
});
const streamEvent = (...records: ReturnType<typeof record>[]) => ({ Records: records }) as unknown as DynamoDBStreamEvent;

describe('dispatch-outbox handler', () => {
  it('takes the ids of inserted outbox items from a stream batch, and nothing else', () => {
    const event = streamEvent(record('INSERT', 'OUTBOX#a'), record('MODIFY', 'OUTBOX#b'), record('INSERT', 'USER#c'), record('INSERT', 'OUTBOX#d'));
    expect(pickInsertedOutboxIds(event)).toEqual(['a', 'd']);
  });

  it('sends the messages a stream event names, through SES on the test endpoint', async () => {
    const { db, now } = getDeps();
    const puts = outboxPuts(db, [{ channel: 'email', to: 'stream@example.com', subject: 'Booked', text: 'See you Monday' }], now());
    await db.doc.send(new TransactWriteCommand({ TransactItems: puts }));
    const id = (puts[0]!.Put!.Item as OutboxItem).id;

    const result = await handler(streamEvent(record('INSERT', `OUTBOX#${id}`)));
    expect(result).toMatchObject({ sent: 1 });
    // A replayed stream record finds the message sent and leaves it.
    expect(await handler(streamEvent(record('INSERT', `OUTBOX#${id}`)))).toMatchObject({ sent: 0, skipped: 1 });
    const { Item } = await db.doc.send(new GetCommand({ TableName: db.table, Key: outboxKey(id) }));
    expect(Item).toMatchObject({ status: 'sent' });
  });

  it('sends every due message on a scheduled event', async () => {
    const { db, now } = getDeps();
    await db.doc.send(new TransactWriteCommand({ TransactItems: outboxPuts(db, [{ channel: 'sms', to: '7135550142', subject: '', text: 'Reminder' }], now()) }));
    const result = await handler({ 'detail-type': 'Scheduled Event', source: 'aws.events', detail: {} } as never);
    expect(result.sent).toBeGreaterThanOrEqual(1);
  });
});
