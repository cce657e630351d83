import type { Config } from '../config.js';
import { outboxPuts, type Message } from './outbox.js';
import type { Db, TransactItem } from './table.js';
import { findToken, issueToken, type TokenItem } from './tokens.js';

// The link that proves an email (a token of kind EMAIL_VERIFY), for a signup and for a
// changed email alike; the link carries a secret, so it is never logged.

const EMAIL_LINK_MS = 48 * 3_600_000;

export function verifyEmailMessage(config: Pick<Config, 'APP_URL' | 'BUSINESS_NAME'>, user: { first_name: string; email: string }, token: string): Message {
  return {
    channel: 'email',
    to: user.email,
    subject: `Confirm your email for ${config.BUSINESS_NAME}`,
    text: [
      `Hi ${user.first_name},`,
      '',
      `Thanks for signing up for the ${config.BUSINESS_NAME} agent portal. Open this link to confirm your email and finish setting up your account:`,
      '',
      `${new URL(config.APP_URL).origin}/verify-email/${token}`,
      '',
      'The link works for 48 hours. If you did not sign up, you can ignore this email.',
    ].join('\n'),
  };
}

/** The link's token and the email that sends it, for the transaction of the change that needs it. */
export function emailVerificationParts(
  db: Db,
  config: Pick<Config, 'APP_URL' | 'BUSINESS_NAME'>,
  userId: string,
  to: { first_name: string; email: string },
  now: Date,
): TransactItem[] {
  const link = issueToken(db, 'EMAIL_VERIFY', { user_id: userId, email: to.email }, EMAIL_LINK_MS, now);
  return [link.put, ...outboxPuts(db, [verifyEmailMessage(config, to, link.token)], now)];
}

/** The live link, or undefined. */
export const findEmailVerification = (db: Db, token: string, now: Date): Promise<TokenItem | undefined> =>
  findToken(db, 'EMAIL_VERIFY', token, now);
