import { SendEmailCommand, SESClient } from '@aws-sdk/client-ses';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getConfig } from '#functions/config.js';
import { outboxKey } from '#functions/data/keys.js';
import { MAX_ATTEMPTS, outboxPuts, type Message, type OutboxItem } from '#functions/data/outbox.js';
import { createDeps, type Deps } from '#functions/deps.js';
import { createMailer } from '#functions/integrations/mail.js';
import { createSmsSender } from '#functions/integrations/sms.js';
import { dispatchDue, dispatchMessages } from '#functions/jobs/dispatch-outbox.js';
import type { Senders } from '#functions/jobs/job.js';
import { provision } from '#infra/local/provision.js';
import { withLocalWriteLock } from '#infra/local/write-locks.js';

let tables = 0;
/** A table of its own per test: dispatchDue takes every due message of its table. */
async function freshDeps(now: () => Date = () => new Date()): Promise<Deps> {
  const config = { ...getConfig(), TABLE_NAME: `${getConfig().TABLE_NAME}-${++tables}` };
  await provision({ ...config, AWS_ENDPOINT_URL: config.AWS_ENDPOINT_URL! });
  return { ...withLocalWriteLock(createDeps(config)), now };
}

/** Queues messages the way the product does: in the transaction of the change that causes them. */
async function queue(deps: Deps, messages: Message[]): Promise<string[]> {
  const puts = outboxPuts(deps.db, messages, deps.now());
  await deps.db.doc.send(
    new TransactWriteCommand({
      TransactItems: [{ Put: { TableName: deps.db.table, Item: { pk: 'CAUSE#1', sk: 'CAUSE', at: deps.now().toISOString() } } }, ...puts],
    }),
  );
  return puts.map((put) => (put.Put!.Item as OutboxItem).id);
}

async function readMessage(deps: Deps, id: string): Promise<OutboxItem> {
  const { Item } = await deps.db.doc.send(new GetCommand({ TableName: deps.db.table, Key: outboxKey(id), ConsistentRead: true }));
  return Item as OutboxItem;
}

const realSenders = (): Senders => ({ email: createMailer(getConfig()), sms: createSmsSender(getConfig()) });
const unique = () => Math.random().toString(36).slice(2, 10);

beforeAll(async () => {
  const config = getConfig();
  await provision({ ...config, AWS_ENDPOINT_URL: config.AWS_ENDPOINT_URL! });
});

afterEach(() => vi.restoreAllMocks());

