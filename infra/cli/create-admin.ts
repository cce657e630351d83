import { newId } from '../../functions/data/ids.js';
import { createUser, type UserItem } from '../../functions/data/users.js';
import type { Config } from '../../functions/config.js';
import type { Deps } from '../../functions/deps.js';
import { hashNewPassword } from '../../functions/auth/passwords.js';
import { accountFieldsSchema, passwordSchema } from '#shared/account.js';
import { formatPhone } from '#shared/phone.js';
import { defineCommand, parseWith, type Flags } from './command.js';

export interface AdminInput {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  company: string;
  password: string;
}

/** Validates with the signup form's schemas; an admin's company is the business unless given. */
export function parseAdmin(raw: Partial<Record<keyof AdminInput, unknown>>, config: Pick<Config, 'BUSINESS_NAME'>): AdminInput {
  const fields = parseWith(accountFieldsSchema, { ...raw, company: raw.company ?? config.BUSINESS_NAME });
  return { ...fields, password: parseWith(passwordSchema, raw.password) };
}

/**
 * An approved admin whose email and phone count as verified: the person running the
 * command vouches for them. createUser refuses a phone or email already in use.
 */
export async function createAdmin(deps: Deps, input: AdminInput): Promise<UserItem> {
  const { password, ...fields } = input;
  const password_hash = await hashNewPassword(password);
  const now = deps.now();
  return createUser(
    deps.db,
    {
      id: newId(),
      ...fields,
      is_admin: true,
      approved: true,
      active: true,
      password_hash,
      email_verified_at: now.toISOString(),
      phone_verified_at: now.toISOString(),
    },
    now,
  );
}

const text = (flags: Flags, name: string) => (typeof flags[name] === 'string' ? flags[name] : undefined);

export const createAdminCommand = defineCommand({
  name: 'create-admin',
  summary: 'Creates an admin account (the first one, or another).',
  usage:
    'create-admin --first-name A --last-name B --email a@example.com --phone 7135550100 --password secret123 [--company NAME]',
  options: {
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
    email: { type: 'string' },
    phone: { type: 'string' },
    password: { type: 'string' },
    company: { type: 'string' },
  },
  parse: (flags, config) =>
    parseAdmin(
      {
        first_name: text(flags, 'first-name'),
        last_name: text(flags, 'last-name'),
        email: text(flags, 'email'),
        phone: text(flags, 'phone'),
        company: text(flags, 'company'),
        password: text(flags, 'password'),
      },
      config,
    ),
  run: async (deps, input: AdminInput, io) => {
    const admin = await createAdmin(deps, input);
    io.out(`Created admin ${admin.first_name} ${admin.last_name} (${admin.email}, ${formatPhone(admin.phone)}).`);
    io.out(`Sign in at ${deps.config.APP_URL} with that phone or email and the password given.`);
    return true;
  },
});
