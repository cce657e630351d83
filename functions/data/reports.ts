import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '#shared/zod.js';
import { DEFAULT_DISCLAIMER } from '#shared/report-disclaimer.js';
import { disclaimerPartSchema, type DisclaimerSettings, type ReportSection } from '#shared/reports.js';
import type { BookingItem } from './booking.js';
import { reportKey, reportSectionKey, settingsKey } from './keys.js';
import { batchWrite, queryAll, writeIf, type Db, type TransactItem } from './table.js';

/** One published version of a report (docs/data-model.md "Report version"). */
export interface ReportVersionItem {
  pk: string;
  sk: string;
  booking_id: string;
  version: number;
  pdf_key: string;
  pdf_bytes: number;
  section_count: number;
  inspector_name: string;
  inspector_license: string;
  uploaded_at: string;
  uploaded_by: string;
  /**
   * The upload it was made from. Attaching an upload again publishes a new version: the
   * page reuses an uploaded PDF when only the sections change.
   */
  upload_id?: string;
}

/** One section of a version (docs/data-model.md "Report section"); `position` is its place in REI 7-6 order. */
export interface ReportSectionItem extends ReportSection {
  pk: string;
  sk: string;
  booking_id: string;
  version: number;
  position: number;
}

/** The version the booking's pointer names, or undefined before the first upload (data-model C3: readers follow the pointer). */
export async function findPublishedReport(db: Db, booking: Pick<BookingItem, 'id' | 'report_version'>): Promise<ReportVersionItem | undefined> {
  if (!booking.report_version) return undefined;
  const { Item } = await db.doc.send(new GetCommand({ TableName: db.table, Key: reportKey(booking.id, booking.report_version), ConsistentRead: true }));
  return Item as ReportVersionItem | undefined;
}

/** A claim older than this belongs to an upload that died (a function stops after 10 s). */
const CLAIM_STALE_MS = 2 * 60_000;

/**
 * Reserves version `version` for one upload before anything of it is written: of two
 * uploads that read the same pointer, only one may write that version's PDF and
 * sections, so the loser cannot overwrite the winner's items (data-model C3). The claim is the
 * REPORT#<v> item itself, replaced by the published item in the flip; a claim left by
 * an upload that died is taken over once stale. False when another upload holds it.
 */
export async function claimReportVersion(db: Db, bookingId: string, version: number, uploadId: string, now: Date): Promise<boolean> {
  return writeIf(
    db,
    new PutCommand({
      TableName: db.table,
      Item: { ...reportKey(bookingId, version), booking_id: bookingId, status: 'writing', upload_id: uploadId, claimed_at: now.toISOString() },
      ConditionExpression: 'attribute_not_exists(pk) OR (#status = :writing AND claimed_at < :stale)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':writing': 'writing', ':stale': new Date(now.getTime() - CLAIM_STALE_MS).toISOString() },
    }),
  );
}

/** The condition under which the flip may replace a claim: still this upload's. */
const claimCondition = (uploadId: string) => ({
  ConditionExpression: '#status = :writing AND upload_id = :upload',
  ExpressionAttributeNames: { '#status': 'status' },
  ExpressionAttributeValues: { ':writing': 'writing', ':upload': uploadId },
});

/** The Put that replaces this upload's claim with the published version item (the flip). */
export function reportVersionPut(db: Db, report: ReportVersionItem & { upload_id: string }): TransactItem {
  return { Put: { TableName: db.table, Item: report, ...claimCondition(report.upload_id) } };
}

/** Frees a failed upload's claim, if it still is this upload's; never throws (a claim left behind goes stale). */
export async function releaseReportClaim(db: Db, report: Pick<ReportVersionItem, 'booking_id' | 'version'>, uploadId: string): Promise<void> {
  await db.doc
    .send(new DeleteCommand({ TableName: db.table, Key: reportKey(report.booking_id, report.version), ...claimCondition(uploadId) }))
    .catch(() => undefined);
}

/**
 * Writes a version's sections, 25 per BatchWriteItem (its limit), retrying what DynamoDB
 * leaves unprocessed. Not atomic, and need not be: readers see the items only once the
 * pointer names their version (data-model rule 10).
 */
export async function writeReportSections(db: Db, bookingId: string, version: number, sections: ReportSection[]): Promise<void> {
  const items: ReportSectionItem[] = sections.map((section, position) => ({
    ...reportSectionKey(bookingId, version, position),
    booking_id: bookingId,
    version,
    position,
    sectionCode: section.sectionCode,
    sectionTitle: section.sectionTitle,
    rating: section.rating,
    checklistItems: section.checklistItems.map(({ label, checked }) => ({ label, checked })),
    comments: section.comments,
    photos: section.photos,
  }));
  await batchWrite(db, items.map((Item) => ({ PutRequest: { Item } })));
}

/**
 * The sections of a published version, in form order. Only positions below its
 * section_count: a dead upload's claim may have left more items under that version.
 */
export async function findReportSections(db: Db, report: Pick<ReportVersionItem, 'booking_id' | 'version' | 'section_count'>): Promise<ReportSectionItem[]> {
  if (report.section_count <= 0) return [];
  const first = reportSectionKey(report.booking_id, report.version, 0);
  const last = reportSectionKey(report.booking_id, report.version, report.section_count - 1);
  return queryAll<ReportSectionItem>(db, {
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :first AND :last',
    ExpressionAttributeValues: { ':pk': first.pk, ':first': first.sk, ':last': last.sk },
    ConsistentRead: true,
  });
}

const savedPartsSchema = z.array(disclaimerPartSchema).check(z.minLength(1));

/** The saved REPORT_DISCLAIMER parts, or DEFAULT_DISCLAIMER when none are saved (or the default was restored). */
export async function getReportDisclaimer(db: Db): Promise<DisclaimerSettings> {
  const { Item } = await db.doc.send(new GetCommand({ TableName: db.table, Key: settingsKey('REPORT_DISCLAIMER') }));
  const saved = savedPartsSchema.safeParse(Item?.values?.parts);
  const version = Number(Item?.version ?? 0);
  return saved.success ? { parts: saved.data, version, is_default: false } : { parts: DEFAULT_DISCLAIMER, version, is_default: true };
}
