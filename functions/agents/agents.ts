import { QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { z } from 'zod';
import type { Agent, AgentAction, agentEditSchema } from '#shared/agents.js';
import { applyContactChange } from '../account/contact-changes.js';
import type { Deps } from '../deps.js';
import { agentStatusIndex, emailKey, PASSKEY_PREFIX, passkeyClaimKey, phoneKey, userKey } from '../data/keys.js';
import { outboxPuts } from '../data/outbox.js';
import { deleteUserSessions } from '../data/sessions.js';
import { agentStatus, findUsersByStatus, fullName, getUser, type AgentStatus, type UserItem } from '../data/users.js';
import { HttpError } from '../http/errors.js';
import { agentApprovedMessages, agentDeniedMessage } from './messages.js';

/** Spec part 1 §3 "Agent (admin list)". */
export function toAgent(user: UserItem): Agent {
  return {
    id: user.id,
    full_name: fullName(user),
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone: user.phone,
    company: user.company,
    created_at: user.created_at,
    inspection_count: user.inspection_count ?? 0,
    approved: user.approved,
    active: user.active,
  };
}

/** GET /api/admin/agents: every agent, pending first (docs/data-model.md A6). */
export async function listAgents(deps: Deps): Promise<{ agents: Agent[] }> {
  const groups = await Promise.all((['pending', 'active', 'inactive'] as const).map((status) => findUsersByStatus(deps.db, status)));
  return { agents: groups.flat().map(toAgent) };
}

/** Which status each action starts from and leads to (spec part 1 §4 "Agent"). */
const transitions: Record<Exclude<AgentAction, 'deny'>, { from: AgentStatus[]; approved: boolean; active: boolean }> = {
  approve: { from: ['pending'], approved: true, active: true },
  deactivate: { from: ['active'], approved: true, active: false },
  reactivate: { from: ['inactive'], approved: true, active: true },
};

/** POST /api/admin/agents {user_id, action} */
export async function actOnAgent(deps: Deps, admin: UserItem, userId: string, action: AgentAction): Promise<{ success: true; agent?: Agent }> {
  const user = await getUser(deps.db, userId);
  const status = agentStatus(user);
  if (status === 'admin' || user.id === admin.id) throw new HttpError(403, 'Admins cannot be changed here.');
  if (action === 'deny') {
    if (status === 'active') throw new HttpError(409, 'Deactivate this agent before denying it.');
    await denyAgent(deps, user);
    return { success: true };
  }
  const rule = transitions[action];
  if (!rule.from.includes(status)) throw new HttpError(409, `This agent cannot be ${action}d now: it is ${status}.`);
  const now = deps.now();
  const next = { ...user, approved: rule.approved, active: rule.active };
  const update = {
    TableName: deps.db.table,
    Key: userKey(user.id),
    UpdateExpression: 'SET approved = :approved, active = :active, gsi1pk = :index, updated_at = :now',
    // Another admin acting at the same moment finds the status changed: 409, not a double action.
    ConditionExpression: 'gsi1pk = :current',
    ExpressionAttributeValues: {
      ':approved': rule.approved,
      ':active': rule.active,
      ':index': agentStatusIndex(agentStatus(next)),
      ':current': agentStatusIndex(status),
      ':now': now.toISOString(),
    },
  };
  const messages = action === 'approve' ? agentApprovedMessages(deps.config, user) : [];
  try {
    await deps.db.doc.send(new TransactWriteCommand({ TransactItems: [{ Update: update }, ...outboxPuts(deps.db, messages, now)] }));
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'ConditionalCheckFailedException' || name === 'TransactionCanceledException') {
      throw new HttpError(409, 'This agent was changed by someone else. Reload the list.');
    }
    throw error;
  }
  if (action === 'deactivate') await deleteUserSessions(deps.db, user.id);
  return { success: true, agent: toAgent(next) };
}

/** Removes the account and frees its phone and email for a new signup (A9). */
async function denyAgent(deps: Deps, user: UserItem): Promise<void> {
  const { db } = deps;
  const { Items: passkeys = [] } = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': userKey(user.id).pk, ':prefix': PASSKEY_PREFIX },
      ProjectionExpression: 'sk, credential_id',
    }),
  );
  const now = deps.now();
  const remove = (Key: { pk: string; sk: string }) => ({ Delete: { TableName: db.table, Key } });
  await db.doc.send(
    new TransactWriteCommand({
      TransactItems: [
        { Delete: { TableName: db.table, Key: userKey(user.id), ConditionExpression: 'attribute_exists(pk)' } },
        remove(phoneKey(user.phone)),
        remove(emailKey(user.email)),
        ...passkeys.flatMap((item) => [
          remove({ pk: userKey(user.id).pk, sk: String(item.sk) }),
          remove(passkeyClaimKey(String(item.credential_id))),
        ]),
        ...outboxPuts(db, [agentDeniedMessage(deps.config, user)], now),
      ],
    }),
  );
  await deleteUserSessions(db, user.id);
}

/** PUT /api/admin/agents/{id}: an admin corrects an agent's details. */
export async function editAgent(deps: Deps, userId: string, input: z.output<typeof agentEditSchema>): Promise<{ success: true; agent: Agent }> {
  const user = await getUser(deps.db, userId);
  if (user.is_admin) throw new HttpError(403, 'Admins cannot be changed here.');
  if (input.email !== user.email) await applyContactChange(deps, user, 'email', input.email);
  const current = input.email !== user.email ? await getUser(deps.db, userId) : user;
  if (input.phone !== current.phone) await applyContactChange(deps, current, 'phone', input.phone);
  await deps.db.doc.send(
    new UpdateCommand({
      TableName: deps.db.table,
      Key: userKey(userId),
      UpdateExpression: 'SET first_name = :first, last_name = :last, company = :company, updated_at = :now',
      ExpressionAttributeValues: {
        ':first': input.first_name,
        ':last': input.last_name,
        ':company': input.company,
        ':now': deps.now().toISOString(),
      },
    }),
  );
  return { success: true, agent: toAgent(await getUser(deps.db, userId)) };
}
