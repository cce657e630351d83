import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { CachePolicy } from 'aws-cdk-lib/aws-cloudfront';
import { ORIGIN_VERIFY_HEADER } from '#functions/http/origin.js';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { API_HEADERS, siteHeaders } from '#infra/security-headers.js';
import { spaFallbackCode } from '#infra/stacks/spa-fallback.js';
import { htmlPathFor } from '#shared/site-pages.js';
import type { Resource } from './support/resources.js';
import { createWebDist, synthPortal } from './support/synth-portal.js';

const { root } = synthPortal();
const distribution = Object.values(root.findResources('AWS::CloudFront::Distribution') as Record<string, Resource>)[0]!
  .Properties.DistributionConfig;
const apiBehavior = distribution.CacheBehaviors.find((behavior: any) => behavior.PathPattern === '/api/*');
const origin = (id: string) => distribution.Origins.find((candidate: any) => candidate.Id === id);

describe('distribution', () => {
  it('serves the SPA from its bucket through Origin Access Control', () => {
    const site = origin(distribution.DefaultCacheBehavior.TargetOriginId);
    expect(site.OriginAccessControlId).toBeDefined();
    expect(JSON.stringify(site.DomainName)).toMatch(/DataSite/);
    expect(distribution.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    root.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({ OriginAccessControlOriginType: 's3', SigningBehavior: 'always' }),
    });
  });

  it('sends /api/* to the HTTP API, uncached, with every method', () => {
    expect(apiBehavior).toMatchObject({ CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId, ViewerProtocolPolicy: 'https-only' });
    expect(apiBehavior.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS']));
    expect(JSON.stringify(origin(apiBehavior.TargetOriginId).DomainName)).toMatch(/ApiEndpoint/);
  });

  it("passes cookies, the query, the headers the functions read and CloudFront's viewer address, never Host", () => {
    const policies = root.findResources('AWS::CloudFront::OriginRequestPolicy') as Record<string, Resource>;
    const [id, policy] = Object.entries(policies)[0]!;
    expect(apiBehavior.OriginRequestPolicyId).toEqual({ Ref: id });
    const config = policy.Properties.OriginRequestPolicyConfig;
    expect(config.CookiesConfig.CookieBehavior).toBe('all');
    expect(config.QueryStringsConfig.QueryStringBehavior).toBe('all');
    expect(config.HeadersConfig.HeaderBehavior).toBe('whitelist');
    expect(config.HeadersConfig.Headers).toEqual([...API_HEADERS]);
    expect(config.HeadersConfig.Headers).toContain('CloudFront-Viewer-Address');
    expect(config.HeadersConfig.Headers.map((name: string) => name.toLowerCase())).not.toContain('host');
  });

  it('proves its /api requests with a secret header the functions share, by reference', () => {
    const headers = origin(apiBehavior.TargetOriginId).OriginCustomHeaders;
    expect(headers).toEqual([{ HeaderName: ORIGIN_VERIFY_HEADER, HeaderValue: expect.anything() }]);
    expect(JSON.stringify(headers[0].HeaderValue)).toMatch(/resolve:secretsmanager:/);
    root.hasResourceProperties('AWS::SecretsManager::Secret', { GenerateSecretString: Match.objectLike({ PasswordLength: 48, ExcludePunctuation: true }) });
  });

  it('falls back to index.html only on the default behavior, never for API errors', () => {
    expect(distribution.CustomErrorResponses).toBeUndefined();
    expect(apiBehavior.FunctionAssociations).toBeUndefined();
    const [association] = distribution.DefaultCacheBehavior.FunctionAssociations;
    expect(association.EventType).toBe('viewer-request');
    root.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: spaFallbackCode,
      FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
    });
  });

  it('compresses what it serves (brotli and gzip), as the local gateway does', () => {
    expect(distribution.DefaultCacheBehavior.Compress).toBe(true);
    expect(distribution.DefaultCacheBehavior.CachePolicyId).toBe(CachePolicy.CACHING_OPTIMIZED.cachePolicyId);
  });

  it('serves appUrl with its certificate when both are given', () => {
    const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/abc';
    const custom = synthPortal({ context: { appUrl: 'https://portal.example.com', certificateArn } });
    custom.root.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['portal.example.com'],
        ViewerCertificate: Match.objectLike({ AcmCertificateArn: certificateArn, MinimumProtocolVersion: 'TLSv1.2_2021' }),
      }),
    });
  });
});

