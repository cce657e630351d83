import type { Config } from '../config.js';
import type { Message } from '../data/outbox.js';
import type { UserItem } from '../data/users.js';

// The texts of the sign-in module's emails (the email link's and the phone code's are
// in functions/data/, shared with the account module). Links carry secrets: never logged.

const link = (config: Config, path: string) => `${new URL(config.APP_URL).origin}${path}`;

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
