import type { DynamoDBStreamEvent, EventBridgeEvent } from 'aws-lambda';
import { isProduction } from '../config.js';
import type { Deps } from '../deps.js';
import { outboxKey } from '../data/keys.js';
import { claimMessage, findDueMessages, findOutboxItem, markFailed, markSent, withoutSecrets, type OutboxItem } from '../data/outbox.js';
import { getJobContext, logJob, type JobResult, type RunJob, type Senders } from './job.js';

export interface DispatchResult extends JobResult {
  sent: number;
  retried: number;
  failed: number;
  /** Claimed by another dispatcher first, or no longer due. */
  skipped: number;
}

type Outcome = 'sent' | 'retried' | 'failed' | 'skipped';

/** SES and SNS both throttle bursts; a few at a time keeps a large batch well inside the limits. */
const CONCURRENCY = 4;
/** Enough rounds of findDueMessages for a burst, bounded so one run ends well inside its timeout. */
const MAX_ROUNDS = 20;
const OUTBOX_PK_PREFIX = outboxKey('').pk;

/**
 * The Lambda: the EventBridge schedule sends every due message (first tries the stream
 * missed, and retries); the table's stream sends new outbox items as they are inserted.
 * Both claim each message first, so when they race a message still goes out once.
 */
export async function handler(event: DynamoDBStreamEvent | EventBridgeEvent<string, unknown>): Promise<DispatchResult> {
  const { deps, senders } = getJobContext();
  if ('Records' in event) return dispatchMessages(deps, senders, pickInsertedOutboxIds(event));
  return dispatchDue(deps, senders);
}

/** Sends every message whose next attempt is due. */
export async function dispatchDue(deps: Deps, senders: Senders): Promise<DispatchResult> {
  const total = emptyResult();
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const due = await findDueMessages(deps.db, deps.now());
    const result = await sendAll(deps, senders, due);
    add(total, result);
    // A claimed message leaves the due range; a round that claimed nothing means the rest is someone else's.
    if (due.length === 0 || result.skipped === due.length) break;
  }
  logResult('schedule', total);
  return total;
}

/** Sends the named messages if they are still due (the stream's path). */
export async function dispatchMessages(deps: Deps, senders: Senders, ids: string[]): Promise<DispatchResult> {
  const now = deps.now().toISOString();
  const items = await Promise.all(ids.map((id) => findOutboxItem(deps.db, id)));
  // A message under another dispatcher's lease has gsi2sk in the future: not ours to send.
  const due = items.filter((item): item is OutboxItem => !!item && item.status === 'pending' && !!item.gsi2sk && item.gsi2sk <= now);
  const result = await sendAll(deps, senders, due);
  result.skipped += ids.length - due.length;
  logResult('stream', result);
  return result;
}

export const runJob: RunJob = ({ deps, senders }) => dispatchDue(deps, senders);

/** The ids of outbox items in a stream batch's INSERT records. */
export function pickInsertedOutboxIds(event: DynamoDBStreamEvent): string[] {
  return event.Records.flatMap((record) => {
    const pk = record.dynamodb?.Keys?.pk?.S;
    return record.eventName === 'INSERT' && pk?.startsWith(OUTBOX_PK_PREFIX) ? [pk.slice(OUTBOX_PK_PREFIX.length)] : [];
  });
}

async function sendAll(deps: Deps, senders: Senders, items: OutboxItem[]): Promise<DispatchResult> {
  const result = emptyResult();
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const outcome = await sendOne(deps, senders, items[next++]!);
      result[outcome] += 1;
      if (outcome !== 'skipped') result.changed += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
  return result;
}

/** Claim, send, record. Logs ids and outcomes, never the text: texts carry links with tokens. */
async function sendOne(deps: Deps, senders: Senders, item: OutboxItem): Promise<Outcome> {
  if (!(await claimMessage(deps.db, item, deps.now()))) return 'skipped';
  const attempts = item.attempts + 1;
  const line = { msg: 'outbox', id: item.id, channel: item.channel, attempts };
  let providerId: string;
  try {
    providerId =
      item.channel === 'email'
        ? await senders.email({ to: item.to, subject: item.subject, text: item.text })
        : await senders.sms({ to: item.to, text: item.text });
  } catch (error) {
    const reason = describeError(error);
    const status = await markFailed(deps.db, item, attempts, reason, deps.now());
    const outcome = status === 'failed' ? 'failed' : 'retried';
    logJob({ ...line, level: outcome === 'failed' ? 'error' : 'warn', outcome, error: reason });
    return outcome;
  }
  // Sent but not recorded (the table failed) means one more send after the lease: at least once.
  // Outside production /api/dev/outbox shows sent messages whole: their links are how a
  // developer or a browser test follows a signup or a reset (D-032).
  await markSent(deps.db, item.id, deps.now(), isProduction(deps.config) ? withoutSecrets(item) : item.text);
  logJob({ ...line, outcome: 'sent', provider_id: providerId });
  return 'sent';
}

function describeError(error: unknown): string {
  const { name, message } = error instanceof Error ? error : { name: 'Error', message: String(error) };
  return `${name}: ${message}`.slice(0, 300);
}

const emptyResult = (): DispatchResult => ({ sent: 0, retried: 0, failed: 0, skipped: 0, changed: 0 });

function add(total: DispatchResult, part: DispatchResult): void {
  for (const key of Object.keys(total) as (keyof DispatchResult)[]) total[key] += part[key];
}

function logResult(trigger: 'schedule' | 'stream', result: DispatchResult): void {
  if (result.changed > 0 || result.skipped > 0) logJob({ msg: 'dispatch', trigger, ...result });
}
