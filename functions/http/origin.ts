import { timingSafeEqual } from 'node:crypto';
import { forbidden } from '../errors.js';
import type { Event, Middleware, MiddyRequest as Request } from './types.js';

/** The header CloudFront adds to every /api request (infra/stacks/site.ts). */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Refuses requests that did not come through CloudFront (D-110). API Gateway's own
 * address stays reachable; without this, a caller there could skip the site's headers
 * and claim any client address (rate limits, signature evidence). Off when no secret
 * is configured: locally there is no CloudFront.
 */
export function throughCloudFront(): Middleware {
  return {
    before: async (request: Request) => {
      const secret = request.context.state.deps.config.ORIGIN_VERIFY_SECRET;
      if (!secret) return;
      const sent = request.event.headers?.[ORIGIN_VERIFY_HEADER] ?? '';
      if (!same(sent, secret)) throw forbidden('Forbidden');
      request.context.state.viaCloudFront = true;
    },
  };
}

/**
 * The caller's address. Behind CloudFront the API sees the edge's address, so the
 * viewer's comes from the header CloudFront adds (`ip:port`, IPv6 in brackets). It is
 * believed only when the request proved it came through CloudFront (the origin secret,
 * `throughCloudFront`): anyone else could set it, and rotate it to escape per-address
 * limits. Locally there is no CloudFront, so the connecting address counts.
 */
export function clientIp(event: Event, viaCloudFront: boolean): string {
  const viewer = viaCloudFront ? event.headers?.['cloudfront-viewer-address'] : undefined;
  if (viewer) return viewer.replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
  return event.requestContext?.http?.sourceIp ?? '';
}
