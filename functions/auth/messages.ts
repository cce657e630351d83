import type { Config } from '../config.js';
import type { Message } from '../data/outbox.js';
import type { UserItem } from '../data/users.js';

// The texts of the sign-in module's email and SMS. Links carry secrets: they are never logged.

const link = (config: Config, path: string) => `${new URL(config.APP_URL).origin}${path}`;

export function verifyEmailMessage(config: Config, user: Pick<UserItem, 'first_name' | 'email'>, token: string): Message {
  return {
    channel: 'email',
    to: user.email,
    subject: `Confirm your email for ${config.BUSINESS_NAME}`,
    text: [
      `Hi ${user.first_name},`,
      '',
      `Thanks for signing up for the ${config.BUSINESS_NAME} agent portal. Open this link to confirm your email and finish setting up your account:`,
      '',
      link(config, `/verify-email/${token}`),
      '',
      'The link works for 48 hours. If you did not sign up, you can ignore this email.',
    ].join('\n'),
  };
}

export function phoneCodeMessage(config: Config, phone: string, code: string): Message {
  return {
    channel: 'sms',
    to: phone,
    subject: '',
    text: `${config.BUSINESS_NAME}: your verification code is ${code}. It expires in 10 minutes. Reply STOP to opt out, HELP for help.`,
  };
}

export function resetMessage(config: Config, user: Pick<UserItem, 'first_name' | 'email'>, token: string): Message {
  return {
    channel: 'email',
    to: user.email,
    subject: `Reset your ${config.BUSINESS_NAME} password`,
    text: [
      `Hi ${user.first_name},`,
      '',
      'Someone asked to reset the password of your agent portal account. Open this link to choose a new one:',
      '',
      link(config, `/reset-password/${token}`),
      '',
      'The link works once, for one hour. If you did not ask for this, ignore this email: your password stays as it is.',
    ].join('\n'),
  };
}

export function newAgentMessage(config: Config, admin: Pick<UserItem, 'email'>, agent: UserItem): Message {
  return {
    channel: 'email',
    to: admin.email,
    subject: `New agent waiting for approval: ${agent.first_name} ${agent.last_name}`,
    text: [
      `${agent.first_name} ${agent.last_name} (${agent.company}) finished signing up and waits for approval.`,
      '',
      `Review it at ${link(config, '/admin-agents')}`,
    ].join('\n'),
  };
}
