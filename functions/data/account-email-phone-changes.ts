import { agentWordParts } from './user-words.js';
import { emailKey, phoneKey, userKey } from './keys.js';
import { transactWrite, type Db, type TransactItem } from './table.js';
import { throwClaimConflict, type UserItem } from './users.js';

// A new email or phone takes effect only once proven, and moves its uniqueness claim
// in the same transaction as the change (docs/data-model.md A5).

export type ContactField = 'email' | 'phone';
const claimKey = { email: emailKey, phone: phoneKey };

/** The transaction items that move `field` from the user's current value to `value`. */
function moveClaim(db: Db, user: UserItem, field: ContactField, value: string, now: Date): TransactItem[] {
  const TableName = db.table;
  return [
    {
      Update: {
        TableName,
        Key: userKey(user.id),
        UpdateExpression: `SET #field = :value, ${field}_verified_at = :now, updated_at = :now REMOVE pending_${field}`,
        ConditionExpression: '#field = :old',
        ExpressionAttributeNames: { '#field': field },
        ExpressionAttributeValues: { ':value': value, ':old': user[field], ':now': now.toISOString() },
      },
    },
    {
      Delete: {
        TableName,
        Key: claimKey[field](user[field]),
        ConditionExpression: 'user_id = :id',
        ExpressionAttributeValues: { ':id': user.id },
      },
    },
    {
      Put: {
        TableName,
        Item: { ...claimKey[field](value), user_id: user.id },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ];
}

/** Applies a proven change, with `extra` in the same transaction; a conflict when another account took the value meanwhile. */
export async function applyContactChange(db: Db, user: UserItem, field: ContactField, value: string, now: Date, extra: TransactItem[] = []): Promise<void> {
  try {
    // The word items follow: the agents search finds the account by its new email or phone.
    await transactWrite(db, [...moveClaim(db, user, field, value, now), ...extra, ...agentWordParts(db, user, { ...user, [field]: value })]);
  } catch (error) {
    throwClaimConflict(error, { 2: field });
    throw error;
  }
}
