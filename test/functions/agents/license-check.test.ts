import { beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '#shared/agents.js';
import { handler as getAgents } from '#functions/agents/get-admin-agents.js';
import { isSameName } from '#functions/agents/license-check.js';
import { importLicensees } from '#functions/ce/licensees/licensee-import.js';
import { getDeps } from '#functions/deps.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';
import { chunked, licenseeLine } from '#test/functions/ce/support.js';

// Issue 11 point 7: the admin agents page shows, for each pending agent, whether an active
// licence holder matches, once licence data is loaded.

let admin = '';
beforeAll(async () => {
  await provisionTestTable();
  admin = (await makeUser({ is_admin: true })).token;
});

const pendingAgent = (first_name: string, last_name: string, license_number?: string) =>
  makeUser({ first_name, last_name, approved: false, active: null, ...(license_number ? { license_number } : {}) });
const agentsById = async () => new Map(((await call(getAgents, 'GET /api/admin/agents', { token: admin })).json.agents as Agent[]).map((agent) => [agent.id, agent]));

describe('isSameName', () => {
  it('needs the first name and every word of the last name, whatever the accents, middle names and suffix', () => {
    expect(isSameName({ first_name: 'Jose', last_name: 'Munoz' }, 'José Luis Muñoz Jr')).toBe(true);
    expect(isSameName({ first_name: 'María Elena', last_name: 'De La Cruz' }, 'Maria De La Cruz')).toBe(true);
    expect(isSameName({ first_name: 'Jose', last_name: 'Munoz Perez' }, 'José Muñoz')).toBe(false);
    expect(isSameName({ first_name: 'Joseph', last_name: 'Munoz' }, 'José Muñoz')).toBe(false);
  });
});

describe('the licence check on GET /api/admin/agents', () => {
  it('is absent until licence data is loaded', async () => {
    const { user } = await pendingAgent('Oriana', 'Castellanos');
    expect((await agentsById()).get(user.id)!.license_check).toBeUndefined();
  });

  it('compares each pending agent with the file, by number or by name', async () => {
    const lines = [
      licenseeLine({ number: '0610001', name: 'CASTELLANOS, ORIANA BEATRIZ' }),
      licenseeLine({ number: '0610002', name: 'FAIRWEATHER, PRUDENCE' }),
      licenseeLine({ number: '0610003', name: 'LOCKWOOD, TOBIAS', status: '45' }),
      licenseeLine({ type: 'BRK', number: '0610004', name: 'NAKAGAWA, HIRO' }),
    ];
    await importLicensees(getDeps(), chunked(Buffer.from(lines.join('\n'), 'latin1'), 64));
    const { user: byName } = await pendingAgent('Oriana', 'Castellanos');
    const { user: byNumber } = await pendingAgent('Prudence', 'Fairweather', '0610002');
    const { user: inactive } = await pendingAgent('Tobias', 'Lockwood', '0610003');
    const { user: otherName } = await pendingAgent('Mallory', 'Quigg', '0610004');
    const { user: unknownNumber } = await pendingAgent('Prudence', 'Fairweather', '0699999');
    const { user: unknownName } = await pendingAgent('Zebulon', 'Farquharson');
    const { user: active } = await makeUser({ first_name: 'Hiro', last_name: 'Nakagawa' });

    const agents = await agentsById();
    const checkOf = (id: string) => agents.get(id)!.license_check;
    expect(checkOf(byName.id)).toMatchObject({ status: 'match', holders: [{ license_number: '0610001', full_name: 'Oriana Beatriz Castellanos', role: 'Sales Agent', is_active: true }] });
    expect(checkOf(byName.id)?.data_imported_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(checkOf(byNumber.id)).toMatchObject({ status: 'match', holders: [{ license_number: '0610002' }] });
    expect(checkOf(inactive.id)).toMatchObject({ status: 'inactive', holders: [{ license_number: '0610003', is_active: false }] });
    expect(checkOf(otherName.id)).toMatchObject({ status: 'other-name', holders: [{ full_name: 'Hiro Nakagawa', role: 'Broker' }] });
    expect(checkOf(unknownNumber.id)).toMatchObject({ status: 'no-match', holders: [] });
    expect(checkOf(unknownName.id)).toMatchObject({ status: 'no-match', holders: [] });
    // Approved agents are not checked: the check is for the approval.
    expect(checkOf(active.id)).toBeUndefined();
  });
});
