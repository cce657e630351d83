import { SEARCH_RESULTS, type AgentResult } from '#shared/agent-contacts.js';
import { findLicenseHolder } from '../data/agent-contacts-orders.js';
import { searchLicensees } from '../data/ce-licensees.js';
import { findUserByLicense, fullName } from '../data/users.js';
import type { Deps } from '../deps.js';

// data-model K6: the agent search of both loggers (product/outreach.md §7, issue 12 point 4). Names go through the
// name-token index (data-model E13, a Query, never a Scan); a query that looks like a licence
// number is also read by its key: the licence holder and the registered agent who gave it.

const LICENCE_LIKE = /^[A-Za-z0-9-]*\d[A-Za-z0-9-]*$/;

export async function searchAgents(deps: Deps, query: string): Promise<AgentResult[]> {
  const licence = query.trim();
  const isLicence = LICENCE_LIKE.test(licence) && licence.length <= 20;
  const [byName, holder, user] = await Promise.all([
    searchLicensees(deps.db, query, SEARCH_RESULTS),
    isLicence ? findLicenseHolder(deps.db, licence) : undefined,
    isLicence ? findUserByLicense(deps.db, licence) : undefined,
  ]);
  const results = new Map<string, AgentResult>();
  if (holder) results.set(licence, { full_name: holder.full_name, type: holder.type, license_number: licence, source: 'licensee' });
  else if (user) results.set(licence, { full_name: fullName(user), type: 'Registered agent', license_number: licence, source: 'agent' });
  for (const match of byName) {
    if (!results.has(match.license_number)) {
      const source = (match as { source?: string }).source === 'agent' ? 'agent' : 'licensee';
      results.set(match.license_number, { full_name: match.full_name, type: match.type, license_number: match.license_number, source });
    }
  }
  return [...results.values()].slice(0, SEARCH_RESULTS);
}