describe('security headers', () => {
  const policy = Object.values(root.findResources('AWS::CloudFront::ResponseHeadersPolicy') as Record<string, Resource>)[0]!;
  const headers = policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;

  it('applies the one policy to the site and the API', () => {
    const ref = distribution.DefaultCacheBehavior.ResponseHeadersPolicyId;
    expect(ref).toBeDefined();
    expect(apiBehavior.ResponseHeadersPolicyId).toEqual(ref);
  });

  it('sends HSTS, the CSP, nosniff, the referrer policy and frame options', () => {
    expect(headers.StrictTransportSecurity).toMatchObject({
      AccessControlMaxAgeSec: siteHeaders.strictTransportSecurity.maxAgeSeconds,
      IncludeSubdomains: true,
    });
    // The region is a token: CloudFormation joins the policy's parts at deploy time.
    const raw = headers.ContentSecurityPolicy.ContentSecurityPolicy as string | { 'Fn::Join': [string, unknown[]] };
    const csp = typeof raw === 'string' ? raw : raw['Fn::Join'][1].map((part) => (typeof part === 'string' ? part : '<region>')).join('');
    expect(csp).toContain("connect-src 'self' https://*.s3.<region>.amazonaws.com;");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/frame-ancestors '(none|self)'/);
    expect(headers.ContentTypeOptions).toBeDefined();
    expect(headers.ReferrerPolicy.ReferrerPolicy).toBe('strict-origin-when-cross-origin');
    expect(headers.FrameOptions.FrameOption).toBe('DENY');
  });
});

describe('SPA fallback function', () => {
  const handler = new Function(`${spaFallbackCode}; return handler;`)() as (event: any) => { uri: string };
  const rewrite = (uri: string) => handler({ request: { uri, headers: {} } }).uri;

  it("serves each page's own HTML by its first segment (shared/site-pages.ts), as the local gateway does", () => {
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/login')).toBe('/login/index.html');
    expect(rewrite('/report/01J9ZK/')).toBe('/report/index.html');
    expect(rewrite('/download/abcDEF_123')).toBe('/download/index.html');
    for (const uri of ['/', '/login', '/report/01J9ZK', '/ce-attendance/x', '/no-such-page/x']) {
      expect(rewrite(uri)).toBe(`/${htmlPathFor(uri)}`);
    }
  });

  it('serves the bare shell for any other page, so the SPA answers its own 404', () => {
    for (const uri of ['/inspections/01J9ZK', '/constructor', '/toString/x', '//login']) expect(rewrite(uri)).toBe('/app.html');
  });

  it('leaves files alone', () => {
    for (const uri of ['/assets/index-3f9a.js', '/favicon.ico', '/index.html']) expect(rewrite(uri)).toBe(uri);
  });
});

describe('site content', () => {
  it('uploads hashed assets for a year and the rest revalidated', () => {
    const deployments = Object.values(root.findResources('Custom::CDKBucketDeployment') as Record<string, Resource>);
    const controls = deployments.map((deployment) => JSON.stringify(deployment.Properties.SystemMetadata));
    expect(controls).toEqual(
      expect.arrayContaining([expect.stringMatching(/immutable/), expect.stringMatching(/no-cache/)]),
    );
  });

  it('stops the synth with a clear message when the web app is not built', () => {
    const empty = createWebDist();
    rmSync(join(empty, 'index.html'));
    expect(() => synthPortal({ context: { webDist: empty } })).toThrow(/npm run build:web/);
  });
});
