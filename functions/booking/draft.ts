import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { BookingProgress } from '#shared/booking.js';
import { draftKey } from '../data/keys.js';
import { isExpired, ttlSeconds, type Db } from '../data/table.js';

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
 * Saves some fields and the step the agent goes on to (B1). `remove` clears fields that
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

/** GET /api/booking-progress's reply: the draft's fields, mapped one by one (no keys, no S3 key). */
export function toBookingProgress(draft: DraftItem | undefined): BookingProgress {
  if (!draft) return { has_progress: false, step: 1 };
  const [date_1, date_2, date_3] = draft.selected_dates ?? [];
  return {
    has_progress: true,
    step: draft.step,
    new_construction: draft.new_construction,
    address1: draft.address1,
    address2: draft.address2,
    city: draft.city,
    state: draft.state,
    zip_code: draft.zip_code,
    has_property_image: Boolean(draft.property_image_key),
    property_type: draft.property_type as BookingProgress['property_type'],
    square_footage: draft.square_footage,
    number_beds: draft.number_beds,
    number_baths: draft.number_baths,
    quote_accepted: draft.total_price !== undefined,
    total_price: draft.total_price,
    price_lines: draft.price_lines,
    client_first_name: draft.client_first_name,
    client_last_name: draft.client_last_name,
    client_email: draft.client_email,
    client_phone: draft.client_phone,
    client_role: draft.client_role as BookingProgress['client_role'],
    client_role_specify: draft.client_role_specify,
    agent_first_name: draft.agent_first_name,
    agent_last_name: draft.agent_last_name,
    agent_email: draft.agent_email,
    agent_phone: draft.agent_phone,
    selected_dates: draft.selected_dates,
    date_1,
    date_2,
    date_3,
  };
}

/**
 * DELETE /api/booking-progress: the agent starts over. Only the draft goes; a photo it
 * named stays in the bucket, since placed bookings keep their draft photo's key.
 */
export async function discardDraft(db: Db, agentId: string): Promise<{ has_progress: false; step: 1 }> {
  await db.doc.send(new DeleteCommand({ TableName: db.table, Key: draftKey(agentId) }));
  return { has_progress: false, step: 1 };
}
