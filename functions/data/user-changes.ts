import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { agentLicenseParts } from './user-licenses.js';
import { agentWordParts } from './user-words.js';
import { agentStatusIndex, emailKey, phoneKey, userKey } from './keys.js';
import { isConditionFailure, transactWrite, writeIf, type Db, type TransactItem } from './table.js';
import { agentStatus, claimMessages, findUserByLicense, type UserItem } from './users.js';
import { conflict } from '../errors.js';

// Changes to an existing account (pk USER#id, sk PROFILE); creating and reading it is users.ts.

/** The Update that sets the password; joins a signup's or a reset's transaction. */
export function setPasswordUpdate(db: Db, userId: string, passwordHash: string, now: Date): TransactItem {
  return {
    Update: {
      TableName: db.table,
      Key: userKey(userId),
      UpdateExpression: 'SET password_hash = :hash, updated_at = :now',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':hash': passwordHash, ':now': now.toISOString() },
    },
  };
}

export async function setPassword(db: Db, userId: string, passwordHash: string, now: Date): Promise<void> {
  await db.doc.send(new UpdateCommand(setPasswordUpdate(db, userId, passwordHash, now).Update!));
}

/**
 * Removes the password only while a passkey remains: DynamoDB checks it, so two tabs
 * cannot remove both ways in. False when the password is the last one.
 */
export async function removePassword(db: Db, userId: string, now: Date): Promise<boolean> {
  return writeIf(
    db,
    new UpdateCommand({
      TableName: db.table,
      Key: userKey(userId),
      UpdateExpression: 'REMOVE password_hash SET updated_at = :now',
      ConditionExpression: 'passkey_count > :zero',
      ExpressionAttributeValues: { ':zero': 0, ':now': now.toISOString() },
    }),
  );
}

/** Idempotent: a second verification keeps the first time. */
export async function markEmailVerified(db: Db, userId: string, now: Date): Promise<void> {
  await db.doc.send(
    new UpdateCommand({
      TableName: db.table,
      Key: userKey(userId),
      UpdateExpression: 'SET email_verified_at = if_not_exists(email_verified_at, :now), updated_at = :now',
      ExpressionAttributeValues: { ':now': now.toISOString() },
    }),
  );
}

/** The Update that marks the signup's phone proven; fails if the phone changed or was already proven. */
export function markPhoneVerifiedUpdate(db: Db, userId: string, phone: string, now: Date): TransactItem {
  return {
    Update: {
      TableName: db.table,
      Key: userKey(userId),
      UpdateExpression: 'SET phone_verified_at = :now, updated_at = :now',
      ConditionExpression: 'phone = :phone AND attribute_not_exists(phone_verified_at)',
      ExpressionAttributeValues: { ':now': now.toISOString(), ':phone': phone },
    },
  };
}

export type ProfileFields = Pick<UserItem, 'first_name' | 'last_name' | 'company' | 'bio' | 'license_number'> & Pick<UserItem, 'pending_email' | 'pending_phone'>;

/** The Update of the user's own profile; a new email or phone is only stored as pending. */
export function updateProfileUpdate(db: Db, userId: string, fields: ProfileFields, now: Date): TransactItem {
  const { pending_email: email, pending_phone: phone } = fields;
  return {
    Update: {
      TableName: db.table,
      Key: userKey(userId),
      UpdateExpression: `SET first_name = :first, last_name = :last, company = :company, bio = :bio, updated_at = :now${
        email ? ', pending_email = :email' : ''
      }${phone ? ', pending_phone = :phone' : ''}${licenseExpression(fields.license_number)}`,
      ExpressionAttributeValues: {
        ...(fields.license_number ? { ':license': fields.license_number } : {}),
        ':first': fields.first_name,
        ':last': fields.last_name,
        ':company': fields.company,
        ':bio': fields.bio,
        ':now': now.toISOString(),
        ...(email ? { ':email': email } : {}),
        ...(phone ? { ':phone': phone } : {}),
      },
    },
  };
}

