import { describe, expect, it } from 'vitest';
import { groupContactedAgents, hasOrderedSince } from '#functions/agent-contacts/orders-since.js';
import { sampleContact as contact } from '#test/support/agent-contacts.js';


describe('the orders that follow (D-135)', () => {
  const order = (overrides: Record<string, unknown> = {}) => ({
    id: 'o1', agent_id: 'u1', agent_phone: '7135550111', agent_email: 'a@example.com', submitted_at: '2026-11-21T16:00:00.000Z',
    address1: '1 Main St', address2: '', city: 'Houston', state: 'TX', zip_code: '77002', ...overrides,
  });

  it('groups contacts by licence, matching by the claim, phone or email, after the first contact only', () => {
    const agents = groupContactedAgents(
      [contact({ contact_date: '2026-11-22' }), contact({ id: 'c2', contact_phone: '7135550111' }), contact({ id: 'c3', contact_license_number: 'unknown' })],
      new Map(),
      'America/Chicago',
    );
    expect(agents).toHaveLength(1);
    expect(agents[0]!.firstContactAt).toBe('2026-11-20T14:30:00.000Z');
    expect(hasOrderedSince(agents[0]!, [order()])).toBe(true);
    expect(hasOrderedSince(agents[0]!, [order({ submitted_at: '2026-11-19T16:00:00.000Z' })])).toBe(false);
    expect(hasOrderedSince(agents[0]!, [order({ cancelled_at: '2026-11-22T00:00:00.000Z' })])).toBe(false);
    expect(hasOrderedSince(agents[0]!, [order({ agent_phone: '8325550000' })])).toBe(false);
    const claimed = groupContactedAgents([contact()], new Map([['0612001', 'u1']]), 'America/Chicago');
    expect(hasOrderedSince(claimed[0]!, [order({ agent_phone: '8325550000', agent_email: 'b@example.com' })])).toBe(true);
  });
});
