import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { CurrentUser } from '#shared/account.js';
import { conflict, notFound } from '../errors.js';
import { agentLicenseParts } from './user-licenses.js';
import { agentWordParts } from './user-words.js';
import { agentStatusIndex, emailKey, licenseClaimKey, phoneKey, userKey } from './keys.js';
import { failedConditions, isConditionFailure, queryAll, transactWrite, type Db, type TransactItem } from './table.js';

/** An account as stored (pk USER#id, sk PROFILE). */
export interface UserItem {
  pk: string;
  sk: string;
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  company: string;
  /** A Texas licence number the agent gave (claimed by `LICENSE#<n>`); absent when none. */
  license_number?: string;
  bio: string;
  photo_key?: string;
  photo_updated_at?: string;
  is_admin: boolean;
  approved: boolean;
  /** null until an admin first deactivates (product/portal.md §3: active is bool or null). */
  active: boolean | null;
  password_hash?: string;
  /** Kept by the passkey transactions (docs/data-model.md A14, A16). */
  passkey_count?: number;
  inspection_count?: number;
  email_verified_at?: string;
  phone_verified_at?: string;
  /** A new email or phone waiting for its link or code (functions/data/account-email-phone-changes.ts). */
  pending_email?: string;
  pending_phone?: string;
  invited_by?: string;
  created_at: string;
  updated_at: string;
  gsi1pk: string;
  gsi1sk: string;
}

export type NewUser = Pick<UserItem, 'id' | 'first_name' | 'last_name' | 'email' | 'phone' | 'company'> &
  Partial<Pick<UserItem, 'bio' | 'is_admin' | 'approved' | 'active' | 'password_hash' | 'email_verified_at' | 'phone_verified_at' | 'invited_by' | 'license_number'>>;

export type AgentStatus = 'pending' | 'active' | 'inactive' | 'admin';

export function agentStatus(user: Pick<UserItem, 'is_admin' | 'approved' | 'active'>): AgentStatus {
  if (user.is_admin) return 'admin';
  if (!user.approved) return 'pending';
  return user.active === false ? 'inactive' : 'active';
}

/** Whether the account may hold a session at all. */
export const canSignIn = (user: UserItem) => agentStatus(user) === 'admin' || agentStatus(user) === 'active';

/**
 * Creates the account and claims its phone and email in one transaction, so two
 * signups with the same phone cannot both succeed (product/platform.md §6). `extra` joins
 * the same transaction: the verification token and the messages of a signup.
 */
export async function createUser(db: Db, input: NewUser, now: Date, extra: TransactItem[] = []): Promise<UserItem> {
  const user = newUserItem(input, now);
  const TableName = db.table;
  const claim = (key: { pk: string; sk: string }) => ({
    Put: { TableName, Item: { ...key, user_id: user.id }, ConditionExpression: 'attribute_not_exists(pk)' },
  });
  try {
    await transactWrite(db, [
      { Put: { TableName, Item: user, ConditionExpression: 'attribute_not_exists(pk)' } },
      claim(phoneKey(user.phone)),
      claim(emailKey(user.email)),
      // The licence claim, when there is one, comes first: index 3.
      ...agentLicenseParts(db, undefined, { ...user, user_id: user.id }),
      ...extra,
      ...agentWordParts(db, undefined, user),
    ]);
  } catch (error) {
    throwClaimConflict(error, { 1: 'phone', 2: 'email', 3: 'license' });
    throw error;
  }
  return user;
}

/** The stored item of a new account (createUser writes it with its claims; generators in batches). */
export function newUserItem(input: NewUser, now: Date): UserItem {
  const at = now.toISOString();
  const user: UserItem = {
    ...userKey(input.id),
    bio: '',
    is_admin: false,
    approved: false,
    active: null,
    ...input,
    email: input.email.toLowerCase(),
    created_at: at,
    updated_at: at,
    gsi1pk: '',
    gsi1sk: at,
  };
  if (!user.license_number) delete user.license_number;
  user.gsi1pk = agentStatusIndex(agentStatus(user));
  return user;
}

export const claimMessages = {
  phone: 'An account with this phone number already exists.',
  email: 'An account with this email already exists.',
  license: 'An account with this license number already exists.',
} as const;

/** Turns a failed phone or email claim (by its index in the transaction) into its 409. */
export function throwClaimConflict(error: unknown, claims: Record<number, keyof typeof claimMessages>): void {
  if (!isConditionFailure(error)) return;
  for (const index of failedConditions(error)) {
    const claim = claims[index];
    if (claim) throw conflict(claimMessages[claim]);
  }
}

export async function findUser(db: Db, userId: string): Promise<UserItem | undefined> {
  const { Item } = await db.doc.send(new GetCommand({ TableName: db.table, Key: userKey(userId) }));
  return Item as UserItem | undefined;
}

export async function getUser(db: Db, userId: string): Promise<UserItem> {
  const user = await findUser(db, userId);
  if (!user) throw notFound('User not found');
  return user;
}

/** The user's photo through our own route, with a timestamp so a new photo is not served stale. */
export function photoUrl(user: Pick<UserItem, 'id' | 'photo_key' | 'photo_updated_at'>): string | null {
  if (!user.photo_key) return null;
  const version = user.photo_updated_at ? Date.parse(user.photo_updated_at) : 0;
  return `/api/agent/photo/${user.id}?v=${version}`;
}

/** product/portal.md §3 "Current user"; never the stored keys or secrets. */
export function toCurrentUser(user: UserItem): CurrentUser {
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone: user.phone,
    bio: user.bio,
    company: user.company,
    license_number: user.license_number ?? '',
    photo_url: photoUrl(user),
    is_admin: user.is_admin,
  };
}

/** The account a phone number belongs to (docs/data-model.md A1). */
export async function findUserByPhone(db: Db, phone: string): Promise<UserItem | undefined> {
  const { Item } = await db.doc.send(new GetCommand({ TableName: db.table, Key: phoneKey(phone) }));
  return Item ? findUser(db, Item.user_id as string) : undefined;
}

/** Whether an account holds this email (its claim item, data-model A4). */
export async function isEmailClaimed(db: Db, email: string): Promise<boolean> {
  const { Item } = await db.doc.send(new GetCommand({ TableName: db.table, Key: emailKey(email) }));
  return Boolean(Item);
}

/** The account an email belongs to (data-model A4). */
export async function findUserByEmail(db: Db, email: string): Promise<UserItem | undefined> {
  const { Item } = await db.doc.send(new GetCommand({ TableName: db.table, Key: emailKey(email) }));
  return Item ? findUser(db, Item.user_id as string) : undefined;
}

/** The account that gave this licence number (its claim item); contacts and CE match agents by it first (product/rules.md "Agent contacts"). */
export async function findUserByLicense(db: Db, licenseNumber: string): Promise<UserItem | undefined> {
  const { Item } = await db.doc.send(new GetCommand({ TableName: db.table, Key: licenseClaimKey(licenseNumber) }));
  return Item ? findUser(db, Item.user_id as string) : undefined;
}

/** Accounts of one status, newest first (data-model A6, A7). */
export async function findUsersByStatus(db: Db, status: AgentStatus): Promise<UserItem[]> {
  return queryAll<UserItem>(db, {
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': agentStatusIndex(status) },
    ScanIndexForward: false,
  });
}

export const fullName = (user: Pick<UserItem, 'first_name' | 'last_name'>) => `${user.first_name} ${user.last_name}`.trim();
