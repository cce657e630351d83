import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { canCancel, progressFlags, type Inspection } from '#shared/inspections.js';
import { checkImage } from '../integrations/images.js';
import type { Config } from '../config.js';
import { clientName, findBookingsFor, getBookingFor, propertyAddress, type BookingItem } from '../data/bookings.js';
import { bookingKey, calendarDayKey } from '../data/keys.js';
import { outboxPuts } from '../data/outbox.js';
import { isConditionFailure, type Db } from '../data/table.js';
import { findUsersByStatus, type UserItem } from '../data/users.js';
import type { Deps } from '../deps.js';
import { HttpError } from '../http/errors.js';
import type { UploadedFile } from '../http/multipart.js';
import { cancelMessages } from './messages.js';
import { filesOf } from '../integrations/files.js';

type Viewer = Pick<UserItem, 'id' | 'is_admin'>;

/** The property image's route; the key's timestamp makes each new image a new URL. */
const imageUrl = (booking: BookingItem) =>
  booking.property_image_key ? `/api/inspections/${booking.id}/image?v=${/property-(\d+)/.exec(booking.property_image_key)?.[1] ?? '0'}` : null;

/** Stored booking → list item, field by field (data-model rule 6: no keys, hashes or S3 keys). */
export function toInspection(booking: BookingItem, viewer: Viewer, config: Config, now: Date): Inspection {
  return {
    id: booking.id,
    property_image: imageUrl(booking),
    inspection_date: booking.inspection_date ?? null,
    inspection_time: booking.inspection_time ?? null,
    property_address: propertyAddress(booking),
    client_full_name: clientName(booking),
    preferred_dates: booking.preferred_dates ?? [],
    paid_at: booking.paid_at ?? null,
    contract_sent_at: booking.contract_sent_at ?? null,
    contract_signed_at: booking.contract_signed_at ?? null,
    report_uploaded_at: booking.report_uploaded_at ?? null,
    pay_request_at: booking.pay_request_at ?? null,
    submitted_at: booking.submitted_at ?? null,
    downloaded_at: booking.downloaded_at ?? null,
    cancelled_at: booking.cancelled_at ?? null,
    total_price: booking.total_price,
    agent_name: viewer.is_admin ? `${booking.agent_first_name} ${booking.agent_last_name}`.trim() : null,
    can_cancel: booking.agent_id === viewer.id && canCancel(booking, config.BUSINESS_TIME_ZONE, now),
    progress: progressFlags(booking),
  };
}

export async function listInspections(deps: Deps, viewer: Viewer): Promise<{ inspections: Inspection[] }> {
  const bookings = await findBookingsFor(deps.db, viewer);
  return { inspections: bookings.map((booking) => toInspection(booking, viewer, deps.config, deps.now())) };
}

const extensions = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;

/** B12: the agent's (or an admin's) photo of the property, checked by its bytes. */
export async function uploadPropertyImage(deps: Deps, viewer: Viewer, bookingId: string, file: UploadedFile | undefined) {
  const booking = await getBookingFor(deps.db, viewer, bookingId);
  const type = checkImage(file);
  const key = `bookings/${booking.id}/property-${deps.now().getTime()}.${extensions[type]}`;
  await filesOf(deps).put(key, file!.bytes, type);
  await deps.db.doc.send(
    new UpdateCommand({
      TableName: deps.db.table,
      Key: bookingKey(booking.id),
      UpdateExpression: 'SET property_image_key = :key',
      ExpressionAttributeValues: { ':key': key },
    }),
  );
  const saved = { ...booking, property_image_key: key };
  return { image_path: imageUrl(saved)!, inspection: toInspection(saved, viewer, deps.config, deps.now()) };
}

export async function readPropertyImage(deps: Deps, viewer: Viewer, bookingId: string) {
  const booking = await getBookingFor(deps.db, viewer, bookingId);
  if (!booking.property_image_key) throw new HttpError(404, 'No image');
  const { bytes, contentType } = await filesOf(deps).get(booking.property_image_key);
  return { bytes, type: contentType };
}

/** The Update that takes a booking off a calendar day (capacity counts assigned bookings). */
export function releaseDay(db: Db, date: string, bookingId: string) {
  return {
    Update: {
      TableName: db.table,
      Key: calendarDayKey(date),
      UpdateExpression: 'ADD assigned_count :minus DELETE booking_ids :ids',
      ExpressionAttributeValues: { ':minus': -1, ':ids': new Set([bookingId]) },
    },
  };
}

/** B11: the agent cancels its own booking until 48 hours before the window starts. */
export async function cancelInspection(deps: Deps, agent: Viewer, bookingId: string) {
  const booking = await getBookingFor(deps.db, agent, bookingId);
  if (booking.agent_id !== agent.id) throw new HttpError(404, 'Inspection not found');
  if (booking.cancelled_at) throw new HttpError(409, 'This inspection is already cancelled.');
  const now = deps.now();
  if (!canCancel(booking, deps.config.BUSINESS_TIME_ZONE, now)) {
    throw new HttpError(409, 'Inspections can be cancelled only until 48 hours before they start. Please call us.');
  }
  const admins = await findUsersByStatus(deps.db, 'admin');
  const dateGuard = booking.inspection_date ? 'inspection_date = :date' : 'attribute_not_exists(inspection_date)';
  try {
    await deps.db.doc.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: deps.db.table,
              Key: bookingKey(booking.id),
              UpdateExpression: 'SET cancelled_at = :now',
              ConditionExpression: `agent_id = :me AND attribute_not_exists(cancelled_at) AND ${dateGuard}`,
              ExpressionAttributeValues: { ':now': now.toISOString(), ':me': agent.id, ...(booking.inspection_date ? { ':date': booking.inspection_date } : {}) },
            },
          },
          ...(booking.inspection_date ? [releaseDay(deps.db, booking.inspection_date, booking.id)] : []),
          ...outboxPuts(deps.db, cancelMessages(deps.config, booking, admins), now),
        ],
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new HttpError(409, 'This inspection changed meanwhile. Reload and try again.');
    throw error;
  }
  return { inspection: toInspection({ ...booking, cancelled_at: now.toISOString() }, agent, deps.config, now) };
}
