import { Duration, Fn, Validations } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  Function as EdgeFunction,
  type HeadersFrameOption,
  type HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from '../../functions/http/origin.js';
import { API_HEADERS, contentSecurityPolicy, siteHeaders } from '../security-headers.js';
import type { PortalSettings } from './settings.js';
import { spaFallbackCode } from './spa-fallback.js';

export interface SiteProps {
  bucket: IBucket;
  api: IHttpApi;
  settings: PortalSettings;
  /** Origins the browser uploads to besides the site (the files bucket's presigned POSTs). */
  uploadOrigins: string[];
  /** Sent to the API as `x-origin-verify`: the functions refuse requests without it (D-110). */
  originSecret: string;
}

/** CloudFront: the SPA from its bucket and /api/* from the HTTP API, on one origin. */
export class Site extends Construct {
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: SiteProps) {
    super(scope, id);
    const { settings } = props;
    const headers = createHeadersPolicy(this, props.uploadOrigins);
    const fallback = new EdgeFunction(this, 'SpaFallback', {
      code: FunctionCode.fromInline(spaFallbackCode),
      runtime: FunctionRuntime.JS_2_0,
    });
    const customDomain = settings.appUrl && settings.certificateArn ? new URL(settings.appUrl).hostname : undefined;

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Inspection portal',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      // North America and Europe edges: the business and its agents are in Texas.
      priceClass: PriceClass.PRICE_CLASS_100,
      ...(customDomain && {
        domainNames: [customDomain],
        minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
        certificate: Certificate.fromCertificateArn(this, 'Certificate', settings.certificateArn!),
      }),
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(props.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        // Brotli or gzip by the viewer's Accept-Encoding (the managed policy keys the cache on
        // both); the local gateway does the same (infra/local/compression.ts).
        compress: true,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        functionAssociations: [{ function: fallback, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new HttpOrigin(apiDomain(props.api), {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originSecret },
            readTimeout: Duration.seconds(30),
          }),
          // HTTPS only, no redirect: a redirected POST would lose its body.
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: createApiRequestPolicy(this),
          responseHeadersPolicy: headers,
        },
      },
    });
    acknowledgeSiteFindings(this.distribution, Boolean(customDomain));
  }

  /** The public origin the functions use when no appUrl is given. */
  get defaultOrigin(): string {
    return `https://${this.distribution.distributionDomainName}`;
  }
}

/** cdk-nag findings on the distribution that are choices, not oversights (docs/operations.md §5). */
function acknowledgeSiteFindings(distribution: Distribution, customDomain: boolean): void {
  const nag = Validations.of(distribution);
  nag.acknowledge({
    id: 'AwsSolutions-CFR1',
    reason: 'No geo restriction: clients sign, pay and download their reports from wherever they are (buyers relocating to Texas, agents travelling), and the spec limits no country.',
  });
  nag.acknowledge({
    id: 'AwsSolutions-CFR3',
    reason:
      "No CloudFront standard logs: they record every path and query, and ours carry the signing, download and QR sign-in tokens, which never go in a log (docs/operations.md §3); /api/* is logged by the API stage and the functions, by route key (D-161).",
  });
  nag.acknowledge({
    id: 'AwsSolutions-CFR2',
    reason:
      'No WAF: a web ACL costs more than the rest of the AWS bill (D-161); the API stage throttles, sign-ins and codes are rate-limited in the functions, and the API refuses requests without the origin header (D-110).',
  });
  // With a custom domain the distribution uses TLS 1.2 (2021 policy) and passes the rule.
  if (!customDomain) {
    nag.acknowledge({
      id: 'AwsSolutions-CFR4',
      reason:
        "Only without a custom domain: the default *.cloudfront.net certificate fixes the viewer policy at TLSv1; deploying with appUrl and certificateArn sets TLSv1.2_2021.",
    });
  }
}

/**
 * What reaches the API: cookies, the query, and only the headers the functions read.
 * CloudFront-Viewer-Address is CloudFront's own (a viewer cannot set it), so the client's
 * address behind rate limits and signatures is real; the managed all-viewer policies
 * either omit it or pass Host, which API Gateway refuses. A function that starts reading
 * another header needs it added here.
 */
function createApiRequestPolicy(scope: Construct): OriginRequestPolicy {
  return new OriginRequestPolicy(scope, 'ApiRequests', {
    comment: 'Inspection portal /api: cookies, query, the headers the functions read',
    cookieBehavior: OriginRequestCookieBehavior.all(),
    queryStringBehavior: OriginRequestQueryStringBehavior.all(),
    headerBehavior: OriginRequestHeaderBehavior.allowList(...API_HEADERS),
  });
}

/** `abc123.execute-api.us-east-1.amazonaws.com` from the API's https endpoint. */
const apiDomain = (api: IHttpApi) => Fn.select(2, Fn.split('/', api.apiEndpoint));

/**
 * The site's headers (infra/security-headers.ts). Not overriding: the API sends its own,
 * stricter CSP, which must win; S3 objects carry none, so pages always get these.
 */
function createHeadersPolicy(scope: Construct, uploadOrigins: string[]): ResponseHeadersPolicy {
  const override = false;
  const hsts = siteHeaders.strictTransportSecurity;
  return new ResponseHeadersPolicy(scope, 'Headers', {
    comment: 'Inspection portal security headers',
    securityHeadersBehavior: {
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(hsts.maxAgeSeconds),
        includeSubdomains: hsts.includeSubdomains,
        preload: hsts.preload,
        override,
      },
      contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy(uploadOrigins), override },
      contentTypeOptions: { override },
      referrerPolicy: { referrerPolicy: siteHeaders.referrerPolicy as HeadersReferrerPolicy, override },
      frameOptions: { frameOption: siteHeaders.frameOptions as HeadersFrameOption, override },
    },
  });
}
