import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { RepairItem } from '#shared/report-repairs.js';
import { repairRequestKey } from './keys.js';
import { writeIf, type Db } from './table.js';

// The agent's repair request built from a report (docs/data-model.md "Repair request", D-232).

export interface RepairRequestItem {
  pk: string;
  sk: string;
  booking_id: string;
  agent_id: string;
  /** In the form's order; each item's title and rating as the report gave them when it was saved. */
  items: RepairItem[];
  /** Counts the saves, so a save over a stale page is refused rather than lost. */
  version: number;
  /** The published report version the items were checked against. */
  report_version: number;
  updated_at: string;
  updated_by: string;
}

/** The booking's agent's request, or undefined before the first save. */
export async function findRepairRequest(db: Db, bookingId: string, agentId: string): Promise<RepairRequestItem | undefined> {
  const { Item } = await db.doc.send(new GetCommand({ TableName: db.table, Key: repairRequestKey(bookingId, agentId), ConsistentRead: true }));
  return Item as RepairRequestItem | undefined;
}

/**
 * Writes the request as version `previous + 1`, if the stored one is still `previous` (none
 * for 0): false when another window saved meanwhile (data-model C12).
 */
export function putRepairRequest(db: Db, request: Omit<RepairRequestItem, 'pk' | 'sk'>, previous: number): Promise<boolean> {
  return writeIf(
    db,
    new PutCommand({
      TableName: db.table,
      Item: { ...repairRequestKey(request.booking_id, request.agent_id), ...request },
      ...(previous === 0
        ? { ConditionExpression: 'attribute_not_exists(pk)' }
        : { ConditionExpression: 'version = :previous', ExpressionAttributeValues: { ':previous': previous } }),
    }),
  );
}
