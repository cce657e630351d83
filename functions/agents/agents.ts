import type * as z from '#shared/zod.js';
import type { Agent, AgentAction, agentEditSchema } from '#shared/agents.js';
import type { PageQuery } from '#shared/pages.js';
import type { Deps } from '../deps.js';
import { conflict, forbidden } from '../errors.js';
import { applyContactChange } from '../data/account-email-phone-changes.js';
import { outboxPuts } from '../data/outbox.js';
import { deletePasskeysParts, findPasskeys } from '../data/auth-passkeys.js';
import { findLicenseeImport } from '../data/ce-licensees.js';
import { deleteUserSessions } from '../data/auth-sessions.js';
import { isConditionFailure, transactWrite } from '../data/table.js';
import { agentStatusUpdate, deleteUserParts, updateAgentDetails } from '../data/user-changes.js';
import { agentStatus, fullName, getUser, type AgentStatus, type UserItem } from '../data/users.js';
import { findAgentsPage, searchAgentsPage } from '../data/agents-pages.js';
import { checkLicense } from './license-check.js';
import { agentApprovedMessages, agentDeniedMessage } from './agents-messages.js';

/** product/portal.md §3 "Agent (admin list)". */
export function toAgent(user: UserItem): Agent {
  return {
    id: user.id,
    full_name: fullName(user),
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone: user.phone,
    company: user.company,
    license_number: user.license_number ?? '',
    created_at: user.created_at,
    inspection_count: user.inspection_count ?? 0,
    approved: user.approved,
    active: user.active,
  };
}

/** Pending agents checked against the licence data per list; the list is newest first. */
const MAX_LICENSE_CHECKS = 25;

/**
 * GET /api/admin/agents: one page of agents, pending first (docs/data-model.md A6, D-168),
 * or those matching `q` (data-model A23, D-169); once licence data is loaded, each pending agent of
 * the page (at most 25) with its licence check (issue 11 point 7).
 */
export async function listAgents(deps: Deps, query: PageQuery): Promise<{ agents: Agent[]; next_cursor: string | null }> {
  const [page, licenseData] = await Promise.all([
    query.q ? searchAgentsPage(deps.db, query.q, query.limit, query.cursor) : findAgentsPage(deps.db, query.limit, query.cursor),
    findLicenseeImport(deps.db),
  ]);
  let checks = 0;
  const agents = await Promise.all(
    page.users.map(async (user) => {
      const agent = toAgent(user);
      if (!licenseData || agentStatus(user) !== 'pending' || ++checks > MAX_LICENSE_CHECKS) return agent;
      return { ...agent, license_check: await checkLicense(deps.db, user, licenseData.imported_at) };
    }),
  );
  return { agents, next_cursor: page.next_cursor };
}

/** Which status each action starts from and leads to (product/portal.md §4 "Agent"). */
const transitions: Record<Exclude<AgentAction, 'deny'>, { from: AgentStatus[]; approved: boolean; active: boolean }> = {
  approve: { from: ['pending'], approved: true, active: true },
  deactivate: { from: ['active'], approved: true, active: false },
  reactivate: { from: ['inactive'], approved: true, active: true },
};

/** POST /api/admin/agents {user_id, action} */
export async function actOnAgent(deps: Deps, admin: UserItem, userId: string, action: AgentAction): Promise<{ success: true; agent?: Agent }> {
  const user = await getUser(deps.db, userId);
  const status = agentStatus(user);
  if (status === 'admin' || user.id === admin.id) throw forbidden('Admins cannot be changed here.');
  if (action === 'deny') {
    if (status === 'active') throw conflict('Deactivate this agent before denying it.');
    await denyAgent(deps, user);
    return { success: true };
  }
  const rule = transitions[action];
  if (!rule.from.includes(status)) throw conflict(`This agent cannot be ${action}d now: it is ${status}.`);
  const now = deps.now();
  const next = { ...user, approved: rule.approved, active: rule.active };
  const messages = action === 'approve' ? agentApprovedMessages(deps.config, user) : [];
  try {
    await transactWrite(deps.db, [agentStatusUpdate(deps.db, user, next, now), ...outboxPuts(deps.db, messages, now)]);
  } catch (error) {
    if (isConditionFailure(error)) throw conflict('This agent was changed by someone else. Reload the list.');
    throw error;
  }
  if (action === 'deactivate') await deleteUserSessions(deps.db, user.id);
  return { success: true, agent: toAgent(next) };
}

/** Removes the account and frees its phone and email for a new signup (data-model A9). */
async function denyAgent(deps: Deps, user: UserItem): Promise<void> {
  const { db } = deps;
  const passkeys = await findPasskeys(db, user.id);
  const now = deps.now();
  await transactWrite(db, [
    ...deleteUserParts(db, user),
    ...deletePasskeysParts(db, user.id, passkeys),
    ...outboxPuts(db, [agentDeniedMessage(deps.config, user)], now),
  ]);
  await deleteUserSessions(db, user.id);
}

/** PUT /api/admin/agents/{id}: an admin corrects an agent's details. */
export async function editAgent(deps: Deps, userId: string, input: z.output<typeof agentEditSchema>): Promise<{ success: true; agent: Agent }> {
  const user = await getUser(deps.db, userId);
  if (user.is_admin) throw forbidden('Admins cannot be changed here.');
  if (input.email !== user.email) await applyContactChange(deps.db, user, 'email', input.email, deps.now());
  const current = input.email !== user.email ? await getUser(deps.db, userId) : user;
  if (input.phone !== current.phone) await applyContactChange(deps.db, current, 'phone', input.phone, deps.now());
  await updateAgentDetails(deps.db, await getUser(deps.db, userId), input, deps.now());
  return { success: true, agent: toAgent(await getUser(deps.db, userId)) };
}