/** A licence number is set when given and removed when cleared (never stored empty). */
const licenseExpression = (license: string | undefined) => (license ? ', license_number = :license' : ' REMOVE license_number');

/**
 * An admin's correction of an agent's names, company and licence number, with the
 * licence claim and name tokens they move (user-licenses.ts) in the same transaction.
 */
export async function updateAgentDetails(db: Db, user: UserItem, fields: Pick<UserItem, 'first_name' | 'last_name' | 'company' | 'license_number'>, now: Date): Promise<void> {
  const update: TransactItem = {
    Update: {
      TableName: db.table,
      Key: userKey(user.id),
      UpdateExpression: `SET first_name = :first, last_name = :last, company = :company, updated_at = :now${licenseExpression(fields.license_number)}`,
      ExpressionAttributeValues: {
        ':first': fields.first_name,
        ':last': fields.last_name,
        ':company': fields.company,
        ':now': now.toISOString(),
        ...(fields.license_number ? { ':license': fields.license_number } : {}),
      },
    },
  };
  await saveWithLicense(db, user.id, fields.license_number, [
    update,
    ...agentLicenseParts(db, { ...user, user_id: user.id }, { ...user, ...fields, user_id: user.id }),
    ...agentWordParts(db, user, { ...user, ...fields }),
  ]);
}

/**
 * Sends a profile transaction that may claim a licence number (agentLicenseParts): when a
 * condition fails and the number now belongs to another account, that was a race for
 * the number, and it is a 409 like the check before it.
 */
export async function saveWithLicense(
  db: Db,
  userId: string,
  license: string | undefined,
  parts: TransactItem[],
  send = (items: TransactItem[]) => transactWrite(db, items),
): Promise<void> {
  try {
    await send(parts);
  } catch (error) {
    const holder = license && isConditionFailure(error) ? await findUserByLicense(db, license) : undefined;
    if (holder && holder.id !== userId) throw conflict(claimMessages.license);
    throw error;
  }
}

export async function setPhoto(db: Db, userId: string, photoKey: string, now: Date): Promise<void> {
  await db.doc.send(
    new UpdateCommand({
      TableName: db.table,
      Key: userKey(userId),
      UpdateExpression: 'SET photo_key = :key, photo_updated_at = :now, updated_at = :now',
      ExpressionAttributeValues: { ':key': photoKey, ':now': now.toISOString() },
    }),
  );
}

/**
 * The Update that moves an agent from `user`'s status to `next`. Another admin acting
 * at the same moment finds the status changed: the condition fails, not a double action.
 */
export function agentStatusUpdate(db: Db, user: UserItem, next: Pick<UserItem, 'approved' | 'active'>, now: Date): TransactItem {
  return {
    Update: {
      TableName: db.table,
      Key: userKey(user.id),
      UpdateExpression: 'SET approved = :approved, active = :active, gsi1pk = :index, updated_at = :now',
      ConditionExpression: 'gsi1pk = :current',
      ExpressionAttributeValues: {
        ':approved': next.approved,
        ':active': next.active,
        ':index': agentStatusIndex(agentStatus({ ...user, ...next })),
        ':current': agentStatusIndex(agentStatus(user)),
        ':now': now.toISOString(),
      },
    },
  };
}

/** The Deletes of the account and of its phone and email claims, which frees them for a new signup (data-model A9). */
export function deleteUserParts(db: Db, user: Pick<UserItem, 'id' | 'phone' | 'email' | 'first_name' | 'last_name' | 'license_number'>): TransactItem[] {
  const agent = { ...user, user_id: user.id };
  return [
    { Delete: { TableName: db.table, Key: userKey(user.id), ConditionExpression: 'attribute_exists(pk)' } },
    { Delete: { TableName: db.table, Key: phoneKey(user.phone) } },
    { Delete: { TableName: db.table, Key: emailKey(user.email) } },
    // The licence claim and name tokens go too: a denied signup is not a registered agent.
    ...agentLicenseParts(db, agent, { ...agent, license_number: undefined }),
    ...agentWordParts(db, user, undefined),
  ];
}
