import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { CeClass, ClassInput } from '#shared/ce.js';
import { CE_CLASSES_INDEX, ceClassCodeKey, ceClassKey } from './keys.js';
import { queryAll, withoutNulls, type Db, type TransactItem } from './table.js';

// CE classes (data-model §3, E1, E2). A class's code is claimed by its own item in the
// same transaction, so two admins cannot create one code twice; a class changes only
// while no session copies its fields (`session_count = 0`).

export interface CeClassItem extends CeClass {
  pk: string;
  sk: string;
  gsi1pk: string;
  gsi1sk: string;
  created_at: string;
  updated_at?: string;
}

export const toCeClass = (item: CeClassItem): CeClass => ({
  id: item.id,
  class_name: item.class_name,
  class_code: item.class_code,
  description: item.description ?? null,
  hours: item.hours,
  session_count: item.session_count,
});

const indexOf = (id: string, name: string) => ({ gsi1pk: CE_CLASSES_INDEX, gsi1sk: `${name.toLowerCase()}#${id}` });
const ZERO = { ':zero': 0 };

/** data-model E1: every class, by name. */
export async function findCeClasses(db: Db): Promise<CeClassItem[]> {
  return queryAll<CeClassItem>(db, { IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': CE_CLASSES_INDEX } });
}

export async function findCeClass(db: Db, id: string): Promise<CeClassItem | undefined> {
  const { Item } = await db.doc.send(new GetCommand({ TableName: db.table, Key: ceClassKey(id), ConsistentRead: true }));
  return Item as CeClassItem | undefined;
}

const claimPut = (db: Db, code: string, classId: string): TransactItem => ({
  Put: { TableName: db.table, Item: { ...ceClassCodeKey(code), ce_class_id: classId }, ConditionExpression: 'attribute_not_exists(pk)' },
});

/** data-model E2: the class and its code's claim; fails (index 1) when the code is taken. */
export async function putCeClass(db: Db, id: string, input: ClassInput, now: Date): Promise<CeClassItem> {
  const item: CeClassItem = { ...ceClassKey(id), ...indexOf(id, input.class_name), id, ...input, session_count: 0, created_at: now.toISOString() };
  await db.doc.send(
    new TransactWriteCommand({
      TransactItems: [{ Put: { TableName: db.table, Item: withoutNulls(item), ConditionExpression: 'attribute_not_exists(pk)' } }, claimPut(db, input.class_code, id)],
    }),
  );
  return item;
}

/**
 * data-model E2: edits a class with no sessions. A new code claims itself and frees the old one in
 * the same transaction; fails at index 0 (gone or has sessions) or 2 (code taken).
 */
export async function updateCeClass(db: Db, before: CeClassItem, input: ClassInput, now: Date): Promise<CeClassItem> {
  const after: CeClassItem = { ...before, ...indexOf(before.id, input.class_name), ...input, updated_at: now.toISOString() };
  const isNewCode = before.class_code.toLowerCase() !== input.class_code.toLowerCase();
  const items: TransactItem[] = [
    { Put: { TableName: db.table, Item: withoutNulls(after), ConditionExpression: 'attribute_exists(pk) AND session_count = :zero', ExpressionAttributeValues: ZERO } },
  ];
  if (isNewCode) items.push({ Delete: { TableName: db.table, Key: ceClassCodeKey(before.class_code) } }, claimPut(db, input.class_code, before.id));
  await db.doc.send(new TransactWriteCommand({ TransactItems: items }));
  return after;
}

/** data-model E2: deletes a class with no sessions and frees its code; fails at index 0 otherwise. */
export async function deleteCeClass(db: Db, item: CeClassItem): Promise<void> {
  await db.doc.send(
    new TransactWriteCommand({
      TransactItems: [
        { Delete: { TableName: db.table, Key: ceClassKey(item.id), ConditionExpression: 'attribute_exists(pk) AND session_count = :zero', ExpressionAttributeValues: ZERO } },
        { Delete: { TableName: db.table, Key: ceClassCodeKey(item.class_code) } },
      ],
    }),
  );
}
