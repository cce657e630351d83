import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { digitsOnly } from '#shared/phone.js';
import { getConfig, type Config } from '../config.js';

export interface Sms {
  /** The 10-digit US number as stored. */
  to: string;
  text: string;
}

/** Sends one SMS; resolves to the provider's message id. */
export type SendSms = (sms: Sms) => Promise<string>;

export function createSnsClient(config: Pick<Config, 'AWS_REGION' | 'AWS_ENDPOINT_URL'>): SNSClient {
  return new SNSClient({
    region: config.AWS_REGION,
    ...(config.AWS_ENDPOINT_URL ? { endpoint: config.AWS_ENDPOINT_URL } : {}),
  });
}

/** SNS wants E.164; accounts store the 10 digits of a US number (product/portal.md §5). */
export function toE164(phone: string): string {
  const digits = digitsOnly(phone);
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10) throw new Error('Not a 10-digit US phone number');
  return `+1${national}`;
}

/**
 * SNS Publish straight to the phone. Transactional: codes and links must arrive now,
 * and AWS then routes them for reliability rather than cost.
 */
export function createSmsSender(config: Pick<Config, 'AWS_REGION' | 'AWS_ENDPOINT_URL'>, client: SNSClient = createSnsClient(config)): SendSms {
  return async ({ to, text }) => {
    const reply = await client.send(
      new PublishCommand({
        PhoneNumber: toE164(to),
        Message: text,
        MessageAttributes: {
          'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' },
        },
      }),
    );
    return reply.MessageId ?? '';
  };
}

let cached: SendSms | undefined;

/** One SNS client per Lambda container, created on first use. */
export function getSmsSender(): SendSms {
  cached ??= createSmsSender(getConfig());
  return cached;
}
