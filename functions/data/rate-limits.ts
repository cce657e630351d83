import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { rateKey } from './keys.js';
import { ttlSeconds, type Db } from './table.js';

export interface RateRule {
  /** What is counted: login, code, reset, signup, qr, check-auth, … */
  action: string;
  limit: number;
  windowMinutes: number;
}

/**
 * Counts one hit of `rule` for `subject` (a phone, an IP, an email) in the current
 * fixed window. The conditional ADD refuses the hit past the limit, so concurrent
 * requests cannot slip through between a read and a write. Returns whether allowed.
 */
export async function hitRateLimit(db: Db, rule: RateRule, subject: string, now: Date): Promise<boolean> {
  const windowMs = rule.windowMinutes * 60_000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  try {
    await db.doc.send(
      new UpdateCommand({
        TableName: db.table,
        Key: rateKey(rule.action, subject, windowStart.toISOString()),
        UpdateExpression: 'ADD hits :one SET expires_at = :expires',
        ConditionExpression: 'attribute_not_exists(hits) OR hits < :limit',
        ExpressionAttributeValues: {
          ':one': 1,
          ':limit': rule.limit,
          ':expires': ttlSeconds(new Date(windowStart.getTime() + windowMs + 3_600_000)),
        },
      }),
    );
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}
