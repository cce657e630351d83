import { PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { LicenseeImportView } from '#shared/ce-licensees.js';
import { LICENSEE_IMPORTS_INDEX, licenseeImportKey } from './keys.js';
import { isConditionFailure, type Db } from './table.js';

/** An import as stored: its view plus the lease of the job run that holds it. */
export type LicenseeImportItem = LicenseeImportView & { lease_until?: string };

type Counts = Pick<LicenseeImportView, 'lines' | 'added' | 'updated' | 'unchanged' | 'bad' | 'bad_lines'>;

/** A queued import (cond: a new id); its INSERT wakes the import job through the stream. */
export async function createLicenseeImport(db: Db, item: LicenseeImportView): Promise<void> {
  await db.doc.send(
    new PutCommand({
      TableName: db.table,
      Item: { ...licenseeImportKey(item.id), ...item, gsi1pk: LICENSEE_IMPORTS_INDEX, gsi1sk: `${item.created_at}#${item.id}` },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** The latest imports, newest first. */
export async function findLicenseeImports(db: Db, limit: number): Promise<LicenseeImportItem[]> {
  const { Items = [] } = await db.doc.send(
    new QueryCommand({
      TableName: db.table,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': LICENSEE_IMPORTS_INDEX },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items as LicenseeImportItem[];
}

/**
 * Takes an import for one run of the job: a queued one, or a running one whose run
 * stopped (its lease passed: the Lambda timed out or the stack died). False when another
 * run holds it. Running it again is safe: unchanged lines are only read (D-127).
 */
export async function claimLicenseeImport(db: Db, importId: string, now: Date, leaseUntil: Date): Promise<boolean> {
  try {
    await db.doc.send(
      new UpdateCommand({
        TableName: db.table,
        Key: licenseeImportKey(importId),
        UpdateExpression: 'SET #status = :running, lease_until = :lease',
        ConditionExpression: '#status = :queued OR (#status = :running AND lease_until < :now)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':running': 'running', ':queued': 'queued', ':lease': leaseUntil.toISOString(), ':now': now.toISOString() },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The counts so far, and a longer lease: the run is alive. */
export async function updateLicenseeImportProgress(db: Db, importId: string, counts: Counts, leaseUntil: Date): Promise<void> {
  await db.doc.send(
    new UpdateCommand({
      TableName: db.table,
      Key: licenseeImportKey(importId),
      UpdateExpression: 'SET #lines = :lines, added = :added, updated = :updated, unchanged = :unchanged, bad = :bad, bad_lines = :badLines, lease_until = :lease',
      ExpressionAttributeNames: { '#lines': 'lines' },
      ExpressionAttributeValues: {
        ':lines': counts.lines,
        ':added': counts.added,
        ':updated': counts.updated,
        ':unchanged': counts.unchanged,
        ':bad': counts.bad,
        ':badLines': counts.bad_lines,
        ':lease': leaseUntil.toISOString(),
      },
    }),
  );
}

/** The end of a run: done with its counts, or failed with what went wrong. */
export async function finishLicenseeImport(db: Db, importId: string, outcome: { counts: Counts } | { error: string }, now: Date): Promise<void> {
  const counts = 'counts' in outcome ? outcome.counts : undefined;
  await db.doc.send(
    new UpdateCommand({
      TableName: db.table,
      Key: licenseeImportKey(importId),
      UpdateExpression: `SET #status = :status, finished_at = :now, #error = :error${
        counts ? ', #lines = :lines, added = :added, updated = :updated, unchanged = :unchanged, bad = :bad, bad_lines = :badLines' : ''
      } REMOVE lease_until`,
      ExpressionAttributeNames: { '#status': 'status', '#error': 'error', ...(counts ? { '#lines': 'lines' } : {}) },
      ExpressionAttributeValues: {
        ':status': counts ? 'done' : 'failed',
        ':now': now.toISOString(),
        ':error': 'error' in outcome ? outcome.error : null,
        ...(counts
          ? { ':lines': counts.lines, ':added': counts.added, ':updated': counts.updated, ':unchanged': counts.unchanged, ':bad': counts.bad, ':badLines': counts.bad_lines }
          : {}),
      },
    }),
  );
}
