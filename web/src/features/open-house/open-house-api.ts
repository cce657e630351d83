import {
  datesReplySchema,
  importReplySchema,
  listingsReplySchema,
  MAX_LISTINGS_PAGE,
  openHouseMessages,
  previewReplySchema,
  statsReplySchema,
  type ImportRequest,
  type PreviewRequest,
} from '#shared/open-house.js';
import { ApiError, api, type Parser } from '../../api';

// /open-house-upload and /open-house-browse calls (product/outreach.md §7 "Open house"); the
// server allows them to admins only.

interface PostOptions<T> {
  schema: Parser<T>;
  /** The spec's fallback when the server gives no `error` of its own. */
  failed: string;
  /** The spec's message when no answer came. */
  network: string;
}

/**
 * A POST whose reply must match its schema. product/outreach.md §8: the server's `error` when it sent
 * one (a 413 names the limit), else `failed`; no answer is `network`; a success reply that
 * is not JSON or not the expected shape is 'Invalid response from server'.
 */
async function postChecked<T>(path: string, body: unknown, { schema, failed, network }: PostOptions<T>): Promise<T> {
  let data: unknown;
  try {
    data = await api(path, { method: 'POST', body, fallbackError: failed });
  } catch (caught) {
    if (!(caught instanceof ApiError)) throw caught;
    if (caught.status === 0) throw new ApiError(network, 0);
    // A 2xx that failed is an answer that is not JSON.
    if (caught.status < 300) throw new ApiError(openHouseMessages.invalidResponse, caught.status);
    throw caught;
  }
  try {
    return schema.parse(data);
  } catch {
    throw new ApiError(openHouseMessages.invalidResponse, 200, data);
  }
}

export const previewImport = (body: PreviewRequest) =>
  postChecked('/api/open-house/preview', body, {
    schema: previewReplySchema,
    failed: openHouseMessages.previewFailed,
    network: openHouseMessages.network,
  });

export const importListings = (body: ImportRequest) =>
  postChecked('/api/open-house/import', body, {
    schema: importReplySchema,
    failed: openHouseMessages.importFailed,
    network: openHouseMessages.importNetwork,
  });

export const findStats = (signal?: AbortSignal) =>
  api('/api/open-house/stats', { signal, schema: statsReplySchema, fallbackError: 'Could not load the open-house statistics.' });

export const findDates = (signal?: AbortSignal) =>
  api('/api/open-house/dates', { signal, schema: datesReplySchema, fallbackError: 'Could not load the open-house dates.' }).then(
    (reply) => reply.dates,
  );

/** The browser's filters as the listings route takes them (D-201): the server filters the whole date. */
export interface ListingParams {
  min_price?: number;
  max_price?: number;
  min_beds?: number;
  open_at?: string;
}

/** Listings a page asks for: the most the route gives, so a busy date arrives in a few requests. */
export const LISTINGS_PAGE = MAX_LISTINGS_PAGE;

/** One page of a date's listings with the filters, from `cursor` (D-201). */
export function findListingsPage(date: string, filters: ListingParams, cursor: string | undefined, signal?: AbortSignal) {
  const params = new URLSearchParams({ date, limit: String(LISTINGS_PAGE) });
  for (const [name, value] of Object.entries(filters)) if (value !== undefined && value !== '') params.set(name, String(value));
  if (cursor) params.set('cursor', cursor);
  return api(`/api/open-house/listings?${params.toString()}`, {
    signal,
    schema: listingsReplySchema,
    fallbackError: 'Could not load the open houses.',
  }).then((reply) => ({ items: reply.listings, next_cursor: reply.next_cursor }));
}
