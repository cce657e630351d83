import type * as z from '#shared/zod.js';
import type { Agent, AgentAction, agentEditSchema } from '#shared/agents.js';
import { api } from '../../api';
import { pageParams } from '../../lib/page-params';
import type { PageFetcher } from '../../components/use-paged-list';

// /admin-agents calls (product/portal.md §7); the server allows them to admins only.

/** One page of agents (pending first), or of those matching `q` (D-168, D-169). */
export const findAgentsPage: PageFetcher<Agent> = ({ cursor, q }, signal) =>
  api<{ agents: Agent[]; next_cursor: string | null }>(`/api/admin/agents${pageParams(cursor, q)}`, { signal }).then((reply) => ({ items: reply.agents, next_cursor: reply.next_cursor }));

export const actOnAgent = (userId: string, action: AgentAction) =>
  api<{ success: true; agent?: Agent }>('/api/admin/agents', {
    method: 'POST',
    body: { user_id: userId, action },
    fallbackError: `Could not ${action} this agent.`,
  });

export const updateAgent = (id: string, values: z.output<typeof agentEditSchema>) =>
  api<{ success: true; agent: Agent }>(`/api/admin/agents/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: values,
    fallbackError: 'Could not save the agent.',
  });
