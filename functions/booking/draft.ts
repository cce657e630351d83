import type { BookingProgress } from '#shared/booking.js';
import { deleteDraft, type DraftItem } from '../data/booking-drafts.js';
import type { Db } from '../data/table.js';

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
    contract_effective_date: draft.contract_effective_date,
    option_period_days: draft.option_period_days,
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
  await deleteDraft(db, agentId);
  return { has_progress: false, step: 1 };
}
