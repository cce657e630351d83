import { nameWords, normalizeName } from './name-search.js';

/**
 * The words a list search finds an item by, and how a typed query becomes words
 * (issue 16 point 6, D-169). A word matches when it starts with a query word; every
 * query word must match. The server stores one item per word (docs/data-model.md §3
 * "List search") and checks the whole query again on the items it reads.
 */

/** A query word must have this many characters: the word items are grouped by their first 2. */
export const MIN_QUERY_WORD = 2;

/** Longest query the server reads; longer text is cut, not refused. */
export const MAX_QUERY = 100;

const words = (...parts: (string | undefined)[]) => nameWords(normalizeName(parts.filter(Boolean).join(' ')));

/**
 * A booking is found by its address as the lists show it (street, unit, city, state, ZIP:
 * an address pasted whole matches) and its client's name.
 */
export function bookingWords(booking: { address1: string; address2?: string; city: string; state: string; zip_code: string; client_first_name: string; client_last_name: string }): string[] {
  return words(booking.address1, booking.address2, booking.city, booking.state, booking.zip_code, booking.client_first_name, booking.client_last_name);
}

/** Keys use `#` between parts and `~` as the upper bound: an email never brings them in. */
const emailWord = (email: string) => email.toLowerCase().replace(/[#~\s]/g, '');

/** An account is found by its names, its email (whole or the part before @) and its phone's digits. */
export function agentWords(user: { first_name: string; last_name: string; email: string; phone: string }): string[] {
  const email = emailWord(user.email);
  const local = email.split('@')[0] ?? '';
  return [...new Set([...words(user.first_name, user.last_name), email, ...(local.length >= MIN_QUERY_WORD ? [local] : []), user.phone])];
}

/** A booking search's words: as the booking's words are made. */
export const bookingQueryWords = (query: string) => words(query.slice(0, MAX_QUERY));

/** An agents search's words: an email as typed, a phone as its digits, else name words. */
export function agentQueryWords(query: string): string[] {
  const text = query.slice(0, MAX_QUERY).trim();
  if (text.includes('@')) return [emailWord(text)];
  if (/^[\d\s().+-]+$/.test(text)) {
    const digits = text.replace(/\D/g, '');
    return digits.length >= MIN_QUERY_WORD ? [digits] : [];
  }
  return words(text);
}

/** Whether every query word starts one of the item's words. */
export const matchesWords = (itemWords: string[], queryWords: string[]) => queryWords.every((query) => itemWords.some((word) => word.startsWith(query)));

/** The query word to read the index by: the longest, which matches the fewest items. */
export const leadWord = (queryWords: string[]) => [...queryWords].sort((a, b) => b.length - a.length)[0];
