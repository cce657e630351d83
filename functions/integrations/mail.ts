import { SendEmailCommand, SESClient } from '@aws-sdk/client-ses';
import { getConfig, type Config } from '../config.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends one plain-text email; resolves to the provider's message id. */
export type SendMail = (mail: Mail) => Promise<string>;

type MailConfig = Pick<Config, 'AWS_REGION' | 'AWS_ENDPOINT_URL' | 'MAIL_FROM' | 'BUSINESS_NAME'>;

export function createSesClient(config: Pick<Config, 'AWS_REGION' | 'AWS_ENDPOINT_URL'>): SESClient {
  return new SESClient({
    region: config.AWS_REGION,
    ...(config.AWS_ENDPOINT_URL ? { endpoint: config.AWS_ENDPOINT_URL } : {}),
  });
}

/**
 * SES SendEmail from MAIL_FROM, shown under the business's name. Text only: the
 * messages are short notices with a link, and plain text survives every mail client.
 */
export function createMailer(config: MailConfig, client: SESClient = createSesClient(config)): SendMail {
  const source = `${formatDisplayName(config.BUSINESS_NAME)} <${config.MAIL_FROM}>`;
  return async ({ to, subject, text }) => {
    const reply = await client.send(
      new SendEmailCommand({
        Source: source,
        Destination: { ToAddresses: [to] },
        Message: {
          Subject: { Data: subject, Charset: 'UTF-8' },
          Body: { Text: { Data: text, Charset: 'UTF-8' } },
        },
      }),
    );
    return reply.MessageId ?? '';
  };
}

/**
 * An RFC 5322 display name: quoted when plain ASCII ("Agent's Preferred Inspector"
 * holds an apostrophe), RFC 2047-encoded otherwise, since SES rejects raw non-ASCII.
 */
export function formatDisplayName(name: string): string {
  // Header injection: a name is one line, whatever the configuration holds.
  const oneLine = name.replace(/[\r\n]+/g, ' ').trim();
  if (/^[\x20-\x7e]*$/.test(oneLine)) return `"${oneLine.replace(/(["\\])/g, '\\$1')}"`;
  return `=?UTF-8?B?${Buffer.from(oneLine).toString('base64')}?=`;
}

let cached: SendMail | undefined;

/** One SES client per Lambda container, created on first use. */
export function getMailer(): SendMail {
  cached ??= createMailer(getConfig());
  return cached;
}
