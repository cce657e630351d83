import type * as z from '#shared/zod.js';
import type { InviteReply, inviteSchema } from '#shared/account.js';
import type { Config } from '../config.js';
import type { Deps } from '../deps.js';
import { audited, conflict, notFound } from '../errors.js';
import { outboxPuts, type Message } from '../data/outbox.js';
import { transactWrite } from '../data/table.js';
import { findToken, issueToken } from '../data/tokens.js';
import { findUserByEmail, findUserByPhone, fullName, type UserItem } from '../data/users.js';

const INVITE_MS = 7 * 86_400_000;

type Invitee = z.output<typeof inviteSchema>;

function inviteMessages(config: Config, inviter: UserItem, invitee: Invitee, token: string): Message[] {
  const link = `${new URL(config.APP_URL).origin}/signup?invite=${token}`;
  const who = fullName(inviter);
  return [
    {
      channel: 'email',
      to: invitee.email,
      subject: `${who} invited you to the ${config.BUSINESS_NAME} agent portal`,
      text: [
        `Hi ${invitee.first_name},`,
        '',
        `${who} (${inviter.company}) invited you to the ${config.BUSINESS_NAME} agent portal, where agents order home inspections, follow each one step by step and read the reports.`,
        '',
        `Sign up here (your details are filled in): ${link}`,
        '',
        'The invitation works for 7 days.',
      ].join('\n'),
    },
    {
      channel: 'sms',
      to: invitee.phone,
      subject: '',
      text: `${config.BUSINESS_NAME}: ${who} invited you to our agent portal. Sign up: ${link} Reply STOP to opt out.`,
    },
  ];
}

/** POST /api/invite-agent: email and SMS with a signup link that pre-fills the invitee. */
export async function inviteAgent(deps: Deps, inviter: UserItem, invitee: Invitee): Promise<{ success: true; message: string }> {
  const { db, config } = deps;
  if ((await findUserByPhone(db, invitee.phone)) || (await findUserByEmail(db, invitee.email))) {
    throw conflict('This agent already has an account.');
  }
  const now = deps.now();
  const invite = issueToken(db, 'INVITE', { ...invitee, invited_by: inviter.id, invited_by_name: fullName(inviter) }, INVITE_MS, now);
  await transactWrite(db, [invite.put, ...outboxPuts(db, inviteMessages(config, inviter, invitee, invite.token), now)]);
  return { success: true, message: `Invitation sent to ${invitee.first_name} ${invitee.last_name}.` };
}

/** GET /api/invite/{token}: what the signup form pre-fills. */
export async function readInvite(deps: Deps, token: string): Promise<InviteReply> {
  const invite = await findToken(deps.db, 'INVITE', token, deps.now());
  if (!invite || invite.used_at) throw audited(notFound('This invitation has expired or was already used.'), 'token-refused', 'invite-link');
  return {
    first_name: String(invite.first_name),
    last_name: String(invite.last_name),
    email: String(invite.email),
    phone: String(invite.phone),
    invited_by_name: String(invite.invited_by_name),
  };
}
