import * as z from './zod.js';
import { accountFieldsSchema } from './account.js';

/** product/portal.md §3 "Agent (admin list)". */
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
  /** For a pending agent, once licence data is loaded (issue 11 point 7). */
  license_check?: LicenseCheck;
}

/** A licence holder the check compared the agent with. */
export interface LicenseHolder {
  license_number: string;
  full_name: string;
  role: string;
  is_active: boolean;
}

/**
 * How a pending agent compares with the Commission's licence-holder file:
 * - `match`: an active licence holder has the agent's name (and the number the agent gave);
 * - `inactive`: the holders with that name (or that number) are not active;
 * - `other-name`: the number the agent gave belongs to someone with another name;
 * - `no-match`: no holder has that name, or the number is not in the file.
 */
export interface LicenseCheck {
  status: 'match' | 'inactive' | 'other-name' | 'no-match';
  /** At most 3, active ones first. */
  holders: LicenseHolder[];
  /** When the file the check used was imported. */
  data_imported_at: string;
}

export const agentActions = ['approve', 'deny', 'deactivate', 'reactivate'] as const;
export type AgentAction = (typeof agentActions)[number];

/** POST /api/admin/agents */
export const agentActionSchema = z.object({
  user_id: z.string().check(z.minLength(1), z.maxLength(100)),
  action: z.enum(agentActions, { error: 'Unknown action' }),
});

/** PUT /api/admin/agents/{id} */
export const agentEditSchema = accountFieldsSchema;

/** product/portal.md §4: each action asks first. */
export const confirmAgentAction = (action: AgentAction) => `Are you sure you want to ${action} this agent?`;