describe('dispatchDue', () => {
  it('sends a queued email through SES and an SMS through SNS, and marks them sent', async () => {
    const deps = await freshDeps();
    const to = `client.${unique()}@example.com`;
    const phone = `713${String(Math.floor(2_000_000 + Math.random() * 7_000_000))}`;
    const [emailId, smsId] = await queue(deps, [
      { channel: 'email', to, subject: 'Sign your agreement', text: 'https://portal/sign?t=SECRET-TOKEN' },
      { channel: 'sms', to: phone, subject: '', text: 'Code 123456' },
    ]);
    const log = vi.spyOn(console, 'log');

    const result = await dispatchDue(deps, realSenders());

    expect(result).toMatchObject({ sent: 2, retried: 0, failed: 0, changed: 2 });
    expect(await readMessage(deps, emailId!)).toMatchObject({ status: 'sent', attempts: 1, sent_at: expect.any(String) });
    // Outside production a sent message stays whole: /api/dev/outbox shows its links (D-032).
    expect((await readMessage(deps, emailId!)).text).toBe('https://portal/sign?t=SECRET-TOKEN');
    expect((await readMessage(deps, smsId!)).gsi2pk).toBeUndefined();
    // moto lists what it was asked to send; LocalStack (npm run test:localstack) has no such page.
    const motoState = await fetch(`${getConfig().AWS_ENDPOINT_URL}/moto-api/data.json`).catch(() => undefined);
    if (motoState?.ok) {
      const moto: any = await motoState.json();
      const email = moto.ses.Message.find((message: any) => message.destinations.ToAddresses.includes(to));
      expect(email).toMatchObject({ subject: 'Sign your agreement', body: 'https://portal/sign?t=SECRET-TOKEN' });
      expect(moto.sns.SMS).toContainEqual(expect.objectContaining({ phone_number: `+1${phone}`, message: 'Code 123456' }));
    }
    // Texts carry links with tokens: the log has ids and outcomes only.
    const logged = log.mock.calls.map((call) => String(call[0])).join('\n');
    expect(logged).toContain(emailId);
    expect(logged).not.toContain('SECRET-TOKEN');
  });

  it('retries a failing send with growing delays, then marks it failed', async () => {
    let clock = new Date('2026-03-02T15:00:00.000Z');
    const deps = await freshDeps(() => clock);
    const [id] = await queue(deps, [{ channel: 'sms', to: '7135550123', subject: '', text: 'Your inspection is booked' }]);
    const failing: Senders = {
      email: async () => 'unused',
      sms: async () => {
        throw new Error('SNS unavailable');
      },
    };

    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      expect(await dispatchDue(deps, failing)).toMatchObject({ retried: 1, sent: 0 });
      const item = await readMessage(deps, id!);
      const retryAt = new Date(clock.getTime() + 30_000 * 2 ** (attempt - 1));
      expect(item).toMatchObject({ status: 'pending', attempts: attempt, gsi2sk: retryAt.toISOString() });
      expect(item.last_error).toContain('SNS unavailable');
      // Not due again before its time.
      expect(await dispatchDue(deps, failing)).toMatchObject({ retried: 0, skipped: 0 });
      clock = retryAt;
    }
    expect(await dispatchDue(deps, failing)).toMatchObject({ failed: 1 });
    const item = await readMessage(deps, id!);
    expect(item).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(item.gsi2pk).toBeUndefined();
    clock = new Date(clock.getTime() + 86_400_000);
    expect(await dispatchDue(deps, failing)).toMatchObject({ failed: 0, retried: 0 });
  });

  it('records an SES rejection as a retry', async () => {
    const deps = await freshDeps();
    const [id] = await queue(deps, [{ channel: 'email', to: 'someone@example.com', subject: 'Hi', text: 'Hello' }]);
    const client = new SESClient({ region: 'us-east-1' });
    const error = Object.assign(new Error('Email address is not verified.'), { name: 'MessageRejected' });
    mockClient(client).on(SendEmailCommand).rejects(error);
    const senders = { ...realSenders(), email: createMailer(getConfig(), client) };

    expect(await dispatchDue(deps, senders)).toMatchObject({ retried: 1 });
    expect((await readMessage(deps, id!)).last_error).toBe('MessageRejected: Email address is not verified.');
  });
});

describe('racing dispatchers', () => {
  it('send each message once when the schedule and the stream race', async () => {
    const deps = await freshDeps();
    const ids = await queue(
      deps,
      Array.from({ length: 6 }, (_, index) => ({ channel: 'email' as const, to: `race${index}@example.com`, subject: 's', text: 't' })),
    );
    const sends: string[] = [];
    const slow: Senders = {
      email: async ({ to }) => {
        sends.push(to);
        await new Promise((resolve) => setTimeout(resolve, 20));
        return 'ok';
      },
      sms: async () => 'unused',
    };

    const results = await Promise.all([dispatchDue(deps, slow), dispatchDue(deps, slow), dispatchMessages(deps, slow, ids)]);

    expect(sends.sort()).toEqual(ids.map((_, index) => `race${index}@example.com`).sort());
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(6);
    // They did race: some claims were lost to another dispatcher.
    expect(results.reduce((sum, result) => sum + result.skipped, 0)).toBeGreaterThan(0);
    for (const id of ids) expect((await readMessage(deps, id)).status).toBe('sent');
  });
});
