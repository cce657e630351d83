// The headers every page of the site is served with: CloudFront's response-headers
// policy in AWS (infra/portal-stack.ts) and the local gateway (infra/local/) both use
// this one list, so what is tested locally is what is deployed.

/** Content-Security-Policy of the SPA. Map tiles come from OpenStreetMap (route planner). */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  // Mantine sets inline style attributes.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://*.tile.openstreetmap.org",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self' https://checkout.stripe.com",
  "frame-ancestors 'none'",
].join('; ');

export const siteHeaders = {
  strictTransportSecurity: { maxAgeSeconds: 63_072_000, includeSubdomains: true, preload: false },
  contentSecurityPolicy,
  referrerPolicy: 'strict-origin-when-cross-origin',
  frameOptions: 'DENY',
  contentTypeOptions: 'nosniff',
} as const;

/** The same policy as plain HTTP header pairs, for servers other than CloudFront. */
export function siteHeaderPairs(isHttps: boolean): Record<string, string> {
  return {
    ...(isHttps
      ? { 'strict-transport-security': `max-age=${siteHeaders.strictTransportSecurity.maxAgeSeconds}; includeSubDomains` }
      : {}),
    'content-security-policy': siteHeaders.contentSecurityPolicy,
    'referrer-policy': siteHeaders.referrerPolicy,
    'x-frame-options': siteHeaders.frameOptions,
    'x-content-type-options': siteHeaders.contentTypeOptions,
  };
}
