import * as z from '#shared/zod.js';

// Every setting the functions and the local runner read, parsed once (product/platform.md §8).
// Defaults make a fresh clone run; production refuses the ones that must be real.
const schema = z
  .object({
    APP_ENV: z._default(z.enum(['development', 'test', 'production']), 'development'),
    APP_URL: z._default(z.url(), 'http://localhost:3000'),
    PORT: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(65535)), 3000),
    DATA_DIR: z._default(z.string().check(z.minLength(1)), './data'),
    AWS_REGION: z._default(z.string().check(z.minLength(1)), 'us-east-1'),
    AWS_ENDPOINT_URL: z.optional(z.url()),
    TABLE_NAME: z._default(z.string().check(z.minLength(3)), 'inspection-portal'),
    FILES_BUCKET: z._default(z.string().check(z.minLength(3)), 'inspection-portal-files'),
    MAIL_FROM: z._default(z.email(), 'reports@inspector.example.com'),
    STRIPE_SECRET_KEY: z.optional(z.string().check(z.startsWith('sk_'))),
    STRIPE_WEBHOOK_SECRET: z.optional(z.string().check(z.startsWith('whsec_'))),
    // In AWS: names of the SSM SecureString parameters holding the two above (D-073).
    STRIPE_SECRET_KEY_PARAMETER: z.optional(z.string().check(z.startsWith('/'))),
    STRIPE_WEBHOOK_SECRET_PARAMETER: z.optional(z.string().check(z.startsWith('/'))),
    // Set by the stack: CloudFront sends it with every /api request (functions/http/origin.ts).
    ORIGIN_VERIFY_SECRET: z.optional(z.string().check(z.minLength(32))),
    BUSINESS_NAME: z._default(z.string().check(z.minLength(1)), "Agent's Preferred Inspector"),
    BUSINESS_PHONE: z._default(z.string().check(z.regex(/^\d{10}$/, 'must be 10 digits')), '7135550100'),
    BUSINESS_EMAIL: z._default(z.email(), 'support@inspector.example.com'),
    BUSINESS_LICENSE: z._default(z.string().check(z.minLength(1)), 'TREC #24801'),
    BUSINESS_TIME_ZONE: z._default(z.string().check(z.minLength(1)), 'America/Chicago'),
  })
  .check(
    z.superRefine((env, ctx) => {
      if (env.APP_ENV !== 'production') return;
      if (!env.APP_URL.startsWith('https://')) {
        ctx.addIssue({ code: 'custom', path: ['APP_URL'], message: 'must be https in production' });
      }
      if (env.AWS_ENDPOINT_URL) {
        ctx.addIssue({ code: 'custom', path: ['AWS_ENDPOINT_URL'], message: 'must not be set in production' });
      }
    }),
  );

export type Config = z.infer<typeof schema>;

export class ConfigError extends Error {}

export function parseConfig(env: Record<string, string | undefined>): Config {
  // Empty strings in .env files mean "not set".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = schema.safeParse(present);
  if (!result.success) {
    const first = result.error.issues[0];
    const where = first?.path.join('.') || 'environment';
    throw new ConfigError(`Invalid configuration: ${where} ${first?.message ?? 'is invalid'}`);
  }
  return result.data;
}

let cached: Config | undefined;

/** The configuration of this process, parsed on first use. */
export function getConfig(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}

/** Tests and the local runner change the environment between runs. */
export function resetConfig(): void {
  cached = undefined;
}

export const isProduction = (config: Config = getConfig()) => config.APP_ENV === 'production';

export const appOrigin = (config: Config = getConfig()) => new URL(config.APP_URL).origin;

/**
 * Stripe takes payments when a key, or the SSM parameter holding one, is configured.
 * Otherwise, outside production, the local test checkout does (functions/payments).
 */
export const hasStripe = (config: Config) => Boolean(config.STRIPE_SECRET_KEY || config.STRIPE_SECRET_KEY_PARAMETER);
export const hasStripeWebhook = (config: Config) => Boolean(config.STRIPE_WEBHOOK_SECRET || config.STRIPE_WEBHOOK_SECRET_PARAMETER);
