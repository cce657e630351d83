import type { Agent, AgentAction } from '#shared/agents.js';

// product/portal.md §4 "Agent": which list an agent is in and what an admin may do with it.

export type AgentListStatus = 'pending' | 'active' | 'inactive';

/** pending: approved false; active: approved and active true or null; inactive: approved, active false. */
export function agentListStatus(agent: Pick<Agent, 'approved' | 'active'>): AgentListStatus {
  if (!agent.approved) return 'pending';
  return agent.active === false ? 'inactive' : 'active';
}

export const agentActionsFor: Record<AgentListStatus, readonly AgentAction[]> = {
  pending: ['approve', 'deny'],
  active: ['deactivate'],
  inactive: ['reactivate', 'deny'],
};

export const agentActionLabels: Record<AgentAction, { verb: string; done: string; isDestructive: boolean }> = {
  approve: { verb: 'Approve', done: 'approved', isDestructive: false },
  deny: { verb: 'Deny', done: 'denied', isDestructive: true },
  deactivate: { verb: 'Deactivate', done: 'deactivated', isDestructive: true },
  reactivate: { verb: 'Reactivate', done: 'reactivated', isDestructive: false },
};

export function groupAgents(agents: readonly Agent[]): Record<AgentListStatus, Agent[]> {
  const groups: Record<AgentListStatus, Agent[]> = { pending: [], active: [], inactive: [] };
  for (const agent of agents) groups[agentListStatus(agent)].push(agent);
  return groups;
}

/** The list after an action or an edit: the agent the server answered replaces its old self; no answer (deny) removes it. */
export function applyAgentChange(agents: readonly Agent[], id: string, changed: Agent | undefined): Agent[] {
  if (!changed) return agents.filter((agent) => agent.id !== id);
  return agents.map((agent) => (agent.id === id ? changed : agent));
}
