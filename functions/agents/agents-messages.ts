import type { Config } from '../config.js';
import type { Message } from '../data/outbox.js';
import type { UserItem } from '../data/users.js';

const origin = (config: Config) => new URL(config.APP_URL).origin;

/** Approval tells the agent by email and SMS (issue "Accounts", point 2). */
export function agentApprovedMessages(config: Config, user: UserItem): Message[] {
  return [
    {
      channel: 'email',
      to: user.email,
      subject: `Your ${config.BUSINESS_NAME} account is approved`,
      text: [
        `Hi ${user.first_name},`,
        '',
        `Your agent portal account is approved. Sign in at ${origin(config)}/login to order inspections and follow them step by step.`,
      ].join('\n'),
    },
    {
      channel: 'sms',
      to: user.phone,
      subject: '',
      text: `${config.BUSINESS_NAME}: your agent portal account is approved. Sign in: ${origin(config)}/login Reply STOP to opt out.`,
    },
  ];
}

export function agentDeniedMessage(config: Config, user: UserItem): Message {
  return {
    channel: 'email',
    to: user.email,
    subject: `Your ${config.BUSINESS_NAME} portal request`,
    text: [
      `Hi ${user.first_name},`,
      '',
      `We could not approve your agent portal account. If you think this is a mistake, call us at ${config.BUSINESS_PHONE} or write to ${config.BUSINESS_EMAIL}.`,
    ].join('\n'),
  };
}
