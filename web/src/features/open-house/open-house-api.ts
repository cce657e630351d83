import {
  datesReplySchema,
  importReplySchema,
  listingsReplySchema,
  openHouseMessages,
  previewReplySchema,
  statsReplySchema,
  type ImportRequest,
  type PreviewRequest,
} from '#shared/open-house.js';
import { ApiError, api, type Parser } from '../../api';

// /open-house-upload and /open-house-browse calls (spec part 2 §7 "Open house"); the
// server allows them to admins only.

interface PostOptions<T> {
  schema: Parser<T>;
  /** The spec's fallback when the server gives no `error` of its own. */
  failed: string;
  /** The spec's message when no answer came. */
  network: string;
}

/**
 * A POST whose reply must match its schema. Spec §8: the server's `error` when it sent
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

export const findListings = (date: string, signal?: AbortSignal) =>
  api(`/api/open-house/listings?date=${encodeURIComponent(date)}`, {
    signal,
    schema: listingsReplySchema,
    fallbackError: 'Could not load the open houses.',
  }).then((reply) => reply.listings);
