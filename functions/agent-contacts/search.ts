import { SEARCH_RESULTS, type AgentResult } from '#shared/agent-contacts.js';
import { findLicenseHolder } from '../data/agent-contacts-orders.js';
import { searchAgentsPage } from '../data/agents-pages.js';
import { searchLicensees } from '../data/ce-licensees.js';
import { findUserByLicense, fullName, type UserItem } from '../data/users.js';
import type { Deps } from '../deps.js';

// data-model K6: the agent search of both loggers (product/outreach.md §7, issue 12 point 4). Names go
// through the name-token index (data-model E13, a Query, never a Scan) for licence holders, and
// through the accounts' search words (data-model A23) for registered agents, whether or not they
// gave a licence number (D-211); a query that looks like a licence number is also read by its
// key: the licence holder and the registered agent who gave it. One result per licence.

const LICENCE_LIKE = /^[A-Za-z0-9-]*\d[A-Za-z0-9-]*$/;

/** A registered agent as the search shows it: type `agent`, its licence or null, and its id (D-211). */
const agentResult = (user: UserItem): AgentResult => ({
  full_name: fullName(user),
  type: 'agent',
  license_number: user.license_number ?? null,
  source: 'agent',
  agent_id: user.id,
});

export async function searchAgents(deps: Deps, query: string): Promise<AgentResult[]> {
  const licence = query.trim();
  const isLicence = LICENCE_LIKE.test(licence) && licence.length <= 20;
  const [byName, accounts, holder, user] = await Promise.all([
    searchLicensees(deps.db, query, SEARCH_RESULTS),
    isLicence ? undefined : searchAgentsPage(deps.db, query, SEARCH_RESULTS),
    isLicence ? findLicenseHolder(deps.db, licence) : undefined,
    isLicence ? findUserByLicense(deps.db, licence) : undefined,
  ]);
  // Keyed by licence, or by account for an agent without one.
  const results = new Map<string, AgentResult>();
  const add = (key: string, result: AgentResult) => {
    if (!results.has(key)) results.set(key, result);
  };
  if (holder) add(licence, { full_name: holder.full_name, type: holder.type, license_number: licence, source: 'licensee', agent_id: user?.id ?? null });
  else if (user) add(licence, agentResult(user));
  // Registered agents first: they are the business's own, and a common surname fills the list with licence holders.
  for (const account of accounts?.users ?? []) add(account.license_number ?? account.id, agentResult(account));
  for (const match of byName) {
    if (match.source === 'agent') continue;
    add(match.license_number, { full_name: match.full_name, type: match.type, license_number: match.license_number, source: 'licensee', agent_id: null });
  }
  // Agents' own licence tokens (agent-licenses.ts) find what the accounts' words may not have yet.
  for (const match of byName) {
    if (match.source === 'agent') add(match.license_number, { full_name: match.full_name, type: 'agent', license_number: match.license_number, source: 'agent', agent_id: null });
  }
  return [...results.values()].slice(0, SEARCH_RESULTS);
}
