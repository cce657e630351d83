import type * as z from 'zod';
import type { Agent, AgentAction, agentEditSchema } from '#shared/agents.js';
import { api } from '../../api';

// /admin-agents calls (spec part 1 §7); the server allows them to admins only.

export const findAgents = (signal?: AbortSignal) =>
  api<{ agents: Agent[] }>('/api/admin/agents', { signal }).then((reply) => reply.agents);

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
