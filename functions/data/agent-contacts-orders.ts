import { ALL_BOOKINGS_INDEX, agentBookingsIndex, licenseClaimKey } from './keys.js';
import { findLicensee } from './ce-licensees.js';
import { batchGet, queryAll, type Db } from './table.js';

// What the contact log reads of the rest of the table to close the outreach loop
// (issue 12 point 6, D-135): licence holders, registered agents' licence claims, orders.

/** The fields of an order the contact log shows and matches on. */
export interface OrderSummary {
  id: string;
  agent_id: string;
  agent_phone: string;
  agent_email: string;
  submitted_at: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip_code: string;
  cancelled_at?: string;
}

const ORDER_FIELDS = 'id, agent_id, agent_phone, agent_email, submitted_at, address1, address2, city, #state, zip_code, cancelled_at';
const ORDER_NAMES = { '#state': 'state' };

/** A licence holder of the Commission's file (data-model K4's Get), or undefined for a licence we do not hold. */
export async function findLicenseHolder(db: Db, licenseNumber: string): Promise<{ full_name: string; type: string } | undefined> {
  const holder = await findLicensee(db, licenseNumber);
  return holder ? { full_name: holder.full_name, type: holder.type } : undefined;
}

/** Which of these licences a registered agent gave: licence → user id, by BatchGet of the claims (100 per call). */
export async function findLicenseClaims(db: Db, licenseNumbers: string[]): Promise<Map<string, string>> {
  const distinct = [...new Set(licenseNumbers)];
  if (distinct.length === 0) return new Map();
  const items = await batchGet<{ pk: string; user_id: string }>(db, distinct.map(licenseClaimKey), 'pk, user_id');
  return new Map(items.map((item) => [item.pk.slice('LICENSE#'.length), item.user_id]));
}

/** One agent's orders (gsi1 `USER#<agentId>#BOOKINGS`), oldest first. */
export async function findAgentOrders(db: Db, agentId: string): Promise<OrderSummary[]> {
  return queryAll<OrderSummary>(db, {
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': agentBookingsIndex(agentId) },
    ProjectionExpression: ORDER_FIELDS,
    ExpressionAttributeNames: ORDER_NAMES,
  });
}

/** Every order submitted at or after `since` (an ISO instant), by the all-bookings index (gsi2 `BOOKINGS`). */
export async function findOrdersSince(db: Db, since: string): Promise<OrderSummary[]> {
  return queryAll<OrderSummary>(db, {
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk >= :since',
    ExpressionAttributeValues: { ':pk': ALL_BOOKINGS_INDEX, ':since': since },
    ProjectionExpression: ORDER_FIELDS,
    ExpressionAttributeNames: ORDER_NAMES,
  });
}
