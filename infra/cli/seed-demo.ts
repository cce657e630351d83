import { DomainError } from '../../functions/errors.js';
import { formatPhone } from '#shared/phone.js';
import { CliError, defineCommand } from './command.js';
import { createAdmin, parseAdmin } from './create-admin.js';
import { agentSeedSteps } from './seed-agents.js';
import { ceSeedStep } from './seed-ce.js';
import { contactSeedStep } from './seed-agent-contacts.js';
import { inspectionSeedStep } from './seed-inspections.js';
import { openHouseSeedStep } from './seed-open-houses.js';
import { DEMO_ADMIN, findUserIdByEmail, type SeedStep } from './seed-step.js';

const demoAdmin: SeedStep = {
  name: 'demo admin',
  run: async ({ deps, io }) => {
    const credentials = `phone ${formatPhone(DEMO_ADMIN.phone)} or ${DEMO_ADMIN.email}, password ${DEMO_ADMIN.password}`;
    if (await findUserIdByEmail(deps, DEMO_ADMIN.email)) {
      io.out(`Demo admin already there (${credentials}, unless changed since).`);
      return false;
    }
    try {
      await createAdmin(deps, parseAdmin(DEMO_ADMIN, deps.config));
    } catch (error) {
      // Another seed-demo won the race for the same email: the admin is there.
      const isConflict = error instanceof DomainError && error.kind === 'conflict';
      if (isConflict && (await findUserIdByEmail(deps, DEMO_ADMIN.email))) return false;
      if (error instanceof DomainError) throw new CliError(`Cannot create the demo admin: ${error.message}`);
      throw error;
    }
    io.out(`Demo admin created: sign in with ${credentials}.`);
    return true;
  },
};

/** In order: the admin first, since the agents are approved by it. */
export const seedSteps = (): SeedStep[] => [demoAdmin, ...agentSeedSteps, inspectionSeedStep, openHouseSeedStep, ceSeedStep, contactSeedStep];

export const seedDemoCommand = defineCommand({
  name: 'seed-demo',
  summary: 'Adds demo data (an admin; active, pending and inactive agents; inspections; the coming weekend\'s open houses; CE classes and sessions with a few licence holders; a month of agent contacts); running it again adds nothing.',
  usage: 'seed-demo [--remote --allow-remote]',
  options: { 'allow-remote': { type: 'boolean' } },
  parse: (flags) => {
    // Guard the destructive (docs/style.md): demo accounts do not belong in the real business's table.
    if (flags.remote && !flags['allow-remote']) {
      throw new CliError('seed-demo refuses to write demo data to the deployed table; add --allow-remote if you mean it.');
    }
    return undefined;
  },
  run: async (deps, _input, io) => {
    let changed = false;
    for (const step of seedSteps()) changed = (await step.run({ deps, io })) || changed;
    return changed;
  },
});
