import * as z from 'zod';
import { accountFieldsSchema } from './account.js';

/** Spec part 1 §3 "Agent (admin list)". */
export interface Agent {
  id: string;
  full_name: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  company: string;
  /** '' when the agent gave none. */
  license_number: string;
  created_at: string;
  inspection_count: number;
  approved: boolean;
  active: boolean | null;
}

export const agentActions = ['approve', 'deny', 'deactivate', 'reactivate'] as const;
export type AgentAction = (typeof agentActions)[number];

/** POST /api/admin/agents */
export const agentActionSchema = z.object({
  user_id: z.string().min(1).max(100),
  action: z.enum(agentActions, { error: 'Unknown action' }),
});

/** PUT /api/admin/agents/{id} */
export const agentEditSchema = accountFieldsSchema;

/** Spec part 1 §4: each action asks first. */
export const confirmAgentAction = (action: AgentAction) => `Are you sure you want to ${action} this agent?`;
