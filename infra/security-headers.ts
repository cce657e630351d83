// The headers every page of the site is served with: CloudFront's response-headers
// policy in AWS (infra/portal-stack.ts) and the local gateway (infra/local/) both use
// this one list, so what is tested locally is what is deployed.

import { createHash } from 'node:crypto';
import { mapScriptHashes } from '../functions/route-planner/map-assets.js';
import { PAGE_BOOT_SCRIPT } from '#shared/page-boot.js';

/**
 * Content-Security-Policy of the SPA. Map tiles come from OpenStreetMap (route planner);
 * report photos are our own copies, served by /api behind the report's gate (D-170, which
 * replaced D-101's `https:`). `uploadOrigins`
 * are the files bucket's: report PDFs go there straight from the browser (product/platform.md §4).
 * The route map page opens from a Blob URL and so runs under this policy (D-132): its
 * two fixed inline scripts (Leaflet and the drawing script) are allowed by their hashes, as is
 * the fixed boot script of the pages rendered at build time (shared/page-boot.ts, D-171).
 */
export const pageBootHash = () => `'sha256-${createHash('sha256').update(PAGE_BOOT_SCRIPT, 'utf8').digest('base64')}'`;

export const contentSecurityPolicy = (uploadOrigins: readonly string[] = []) =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...mapScriptHashes(), pageBootHash()].join(' '),
    // Mantine sets inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://*.tile.openstreetmap.org",
    "font-src 'self' data:",
    ["connect-src 'self'", ...uploadOrigins].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self' https://checkout.stripe.com",
    "frame-ancestors 'none'",
  ].join('; ');

export const siteHeaders = {
  strictTransportSecurity: { maxAgeSeconds: 63_072_000, includeSubdomains: true, preload: false },
  referrerPolicy: 'strict-origin-when-cross-origin',
  frameOptions: 'DENY',
  contentTypeOptions: 'nosniff',
} as const;

/** The same policy as plain HTTP header pairs, for servers other than CloudFront. */
export function siteHeaderPairs(isHttps: boolean, uploadOrigins: readonly string[] = []): Record<string, string> {
  return {
    ...(isHttps
      ? { 'strict-transport-security': `max-age=${siteHeaders.strictTransportSecurity.maxAgeSeconds}; includeSubDomains` }
      : {}),
    'content-security-policy': contentSecurityPolicy(uploadOrigins),
    'referrer-policy': siteHeaders.referrerPolicy,
    'x-frame-options': siteHeaders.frameOptions,
    'x-content-type-options': siteHeaders.contentTypeOptions,
  };
}

/**
 * The viewer headers CloudFront passes to the API (infra/stacks/site.ts): the same-origin
 * check, JSON and files, the browser for signatures and sign-in lists, Stripe's signature,
 * and the viewer's address as CloudFront saw it.
 */
export const API_HEADERS = ['Origin', 'Sec-Fetch-Site', 'Content-Type', 'Accept', 'User-Agent', 'Stripe-Signature', 'CloudFront-Viewer-Address'] as const;
