import type { OptionPeriodInput } from '#shared/option-period.js';
import { getBookingFor, optionPeriodUpdate, type BookingItem } from '../data/booking.js';
import { optionDeadlineParts } from '../data/booking-option-deadlines.js';
import { toInspection } from '../data/inspections-view.js';
import { isConditionFailure, transactWrite } from '../data/table.js';
import type { UserItem } from '../data/users.js';
import type { Deps } from '../deps.js';
import { conflict } from '../errors.js';

type Viewer = Pick<UserItem, 'id' | 'is_admin'>;

/**
 * PUT /api/inspections/{id}/option-period (D-230): the inspection's agent or an admin sets, changes
 * or clears the contract's effective date and option period; anyone else gets the 404 of a booking
 * that does not exist. The stored deadline moves in the same transaction, and a new deadline gets
 * its own reminder.
 */
export async function saveOptionPeriod(deps: Deps, viewer: Viewer, bookingId: string, input: OptionPeriodInput) {
  const booking = await getBookingFor(deps.db, viewer, bookingId);
  if (booking.cancelled_at) throw conflict('This inspection was cancelled.');
  const next: BookingItem = { ...booking, contract_effective_date: undefined, option_period_days: undefined };
  if (input.contract_effective_date && input.option_period_days) {
    next.contract_effective_date = input.contract_effective_date;
    next.option_period_days = input.option_period_days;
  }
  try {
    await transactWrite(deps.db, [
      optionPeriodUpdate(deps.db, booking, next),
      ...optionDeadlineParts(deps.db, deps.config.BUSINESS_TIME_ZONE, booking, next),
    ]);
  } catch (error) {
    if (isConditionFailure(error)) throw conflict('This inspection changed meanwhile. Reload and try again.');
    throw error;
  }
  return { inspection: toInspection(next, viewer, deps.config, deps.now()) };
}
