import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { challengeKey, PASSKEY_PREFIX, passkeyClaimKey, passkeyKey, userKey } from './keys.js';
import { isConditionFailure, isExpired, transactWrite, ttlSeconds, type Db, type TransactItem } from './table.js';

export interface PasskeyItem {
  pk: string;
  sk: string;
  credential_id: string;
  /** COSE public key, base64url. */
  public_key: string;
  counter: number;
  transports: string[];
  device_type: string;
  backed_up: boolean;
  created_at: string;
  last_used_at?: string;
}

export type NewPasskey = Pick<PasskeyItem, 'credential_id' | 'public_key' | 'counter' | 'transports' | 'device_type' | 'backed_up'>;

export async function findPasskeys(db: Db, userId: string): Promise<PasskeyItem[]> {
  const { Items = [] } = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': userKey(userId).pk, ':prefix': PASSKEY_PREFIX },
    }),
  );
  return Items as PasskeyItem[];
}

/** Stores a passkey, claims its credential id and counts it on the user, at once (data-model A14). */
export async function addPasskey(db: Db, userId: string, passkey: NewPasskey, now: Date): Promise<void> {
  await transactWrite(db, [
    { Put: { TableName: db.table, Item: { ...passkeyKey(userId, passkey.credential_id), ...passkey, created_at: now.toISOString() } } },
    {
      Put: {
        TableName: db.table,
        Item: { ...passkeyClaimKey(passkey.credential_id), user_id: userId },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Update: {
        TableName: db.table,
        Key: userKey(userId),
        UpdateExpression: 'ADD passkey_count :one SET updated_at = :now',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':one': 1, ':now': now.toISOString() },
      },
    },
  ]);
}

/** The passkey and its owner for a credential id an authenticator presented (data-model A15). */
export async function findPasskeyByCredential(db: Db, credentialId: string): Promise<{ userId: string; passkey: PasskeyItem } | undefined> {
  const { Item: claim } = await db.doc.send(new GetCommand({ TableName: db.table, Key: passkeyClaimKey(credentialId) }));
  if (!claim) return undefined;
  const userId = String(claim.user_id);
  const { Item } = await db.doc.send(new GetCommand({ TableName: db.table, Key: passkeyKey(userId, credentialId) }));
  return Item ? { userId, passkey: Item as PasskeyItem } : undefined;
}

export async function recordPasskeyUse(db: Db, userId: string, credentialId: string, counter: number, now: Date): Promise<void> {
  await db.doc.send(
    new UpdateCommand({
      TableName: db.table,
      Key: passkeyKey(userId, credentialId),
      UpdateExpression: 'SET #counter = :counter, last_used_at = :now',
      ExpressionAttributeNames: { '#counter': 'counter' },
      ExpressionAttributeValues: { ':counter': counter, ':now': now.toISOString() },
    }),
  );
}

/**
 * Removes a passkey unless it is the account's last way in: the condition on the user
 * (a password, or another passkey) is checked in the same transaction (data-model A16).
 */
export async function removePasskey(db: Db, userId: string, credentialId: string, now: Date): Promise<boolean> {
  try {
    await transactWrite(db, [
      { Delete: { TableName: db.table, Key: passkeyKey(userId, credentialId), ConditionExpression: 'attribute_exists(pk)' } },
      { Delete: { TableName: db.table, Key: passkeyClaimKey(credentialId) } },
      {
        Update: {
          TableName: db.table,
          Key: userKey(userId),
          UpdateExpression: 'ADD passkey_count :minus SET updated_at = :now',
          ConditionExpression: 'attribute_exists(password_hash) OR passkey_count > :one',
          ExpressionAttributeValues: { ':minus': -1, ':one': 1, ':now': now.toISOString() },
        },
      },
    ]);
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The Deletes of these passkeys and their credential claims, for the transaction that removes the account (data-model A9). */
export function deletePasskeysParts(db: Db, userId: string, passkeys: Pick<PasskeyItem, 'credential_id'>[]): TransactItem[] {
  return passkeys.flatMap((passkey) => [
    { Delete: { TableName: db.table, Key: passkeyKey(userId, passkey.credential_id) } },
    { Delete: { TableName: db.table, Key: passkeyClaimKey(passkey.credential_id) } },
  ]);
}

export type ChallengePurpose = 'register' | 'login';

export async function saveChallenge(db: Db, challenge: string, purpose: ChallengePurpose, userId: string | undefined, now: Date): Promise<void> {
  await db.doc.send(
    new PutCommand({
      TableName: db.table,
      Item: { ...challengeKey(challenge), purpose, user_id: userId, expires_at: ttlSeconds(new Date(now.getTime() + 5 * 60_000)) },
    }),
  );
}

/** Uses a challenge up: it exists once, for one purpose, for five minutes (data-model A13). */
export async function consumeChallenge(db: Db, challenge: string, purpose: ChallengePurpose, now: Date): Promise<{ user_id?: string } | undefined> {
  try {
    const { Attributes } = await db.doc.send(
      new DeleteCommand({ TableName: db.table, Key: challengeKey(challenge), ConditionExpression: 'attribute_exists(pk)', ReturnValues: 'ALL_OLD' }),
    );
    if (!Attributes || Attributes.purpose !== purpose || isExpired(Attributes as { expires_at: number }, now)) return undefined;
    return { user_id: Attributes.user_id as string | undefined };
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}
