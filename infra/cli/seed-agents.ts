import { actOnAgent } from '../../functions/agents/agents.js';
import { hashPassword } from '../../functions/auth/passwords.js';
import { newId } from '../../functions/data/ids.js';
import { createUser, getUser } from '../../functions/data/users.js';
import { formatPhone } from '#shared/phone.js';
import { DEMO_ADMIN, findUserIdByEmail, type SeedStep } from './seed-step.js';

type DemoStatus = 'active' | 'pending' | 'inactive';

interface DemoAgent {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  company: string;
  /** The first lines of samples/licensees.txt are these agents, so the demo's licence check matches. */
  license_number?: string;
  status: DemoStatus;
}

export const DEMO_AGENT_PASSWORD = 'demo-agent-password';

export const DEMO_AGENTS: DemoAgent[] = [
  { first_name: 'Alex', last_name: 'Rivera', email: 'alex.rivera@example.com', phone: '7135550111', company: 'Heights Realty Group', license_number: '0400063', status: 'active' },
  { first_name: 'Brooke', last_name: 'Nguyen', email: 'brooke.nguyen@example.com', phone: '7135550112', company: 'Bellaire Home Partners', license_number: '0400072', status: 'active' },
  { first_name: 'Carlos', last_name: 'Mendez', email: 'carlos.mendez@example.com', phone: '7135550113', company: 'Energy Corridor Realty', status: 'pending' },
  { first_name: 'Dee', last_name: 'Thompson', email: 'dee.thompson@example.com', phone: '7135550114', company: 'Montrose Property Co.', status: 'inactive' },
];

/**
 * An agent who finished signing up (email and phone verified, a password), then, like
 * an admin would on /admin-agents, approved, and for `inactive` deactivated.
 */
function seedAgent(agent: DemoAgent): SeedStep {
  return {
    name: `demo agent ${agent.first_name}`,
    run: async ({ deps, io }) => {
      const label = `${agent.status} agent ${agent.first_name} ${agent.last_name}: phone ${formatPhone(agent.phone)}, password ${DEMO_AGENT_PASSWORD}`;
      if (await findUserIdByEmail(deps, agent.email)) {
        io.out(`Demo ${label} (already there).`);
        return false;
      }
      const now = deps.now().toISOString();
      const { status, ...fields } = agent;
      const user = await createUser(
        deps.db,
        { id: newId(), ...fields, password_hash: await hashPassword(DEMO_AGENT_PASSWORD), email_verified_at: now, phone_verified_at: now },
        deps.now(),
      );
      if (status !== 'pending') {
        const adminId = await findUserIdByEmail(deps, DEMO_ADMIN.email);
        const admin = await getUser(deps.db, adminId!);
        await actOnAgent(deps, admin, user.id, 'approve');
        if (status === 'inactive') await actOnAgent(deps, admin, user.id, 'deactivate');
      }
      io.out(`Demo ${label}.`);
      return true;
    },
  };
}

export const agentSeedSteps: SeedStep[] = DEMO_AGENTS.map(seedAgent);
