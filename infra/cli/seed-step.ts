import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Deps } from '../../functions/deps.js';
import { emailKey } from '../../functions/data/keys.js';
import type { CliIo } from './command.js';

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
