import type { LicenseCheck, LicenseHolder } from '#shared/agents.js';
import { nameWords, normalizeName } from '#shared/ce.js';
import { findLicensees, searchLicensees, type Licensee } from '../data/ce-licensees.js';
import type { Db } from '../data/table.js';
import type { UserItem } from '../data/users.js';

/** Holders shown to the admin, and name-search results read to find them. */
const MAX_HOLDERS = 3;
const SEARCH_LIMIT = 10;

/**
 * Whether a licence holder's name is the agent's: each word of the last name and the first
 * word of the first name are words of the holder's name (which may add middle names and a
 * suffix); accents, case and punctuation do not count ("Jose Munoz" is "MUÑOZ, JOSÉ LUIS").
 */
export function isSameName(agent: Pick<UserItem, 'first_name' | 'last_name'>, holderName: string): boolean {
  const holder = new Set(nameWords(normalizeName(holderName)));
  const first = normalizeName(agent.first_name).split(' ')[0] ?? '';
  const last = normalizeName(agent.last_name).split(' ').filter(Boolean);
  return first !== '' && holder.has(first) && last.length > 0 && last.every((word) => holder.has(word));
}

const toHolder = ({ license_number, full_name, role, is_active }: Licensee): LicenseHolder => ({ license_number, full_name, role, is_active });

/**
 * Issue 11 point 7: what the Commission's file says of a pending agent, so the admin
 * approves real agents. By the number the agent gave when there is one (a Get), else by
 * name (one name-search Query and one BatchGet for the holders' status).
 */
export async function checkLicense(db: Db, agent: UserItem, importedAt: string): Promise<LicenseCheck> {
  const check = (status: LicenseCheck['status'], holders: Licensee[]): LicenseCheck => ({
    status,
    holders: holders
      .sort((a, b) => Number(b.is_active) - Number(a.is_active))
      .slice(0, MAX_HOLDERS)
      .map(toHolder),
    data_imported_at: importedAt,
  });
  if (agent.license_number) {
    const holder = (await findLicensees(db, [agent.license_number])).get(agent.license_number);
    if (!holder) return check('no-match', []);
    if (!isSameName(agent, holder.full_name)) return check('other-name', [holder]);
    return check(holder.is_active ? 'match' : 'inactive', [holder]);
  }
  const found = await searchLicensees(db, `${agent.first_name} ${agent.last_name}`, SEARCH_LIMIT);
  const named = found.filter((match) => match.source === 'licensee' && isSameName(agent, match.full_name));
  if (!named.length) return check('no-match', []);
  const holders = [...(await findLicensees(db, named.map((match) => match.license_number))).values()];
  return check(holders.some((holder) => holder.is_active) ? 'match' : 'inactive', holders);
}
