import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { contractKey } from './keys.js';
import type { Db, TransactItem } from './table.js';

/** The evidence of a signed agreement (BOOKING#<id>/CONTRACT, docs/data-model.md "Contract"). */
export interface ContractItem {
  pk: string;
  sk: string;
  booking_id: string;
  signer_name: string;
  signed_at: string;
  ip_address: string;
  user_agent: string;
  agreement_sha256: string;
  agreement_version: string;
  signature_key: string;
  /** Rendered and stored before the signing is recorded (D-114); absent only on contracts signed before that. */
  pdf_key?: string;
}

export async function findContract(db: Db, bookingId: string): Promise<ContractItem | undefined> {
  const { Item } = await db.doc.send(new GetCommand({ TableName: db.table, Key: contractKey(bookingId), ConsistentRead: true }));
  return Item as ContractItem | undefined;
}

/** The Put of the signature; attribute_not_exists(pk) lets exactly one signing through. */
export function contractPut(db: Db, contract: ContractItem): TransactItem {
  return { Put: { TableName: db.table, Item: contract, ConditionExpression: 'attribute_not_exists(pk)' } };
}
