import { nameWords, normalizeName } from '#shared/name-search.js';
import { licenseClaimKey, licenseeNameKey, licenseeNameSk } from './keys.js';
import type { Db, TransactItem } from './table.js';

/** How a registered agent shows in a name search (CE attendance, agent contacts). */
export const AGENT_LICENSE_TYPE = 'AGENT';
export const AGENT_ROLE = 'Registered Agent';

/** What an agent's licence parts depend on: the account, its licence number (or none) and its name. */
export interface AgentLicense {
  user_id: string;
  license_number?: string;
  first_name: string;
  last_name: string;
}

const fullNameOf = (agent: AgentLicense) => `${agent.first_name} ${agent.last_name}`.trim();

/** The name-token sort keys of an agent with a licence number: one per word, as for a licence holder. */
function tokenSks(agent: AgentLicense | undefined): string[] {
  if (!agent?.license_number) return [];
  const normalized = normalizeName(fullNameOf(agent));
  return nameWords(normalized).map((word) => licenseeNameSk(word, normalized, agent.license_number!));
}

/**
 * The writes that keep a registered agent's licence searchable and unique (data-model §3,
 * the licence-number note): its claim `LICENSE#<n>` (taken only if free, released only if
 * ours) and one name token per word with `source: "agent"`, beside the licence holders'.
 * The tokens are rebuilt from the name and number, so nothing lists them; join these
 * parts to the transaction that changes the profile. Parts that change nothing are left out.
 */
export function agentLicenseParts(db: Db, before: AgentLicense | undefined, after: AgentLicense): TransactItem[] {
  const TableName = db.table;
  const parts: TransactItem[] = [];
  if (before?.license_number !== after.license_number) {
    if (after.license_number) {
      parts.push({ Put: { TableName, Item: { ...licenseClaimKey(after.license_number), user_id: after.user_id }, ConditionExpression: 'attribute_not_exists(pk)' } });
    }
    if (before?.license_number) {
      parts.push({
        Delete: { TableName, Key: licenseClaimKey(before.license_number), ConditionExpression: 'user_id = :me', ExpressionAttributeValues: { ':me': after.user_id } },
      });
    }
  }
  const old = tokenSks(before);
  const next = tokenSks(after);
  const isSameName = before !== undefined && fullNameOf(before) === fullNameOf(after);
  for (const sk of next) {
    if (isSameName && old.includes(sk)) continue;
    const item = { ...licenseeNameKey(sk), full_name: fullNameOf(after), license_number: after.license_number, type: AGENT_LICENSE_TYPE, role: AGENT_ROLE, source: 'agent', user_id: after.user_id };
    parts.push({ Put: { TableName, Item: item } });
  }
  for (const sk of old.filter((sk) => !next.includes(sk))) parts.push({ Delete: { TableName, Key: licenseeNameKey(sk) } });
  return parts;
}
