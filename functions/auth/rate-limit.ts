import { authMessages } from '#shared/auth.js';
import { hitRateLimit, type RateRule } from '../data/rate-limits.js';
import type { Deps } from '../deps.js';
import { HttpError } from '../http/errors.js';

// The limits of every endpoint that can be used to guess or to spam (ARCHITECTURE §6);
// the reasoning is in docs/decisions.md. Each is counted per subject (the phone, email
// or account it targets) and per IP, so neither one address nor one victim can be hammered.
export const rateRules = {
  login: { perSubject: { action: 'login', limit: 10, windowMinutes: 15 }, perIp: { action: 'login-ip', limit: 50, windowMinutes: 15 } },
  // A passkey cannot be guessed; this only bounds the challenges one caller can make (cancelled prompts count).
  passkeyOptions: { perSubject: { action: 'passkey-options', limit: 30, windowMinutes: 15 }, perIp: { action: 'passkey-options-ip', limit: 100, windowMinutes: 15 } },
  checkAuth: { perSubject: { action: 'check-auth', limit: 20, windowMinutes: 15 }, perIp: { action: 'check-auth-ip', limit: 60, windowMinutes: 15 } },
  sendCode: { perSubject: { action: 'code', limit: 5, windowMinutes: 60 }, perIp: { action: 'code-ip', limit: 20, windowMinutes: 60 } },
  checkCode: { perSubject: { action: 'code-check', limit: 15, windowMinutes: 60 }, perIp: { action: 'code-check-ip', limit: 60, windowMinutes: 60 } },
  reset: { perSubject: { action: 'reset', limit: 3, windowMinutes: 60 }, perIp: { action: 'reset-ip', limit: 10, windowMinutes: 60 } },
  signup: { perSubject: { action: 'signup', limit: 5, windowMinutes: 60 }, perIp: { action: 'signup-ip', limit: 30, windowMinutes: 60 } },
  qr: { perSubject: { action: 'qr', limit: 30, windowMinutes: 15 }, perIp: { action: 'qr-ip', limit: 30, windowMinutes: 15 } },
} satisfies Record<string, { perSubject: RateRule; perIp: RateRule }>;

export type RateAction = keyof typeof rateRules;

/** Counts the request against its limits; 429 when either is spent. */
export async function enforceRateLimit(deps: Deps, action: RateAction, ip: string, subject?: string): Promise<void> {
  const rules = rateRules[action];
  const now = deps.now();
  const checks = [hitRateLimit(deps.db, rules.perIp, `ip:${ip || 'unknown'}`, now)];
  if (subject) checks.push(hitRateLimit(deps.db, rules.perSubject, subject, now));
  const allowed = await Promise.all(checks);
  if (allowed.includes(false)) throw new HttpError(429, authMessages.tooManyRequests);
}
