import { checkContactDate, contactMessages } from '#shared/agent-contacts.js';
import { dateIn } from '#shared/dates.js';
import { checkPhone } from '#shared/phone.js';
import { clockIn, readClockTime } from '#shared/times.js';

// Step 3 of both loggers (product/outreach.md §4): when, what happened, and whether to follow up.

export interface ContactDetails {
  contact_date: string;
  contact_time: string;
  notes: string;
  gave_materials: boolean;
  exchanged_cards: boolean;
  follow_up_needed: boolean;
  contact_phone: string;
  contact_email: string;
}

/** The business's zone (the server's today decides; this only spares a refused save). */
export const todayIn = (timeZone: string) => dateIn(timeZone, new Date());

/** "14:05", the wall clock now in the business's zone. */
export const nowIn = (timeZone: string): string => clockIn(timeZone, new Date());

/** product/outreach.md §9: the date defaults to today and the time to now. */
export const initialDetails = (timeZone: string): ContactDetails => ({
  contact_date: todayIn(timeZone),
  contact_time: nowIn(timeZone),
  notes: '',
  gave_materials: false,
  exchanged_cards: false,
  follow_up_needed: false,
  contact_phone: '',
  contact_email: '',
});

export type DetailErrors = Partial<Record<keyof ContactDetails, string>>;

/** What the browser can check before sending; the server checks all of it again. */
export function checkDetails(details: ContactDetails, today: string): DetailErrors {
  const errors: DetailErrors = {};
  if (!/^\d{4}-\d{2}-\d{2}$/.test(details.contact_date)) errors.contact_date = 'Choose a date.';
  else {
    const future = checkContactDate(details.contact_date, today);
    if (future) errors.contact_date = future;
  }
  if (readClockTime(details.contact_time) === null) errors.contact_time = contactMessages.time;
  if (details.notes.length > 2000) errors.notes = contactMessages.notes;
  if (details.contact_phone.trim()) {
    const phone = checkPhone(details.contact_phone);
    if (phone) errors.contact_phone = phone;
  }
  if (details.contact_email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(details.contact_email.trim())) errors.contact_email = 'Please enter a valid email address';
  return errors;
}

/** The details as the request sends them: empty optional fields left out. */
export function detailsBody(details: ContactDetails) {
  return {
    contact_date: details.contact_date,
    contact_time: details.contact_time,
    notes: details.notes,
    gave_materials: details.gave_materials,
    exchanged_cards: details.exchanged_cards,
    follow_up_needed: details.follow_up_needed,
    ...(details.contact_phone.trim() ? { contact_phone: details.contact_phone.trim() } : {}),
    ...(details.contact_email.trim() ? { contact_email: details.contact_email.trim() } : {}),
  };
}
