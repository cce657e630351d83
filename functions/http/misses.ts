import { TOO_MANY_ATTEMPTS } from '#shared/limits.js';
import { hitRateLimit, isRateLimitSpent, type RateRule } from '../data/rate-limits.js';
import { DomainError, rateLimited } from '../errors.js';
import { clientIp } from './origin.js';
import type { Reply } from './reply.js';
import type { Middleware, MiddyRequest as Request } from './types.js';

/**
 * Misses on routes whose path is a secret, per address. The tokens are 256-bit, so
 * guessing one is hopeless anyway; this bounds what a scanner costs us and tells it
 * nothing, while a person with a mistyped link has room to spare (issue 18).
 */
export const MISS_RULE: RateRule = { action: 'link-miss-ip', limit: 30, windowMinutes: 15 };

const subjectOf = (request: Request) => `ip:${clientIp(request.event, request.context.state.viaCloudFront) || 'unknown'}`;

async function countMiss(request: Request): Promise<void> {
  const { db, now } = request.context.state.deps;
  await hitRateLimit(db, MISS_RULE, subjectOf(request), now());
}

/**
 * For a route whose path is a secret (a signing, download or QR link): refuses an
 * address that has spent its misses, and counts each 404 the route answers.
 */
export function limitMisses(): Middleware {
  return {
    before: async (request: Request) => {
      const { db, now } = request.context.state.deps;
      if (await isRateLimitSpent(db, MISS_RULE, subjectOf(request), now())) throw rateLimited(TOO_MANY_ATTEMPTS);
    },
    after: async (request: Request) => {
      if ((request.response as unknown as Reply | undefined)?.status === 404) await countMiss(request);
    },
    onError: async (request: Request) => {
      if (request.error instanceof DomainError && request.error.kind === 'not-found') await countMiss(request);
    },
  };
}
