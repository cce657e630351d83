import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Deps } from '../../functions/deps.js';
import { emailKey } from '../../functions/data/keys.js';
import { HttpError } from '../../functions/http/errors.js';
import { formatPhone } from '../../shared/phone.js';
import { CliError, defineCommand, type CliIo } from './command.js';
import { createAdmin, parseAdmin } from './create-admin.js';

export interface SeedContext {
  deps: Deps;
  io: CliIo;
}

/**
 * One piece of demo data, made through the product's own functions ("Seed through the
 * product"). Each step finds what it made on an earlier run and leaves it, so seeding
 * twice changes nothing. Later steps (agents, inspections) go after the admin.
 */
export interface SeedStep {
  name: string;
  /** Whether it created something this time. */
  run: (context: SeedContext) => Promise<boolean>;
}

export const DEMO_ADMIN = {
  first_name: 'Dana',
  last_name: 'Demo',
  email: 'demo.admin@example.com',
  phone: '7135550101',
  password: 'demo-admin-password',
} as const;

/** The user id an email belongs to, through the uniqueness item createUser writes. */
export async function findUserIdByEmail(deps: Deps, email: string): Promise<string | undefined> {
  const { Item } = await deps.db.doc.send(new GetCommand({ TableName: deps.db.table, Key: emailKey(email) }));
  return Item?.user_id as string | undefined;
}

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
      if (error instanceof HttpError && error.status === 409 && (await findUserIdByEmail(deps, DEMO_ADMIN.email))) return false;
      if (error instanceof HttpError) throw new CliError(`Cannot create the demo admin: ${error.message}`);
      throw error;
    }
    io.out(`Demo admin created: sign in with ${credentials}.`);
    return true;
  },
};

export const seedSteps: SeedStep[] = [demoAdmin];

export const seedDemoCommand = defineCommand({
  name: 'seed-demo',
  summary: 'Adds demo data (a demo admin); running it again adds nothing.',
  usage: 'seed-demo [--remote --allow-remote]',
  options: { 'allow-remote': { type: 'boolean' } },
  parse: (flags) => {
    // Guard the destructive (STYLE.md): demo accounts do not belong in the real business's table.
    if (flags.remote && !flags['allow-remote']) {
      throw new CliError('seed-demo refuses to write demo data to the deployed table; add --allow-remote if you mean it.');
    }
    return undefined;
  },
  run: async (deps, _input, io) => {
    let changed = false;
    for (const step of seedSteps) changed = (await step.run({ deps, io })) || changed;
    return changed;
  },
});
