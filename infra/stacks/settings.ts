import { Annotations, type Stack } from 'aws-cdk-lib';
import { parseConfig } from '../../functions/config.js';

/** What the stack is told through CDK context (`cdk deploy -c appUrl=https://…`). */
export interface PortalSettings {
  /** Public origin; when absent the CloudFront domain is used (known only at deploy). */
  appUrl?: string;
  /** ACM certificate (us-east-1) for appUrl's host; without it CloudFront serves only its own domain. */
  certificateArn?: string;
  alarmEmail?: string;
  /** The account's monthly SMS spend limit (USD); the SMS alarm fires at 80 % of it. */
  smsSpendLimitUsd: number;
  /** The built SPA; tests point this at a scratch folder. */
  webDist: string;
  mailFrom: string;
  business: { name: string; phone: string; email: string; license: string; timeZone: string };
}

/**
 * Reads the context once and checks it with the functions' own config schema, so a
 * value the functions would refuse at cold start stops the synth instead.
 */
export function readSettings(stack: Stack): PortalSettings {
  const read = (key: string): string | undefined => {
    const value: unknown = stack.node.tryGetContext(key);
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const appUrl = read('appUrl');
  const config = parseConfig({
    APP_ENV: 'production',
    // A stand-in only for the check: the real default is the distribution's domain.
    APP_URL: appUrl ?? 'https://portal.cloudfront.net',
    MAIL_FROM: read('mailFrom'),
    BUSINESS_NAME: read('businessName'),
    BUSINESS_PHONE: read('businessPhone'),
    BUSINESS_EMAIL: read('businessEmail'),
    BUSINESS_LICENSE: read('businessLicense'),
    BUSINESS_TIME_ZONE: read('businessTimeZone'),
  });
  const certificateArn = read('certificateArn');
  if (appUrl && !certificateArn && !new URL(appUrl).hostname.endsWith('.cloudfront.net')) {
    Annotations.of(stack).addWarningV2(
      'portal:appUrlWithoutCertificate',
      `appUrl ${appUrl} is not served by the distribution without the context value certificateArn`,
    );
  }
  return {
    appUrl: appUrl && new URL(appUrl).origin,
    certificateArn,
    alarmEmail: read('alarmEmail'),
    smsSpendLimitUsd: readSpendLimit(read('smsSpendLimitUsd')),
    webDist: read('webDist') ?? 'web/dist',
    mailFrom: config.MAIL_FROM,
    business: {
      name: config.BUSINESS_NAME,
      phone: config.BUSINESS_PHONE,
      email: config.BUSINESS_EMAIL,
      license: config.BUSINESS_LICENSE,
      timeZone: config.BUSINESS_TIME_ZONE,
    },
  };
}

/** The environment every function gets: the variables functions/config.ts reads. */
export function functionEnvironment(
  settings: PortalSettings,
  resolved: { appUrl: string; tableName: string; filesBucket: string; originSecret: string },
): Record<string, string> {
  return {
    APP_ENV: 'production',
    APP_URL: resolved.appUrl,
    TABLE_NAME: resolved.tableName,
    FILES_BUCKET: resolved.filesBucket,
    ORIGIN_VERIFY_SECRET: resolved.originSecret,
    MAIL_FROM: settings.mailFrom,
    BUSINESS_NAME: settings.business.name,
    BUSINESS_PHONE: settings.business.phone,
    BUSINESS_EMAIL: settings.business.email,
    BUSINESS_LICENSE: settings.business.license,
    BUSINESS_TIME_ZONE: settings.business.timeZone,
  };
}

/** New accounts may spend $1 a month on texts until AWS raises it (README, deploying step 5). */
function readSpendLimit(value: string | undefined): number {
  if (value === undefined) return 1;
  const limit = Number(value);
  if (!Number.isFinite(limit) || limit <= 0) throw new Error(`Context smsSpendLimitUsd must be a positive number of US dollars, not "${value}"`);
  return limit;
}
