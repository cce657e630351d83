import { describe, expect, it } from 'vitest';
import type { Agent } from '#shared/agents.js';
import { agentActionsFor, agentListStatus, applyAgentChange, groupAgents } from '#web/src/features/agents/agent-status.js';

const agent = (id: string, approved: boolean, active: boolean | null): Agent => ({
  id,
  full_name: `Agent ${id}`,
  first_name: 'Agent',
  last_name: id,
  email: `${id}@example.com`,
  phone: '7135550100',
  company: 'Realty',
  license_number: '',
  created_at: '2026-01-01T00:00:00.000Z',
  inspection_count: 0,
  approved,
  active,
});

describe('agentListStatus (product/portal.md §4)', () => {
  it('puts unapproved agents in pending, active true or null in active, active false in inactive', () => {
    expect(agentListStatus(agent('a', false, null))).toBe('pending');
    expect(agentListStatus(agent('b', true, true))).toBe('active');
    expect(agentListStatus(agent('c', true, null))).toBe('active');
    expect(agentListStatus(agent('d', true, false))).toBe('inactive');
  });

  it('offers approve/deny, deactivate, and reactivate/deny', () => {
    expect(agentActionsFor).toEqual({ pending: ['approve', 'deny'], active: ['deactivate'], inactive: ['reactivate', 'deny'] });
  });
});

describe('groupAgents and applyAgentChange', () => {
  const list = [agent('a', false, null), agent('b', true, true), agent('c', true, false)];

  it('groups by status, keeping the server order', () => {
    const groups = groupAgents([...list, agent('e', false, null)]);
    expect(groups.pending.map((item) => item.id)).toEqual(['a', 'e']);
    expect(groups.active.map((item) => item.id)).toEqual(['b']);
    expect(groups.inactive.map((item) => item.id)).toEqual(['c']);
  });

  it('replaces an approved agent in place, so it moves to Active Agents', () => {
    const next = applyAgentChange(list, 'a', agent('a', true, true));
    expect(groupAgents(next).active.map((item) => item.id)).toEqual(['a', 'b']);
    expect(next).toHaveLength(3);
  });

  it('removes a denied agent (the server answers no agent)', () => {
    expect(applyAgentChange(list, 'c', undefined).map((item) => item.id)).toEqual(['a', 'b']);
  });
});
