import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { TOO_MANY_ATTEMPTS } from '#shared/limits.js';
import { audited, rateLimited } from '../errors.js';
import { rateKey } from './keys.js';
import { ttlSeconds, writeIf, type Db } from './table.js';

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
  const windowStart = windowOf(rule, now);
  return writeIf(
    db,
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
}

const windowOf = (rule: RateRule, now: Date) => {
  const windowMs = rule.windowMinutes * 60_000;
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
};

// The limits of every endpoint that can be used to guess or to spam (product/platform.md §6);
// each number and its reason are in docs/security.md "Sessions, limits, codes and links"
// (D-060, D-215). Each is counted per subject (the phone, email or account it targets) and
// per IP, so neither one address nor one victim can be hammered. A limit that sends something
// also counts per target (the number texted, the address mailed) where many accounts could
// aim at one: a text costs money each, and a number that draws many is being pumped.
export const rateRules = {
  login: { perSubject: { action: 'login', limit: 10, windowMinutes: 15 }, perIp: { action: 'login-ip', limit: 50, windowMinutes: 15 } },
  // A passkey cannot be guessed; this only bounds the challenges one caller can make (cancelled prompts count).
  passkeyOptions: { perSubject: { action: 'passkey-options', limit: 30, windowMinutes: 15 }, perIp: { action: 'passkey-options-ip', limit: 100, windowMinutes: 15 } },
  checkAuth: { perSubject: { action: 'check-auth', limit: 20, windowMinutes: 15 }, perIp: { action: 'check-auth-ip', limit: 60, windowMinutes: 15 } },
  sendCode: {
    perSubject: { action: 'code', limit: 5, windowMinutes: 60 },
    perIp: { action: 'code-ip', limit: 20, windowMinutes: 60 },
    perTarget: { action: 'code-phone', limit: 10, windowMinutes: 24 * 60 },
  },
  checkCode: { perSubject: { action: 'code-check', limit: 15, windowMinutes: 60 }, perIp: { action: 'code-check-ip', limit: 60, windowMinutes: 60 } },
  reset: { perSubject: { action: 'reset', limit: 3, windowMinutes: 60 }, perIp: { action: 'reset-ip', limit: 10, windowMinutes: 60 } },
  signup: { perSubject: { action: 'signup', limit: 5, windowMinutes: 60 }, perIp: { action: 'signup-ip', limit: 30, windowMinutes: 60 } },
  // A changed email's confirmation link goes to an address nobody has proven yet.
  emailChange: {
    perSubject: { action: 'email-change', limit: 5, windowMinutes: 60 },
    perIp: { action: 'email-change-ip', limit: 20, windowMinutes: 60 },
    perTarget: { action: 'email-change-to', limit: 5, windowMinutes: 24 * 60 },
  },
  qr: { perSubject: { action: 'qr', limit: 30, windowMinutes: 15 }, perIp: { action: 'qr-ip', limit: 30, windowMinutes: 15 } },
  // CE name search (D-140): a classroom shares one address on the venue's Wi-Fi, so the
  // address's limit fits thirty students typing; one session's link bounds the rest.
  ceSearch: { perSubject: { action: 'ce-search', limit: 1500, windowMinutes: 15 }, perIp: { action: 'ce-search-ip', limit: 300, windowMinutes: 15 } },
} satisfies Record<string, { perSubject: RateRule; perIp: RateRule; perTarget?: RateRule }>;

export type RateAction = keyof typeof rateRules;

/** Counts the request against its limits; rate-limited (429) when any is spent. */
export async function enforceRateLimit(
  { db, now: clock }: { db: Db; now: () => Date },
  action: RateAction,
  ip: string,
  subject?: string,
  target?: string,
): Promise<void> {
  const rules: { perSubject: RateRule; perIp: RateRule; perTarget?: RateRule } = rateRules[action];
  const now = clock();
  const counted: [RateRule, string][] = [[rules.perIp, `ip:${ip || 'unknown'}`]];
  if (subject) counted.push([rules.perSubject, subject]);
  if (target && rules.perTarget) counted.push([rules.perTarget, target]);
  const allowed = await Promise.all(counted.map(([rule, key]) => hitRateLimit(db, rule, key, now)));
  const spent = counted.find((_, index) => !allowed[index]);
  // The log line names the rule and, hashed, whose count was spent (D-218).
  if (spent) throw audited(rateLimited(TOO_MANY_ATTEMPTS), 'rate-limited', spent[0].action, spent[1]);
}
