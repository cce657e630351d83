import { TOO_MANY_ATTEMPTS } from '#shared/limits.js';
import { hitRateLimit, type RateRule } from '../data/rate-limits.js';
import { audited, DomainError, rateLimited, type AuditNote } from '../errors.js';
import { clientIp } from './origin.js';
import { Reply } from './reply.js';
import type { Middleware, MiddyRequest as Request } from './types.js';

/**
 * Misses on routes whose path is a secret, per address. The tokens are 256-bit, so
 * guessing one is hopeless anyway; this bounds what a scanner costs us and tells it
 * nothing, while a person with a mistyped link has room to spare (issue 18).
 */
export const MISS_RULE: RateRule = { action: 'link-miss-ip', limit: 30, windowMinutes: 15 };

const subjectOf = (request: Request) => `ip:${clientIp(request.event, request.context.state.viaCloudFront) || 'unknown'}`;

/** Counts a miss; false once the address has spent its misses for this window. */
async function countMiss(request: Request): Promise<boolean> {
  const { db, now } = request.context.state.deps;
  return hitRateLimit(db, MISS_RULE, subjectOf(request), now());
}

const missed = (): AuditNote => ({ event: 'token-refused', reason: 'unknown-link' });
const spent = (request: Request): AuditNote => ({ event: 'rate-limited', reason: MISS_RULE.action, subject: subjectOf(request) });

/**
 * For a route whose path is a secret (a signing, download or QR link): counts each 404
 * per address, and past the limit answers 429 instead, so a scanner learns nothing more.
 * Found links cost nothing extra: only a miss touches the counter.
 */
export function limitMisses(): Middleware {
  return {
    after: async (request: Request) => {
      if ((request.response as unknown as Reply | undefined)?.status !== 404) return;
      // A 404 on a secret path is a refused token (D-218), or past the limit a 429.
      const isAllowed = await countMiss(request);
      request.context.state.audit = isAllowed ? missed() : spent(request);
      if (!isAllowed) request.response = Reply.json({ error: TOO_MANY_ATTEMPTS }, { status: 429 }) as never;
    },
    onError: async (request: Request) => {
      const error = request.error;
      if (!(error instanceof DomainError && error.kind === 'not-found')) return;
      if (!(await countMiss(request))) request.error = audited(rateLimited(TOO_MANY_ATTEMPTS), 'rate-limited', MISS_RULE.action, subjectOf(request));
      else error.audit ??= missed();
    },
  };
}
