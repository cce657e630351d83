import { canCancel, progressFlags, type Inspection } from '#shared/inspections.js';
import { optionDeadlineText } from '#shared/option-period.js';
import type { Config } from '../config.js';
import { clientName, propertyAddress, type BookingItem } from './booking.js';
import type { UserItem } from './users.js';

// A stored booking as the inspections list shows it. Apart from booking.ts so that only
// the functions that answer with a list item bundle the progress rules; the inspections,
// reports and payments modules all answer with one.

type Viewer = Pick<UserItem, 'id' | 'is_admin'>;

/** The property image's route; the key's timestamp makes each new image a new URL. */
export const propertyImageUrl = (booking: BookingItem) =>
  booking.property_image_key ? `/api/inspections/${booking.id}/image?v=${/property-(\d+)/.exec(booking.property_image_key)?.[1] ?? '0'}` : null;

/** Stored booking → list item, field by field (data-model rule 6: no keys, hashes or S3 keys). */
export function toInspection(booking: BookingItem, viewer: Viewer, config: Config, now: Date): Inspection {
  return {
    id: booking.id,
    property_image: propertyImageUrl(booking),
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
    contract_effective_date: booking.contract_effective_date ?? null,
    option_period_days: booking.option_period_days ?? null,
    option_deadline: optionDeadlineText(config.BUSINESS_TIME_ZONE, booking.contract_effective_date, booking.option_period_days),
    agent_name: viewer.is_admin ? `${booking.agent_first_name} ${booking.agent_last_name}`.trim() : null,
    can_cancel: booking.agent_id === viewer.id && canCancel(booking, config.BUSINESS_TIME_ZONE, now),
    progress: progressFlags(booking),
  };
}
