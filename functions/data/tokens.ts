import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { hashToken, newToken } from './ids.js';
import { tokenKey, type TokenKind } from './keys.js';
import { isExpired, ttlSeconds, type Db, type TransactItem } from './table.js';


/** A stored one-time secret (docs/data-model.md §4): keyed by the hash, never the token. */
export interface TokenItem {
  pk: string;
  sk: TokenKind;
  expires_at: number;
  created_at: string;
  used_at?: string;
  [field: string]: unknown;
}

/**
 * A new secret of `kind` carrying `data`: the token goes into the link or cookie, the
 * Put goes into the transaction of the change that issues it.
 */
export function issueToken(
  db: Db,
  kind: TokenKind,
  data: Record<string, unknown>,
  lifetimeMs: number,
  now: Date,
): { token: string; hash: string; put: TransactItem } {
  const token = newToken();
  const hash = hashToken(token);
  const item: TokenItem = {
    ...data,
    ...tokenKey(hash, kind),
    created_at: now.toISOString(),
    expires_at: ttlSeconds(new Date(now.getTime() + lifetimeMs)),
  };
  return { token, hash, put: { Put: { TableName: db.table, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } } };
}

/** The live token of that kind, or undefined: unknown, of another kind, or expired. */
export async function findToken(db: Db, kind: TokenKind, token: string, now: Date): Promise<TokenItem | undefined> {
  if (!token || token.length > 200) return undefined;
  const { Item } = await db.doc.send(new GetCommand({ TableName: db.table, Key: tokenKey(hashToken(token), kind) }));
  const item = Item as TokenItem | undefined;
  return item && !isExpired(item, now) ? item : undefined;
}

/** The Update that uses a single-use token up; it fails when used or expired in between. */
export function useTokenUpdate(db: Db, kind: TokenKind, token: string, now: Date): TransactItem {
  return {
    Update: {
      TableName: db.table,
      Key: tokenKey(hashToken(token), kind),
      UpdateExpression: 'SET used_at = :now',
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(used_at) AND expires_at > :epoch',
      ExpressionAttributeValues: { ':now': now.toISOString(), ':epoch': ttlSeconds(now) },
    },
  };
}

/** Uses a single-use token on its own; false when someone used it first. */
export async function useToken(db: Db, kind: TokenKind, token: string, now: Date): Promise<boolean> {
  const { Update } = useTokenUpdate(db, kind, token, now);
  try {
    await db.doc.send(new UpdateCommand(Update!));
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}
