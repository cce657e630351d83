import {
  availableDatesReplySchema,
  bookingProgressSchema,
  bookReplySchema,
  quoteReplySchema,
} from '#shared/booking.js';
import { api } from '../../api';

// The wizard's calls (product/portal.md §7) with the spec's fallback alerts (§8).

export const bookingErrors = {
  propertyInfo: 'Failed to save property info.',
  propertyDetails: 'Failed to save property details.',
  clientInfo: 'Failed to save client info.',
  agentInfo: 'Failed to save agent info.',
  dates: 'Failed to save selected dates.',
  book: 'Booking failed.',
  progress: 'Could not load booking details.',
  image: 'Failed to upload image',
  loadDates: 'Failed to load available dates',
  datesNetwork: 'Error loading dates',
  startOver: 'Could not start over. Please try again.',
} as const;

export const loadProgress = () => api('/api/booking-progress', { schema: bookingProgressSchema, fallbackError: bookingErrors.progress });

/** "Start over": the server forgets the unfinished order. */
export const discardProgress = () =>
  api('/api/booking-progress', { method: 'DELETE', schema: bookingProgressSchema, fallbackError: bookingErrors.startOver });

/** The photo saved with the unfinished order (GET /api/booking-photo). */
export const DRAFT_PHOTO_URL = '/api/booking-photo';

export const saveStep = (path: string, body: unknown, fallbackError: string) => api(path, { method: 'POST', body, fallbackError });

/** The server only records where the agent went back to; a failure must not keep them from going back. */
export const reportStepBack = (target: number) =>
  api('/api/step-back', { method: 'POST', body: { target_step: target } }).catch(() => undefined);

export const fetchQuote = (body: { sqft: number; beds: number; baths: number }) =>
  api('/api/quote', { method: 'POST', body, schema: quoteReplySchema });

export const acceptQuote = () =>
  api('/api/quote-accepted', { method: 'POST', body: { quote_accepted: true }, schema: quoteReplySchema });

export const fetchAvailableDates = () =>
  api('/api/available-dates', { schema: availableDatesReplySchema, fallbackError: bookingErrors.loadDates });

export function uploadPropertyPhoto(photo: Blob) {
  const form = new FormData();
  form.append('image', photo, photo.type === 'image/webp' ? 'property.webp' : 'property.jpg');
  return api('/api/booking-photo', { method: 'POST', body: form, fallbackError: bookingErrors.image });
}

export const bookOrder = () => api('/api/book', { method: 'POST', body: { confirm: true }, schema: bookReplySchema, fallbackError: bookingErrors.book });
