import { canCancel, type Inspection } from '#shared/inspections.js';
import { imageExtensions, readImage } from '../integrations/images.js';
import type { PageQuery } from '#shared/pages.js';
import { findBookingsPage, searchBookingsPage } from '../data/booking-pages.js';
import { cancelUpdate, getBookingFor, setPropertyImage } from '../data/booking.js';
import { releaseDay } from '../data/booking-calendar.js';
import { propertyImageUrl, toInspection } from '../data/inspections-view.js';
import { propertyImageFileKey } from '../data/keys.js';
import { cancelledQueue } from '../data/booking-queue.js';
import { outboxPuts } from '../data/outbox.js';
import { isConditionFailure, transactWrite } from '../data/table.js';
import { findUsersByStatus, type UserItem } from '../data/users.js';
import type { Deps } from '../deps.js';
import { conflict, notFound } from '../errors.js';
import { cancelMessages } from './inspections-messages.js';
import { filesOf } from '../integrations/files.js';

type Viewer = Pick<UserItem, 'id' | 'is_admin'>;
/** The file the handler read from the request (rules know nothing of multipart). */
type Upload = Parameters<typeof readImage>[0];

/** One page of the viewer's inspections, newest first, or of those matching `q` (D-168, D-169). */
export async function listInspections(deps: Deps, viewer: Viewer, query: PageQuery): Promise<{ inspections: Inspection[]; next_cursor: string | null }> {
  const page = query.q
    ? await searchBookingsPage(deps.db, viewer, query.q, query.limit, query.cursor)
    : await findBookingsPage(deps.db, viewer, query.limit, query.cursor);
  const now = deps.now();
  return { inspections: page.bookings.map((booking) => toInspection(booking, viewer, deps.config, now)), next_cursor: page.next_cursor };
}

/** data-model B12: the agent's (or an admin's) photo of the property, checked by its bytes. */
export async function uploadPropertyImage(deps: Deps, viewer: Viewer, bookingId: string, file: Upload) {
  const booking = await getBookingFor(deps.db, viewer, bookingId);
  const image = await readImage(file);
  const key = propertyImageFileKey(booking.id, deps.now(), imageExtensions[image.type]);
  await filesOf(deps).put(key, image.bytes, image.type);
  await setPropertyImage(deps.db, booking.id, key);
  const saved = { ...booking, property_image_key: key };
  return { image_path: propertyImageUrl(saved)!, inspection: toInspection(saved, viewer, deps.config, deps.now()) };
}

export async function readPropertyImage(deps: Deps, viewer: Viewer, bookingId: string) {
  const booking = await getBookingFor(deps.db, viewer, bookingId);
  if (!booking.property_image_key) throw notFound('No image');
  const { bytes, contentType } = await filesOf(deps).get(booking.property_image_key);
  return { bytes, type: contentType };
}

/** data-model B11: the agent cancels its own booking until 48 hours before the window starts. */
export async function cancelInspection(deps: Deps, agent: Viewer, bookingId: string) {
  const booking = await getBookingFor(deps.db, agent, bookingId);
  if (booking.agent_id !== agent.id) throw notFound('Inspection not found');
  if (booking.cancelled_at) throw conflict('This inspection is already cancelled.');
  const now = deps.now();
  if (!canCancel(booking, deps.config.BUSINESS_TIME_ZONE, now)) {
    throw conflict('Inspections can be cancelled only until 48 hours before they start. Please call us.');
  }
  const admins = await findUsersByStatus(deps.db, 'admin');
  try {
    await transactWrite(deps.db, [
      cancelUpdate(deps.db, booking, agent.id, now),
      ...(booking.inspection_date ? [releaseDay(deps.db, booking.inspection_date, booking.id)] : []),
      ...outboxPuts(deps.db, cancelMessages(deps.config, booking, admins), now),
      ...cancelledQueue(deps.db, booking.id),
    ]);
  } catch (error) {
    if (isConditionFailure(error)) throw conflict('This inspection changed meanwhile. Reload and try again.');
    throw error;
  }
  return { inspection: toInspection({ ...booking, cancelled_at: now.toISOString() }, agent, deps.config, now) };
}
