import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { draftKey } from './keys.js';
import { isExpired, ttlSeconds, type Db, type TransactItem } from './table.js';

/** An agent's order draft lives this long after its last change (docs/data-model.md §3). */
const DRAFT_DAYS = 30;

/** The wizard's saved state (USER#<agent>/DRAFT); one per agent, so nobody else can reach it. */
export interface DraftItem {
  pk: string;
  sk: string;
  step: number;
  new_construction?: 'yes' | 'no';
  address1?: string;
  address2?: string;
  city?: string;
  state?: string;
  zip_code?: string;
  property_image_key?: string;
  property_type?: string;
  square_footage?: number;
  number_beds?: number;
  number_baths?: number;
  total_price?: number;
  price_lines?: { label: string; amount: number }[];
  client_first_name?: string;
  client_last_name?: string;
  client_email?: string;
  client_phone?: string;
  client_role?: string;
  client_role_specify?: string;
  agent_first_name?: string;
  agent_last_name?: string;
  agent_email?: string;
  agent_phone?: string;
  selected_dates?: string[];
  /** The contract's option period (D-230), both or neither. */
  contract_effective_date?: string;
  option_period_days?: number;
  updated_at: string;
  expires_at: number;
}

/** The agent's draft, unless there is none or it has expired (TTL deletion lags: rule 4). */
export async function findDraft(db: Db, agentId: string, now: Date): Promise<DraftItem | undefined> {
  const { Item } = await db.doc.send(new GetCommand({ TableName: db.table, Key: draftKey(agentId), ConsistentRead: true }));
  const draft = Item as DraftItem | undefined;
  return draft && !isExpired(draft, now) ? draft : undefined;
}

/**
 * Saves some fields and the step the agent goes on to (data-model B1). `remove` clears fields that
 * the change makes stale (a new address or size needs a new accepted quote).
 */
export async function saveDraft(
  db: Db,
  agentId: string,
  now: Date,
  fields: Record<string, unknown>,
  step: number,
  remove: string[] = [],
): Promise<void> {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {
    ':step': step,
    ':now': now.toISOString(),
    ':expires': ttlSeconds(new Date(now.getTime() + DRAFT_DAYS * 86_400_000)),
  };
  const sets = ['#step = :step', 'updated_at = :now', 'expires_at = :expires'];
  names['#step'] = 'step';
  Object.entries(fields).forEach(([name, value], index) => {
    names[`#f${index}`] = name;
    values[`:f${index}`] = value;
    sets.push(`#f${index} = :f${index}`);
  });
  const removes = remove.map((name, index) => {
    names[`#r${index}`] = name;
    return `#r${index}`;
  });
  await db.doc.send(
    new UpdateCommand({
      TableName: db.table,
      Key: draftKey(agentId),
      UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    }),
  );
}

export async function deleteDraft(db: Db, agentId: string): Promise<void> {
  await db.doc.send(new DeleteCommand({ TableName: db.table, Key: draftKey(agentId) }));
}

/** The Delete that uses the draft up when its order is placed; it fails when the draft is already gone (a double click). */
export function draftUse(db: Db, agentId: string): TransactItem {
  return { Delete: { TableName: db.table, Key: draftKey(agentId), ConditionExpression: 'attribute_exists(pk)' } };
}
