import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type * as z from 'zod';
import { authMessages, type AuthMethodsReply, type authMethodsActionSchema } from '#shared/auth.js';
import type { Deps } from '../deps.js';
import { userKey } from '../data/keys.js';
import { findPasskeys } from '../data/passkeys.js';
import { isConditionFailure } from '../data/table.js';
import { getUser } from '../data/users.js';
import { HttpError } from '../http/errors.js';
import type { SignedIn } from '../http/guards.js';
import { hashPassword } from './passwords.js';
import { requireRecentSignIn } from './recent-sign-in.js';
import { authMethodsOf } from './sign-in.js';

/** GET /api/auth-methods: what the account signs in with, and its passkeys. */
export async function readAuthMethods(deps: Deps, userId: string): Promise<AuthMethodsReply> {
  const [user, passkeys] = await Promise.all([getUser(deps.db, userId), findPasskeys(deps.db, userId)]);
  return {
    ...authMethodsOf(user),
    passkeys: passkeys.map((passkey) => ({
      id: passkey.credential_id,
      created_at: passkey.created_at,
      last_used_at: passkey.last_used_at ?? null,
      device_type: passkey.device_type,
      backed_up: passkey.backed_up,
    })),
  };
}

/**
 * POST /api/auth-methods: add (or change) the password, or remove it when a passkey
 * remains; the condition is checked by DynamoDB, so two tabs cannot remove both.
 */
export async function changeAuthMethods(deps: Deps, auth: SignedIn, input: z.output<typeof authMethodsActionSchema>): Promise<AuthMethodsReply> {
  const now = deps.now();
  requireRecentSignIn(auth, now);
  const Key = userKey(auth.user.id);
  if (input.action === 'add_password') {
    await deps.db.doc.send(
      new UpdateCommand({
        TableName: deps.db.table,
        Key,
        UpdateExpression: 'SET password_hash = :hash, updated_at = :now',
        ExpressionAttributeValues: { ':hash': await hashPassword(input.password), ':now': now.toISOString() },
      }),
    );
  } else {
    try {
      await deps.db.doc.send(
        new UpdateCommand({
          TableName: deps.db.table,
          Key,
          UpdateExpression: 'REMOVE password_hash SET updated_at = :now',
          ConditionExpression: 'passkey_count > :zero',
          ExpressionAttributeValues: { ':zero': 0, ':now': now.toISOString() },
        }),
      );
    } catch (error) {
      if (isConditionFailure(error)) throw new HttpError(409, authMessages.removePasswordNeedsPasskey);
      throw error;
    }
  }
  return readAuthMethods(deps, auth.user.id);
}
