import {
  availableDatesReplySchema,
  myRoutesReplySchema,
  optimizeReplySchema,
  routeMessages,
  saveRouteReplySchema,
  type GenerateMapRequest,
  type OptimizeRequest,
  type SaveRouteRequest,
  type SavedRouteEntry,
} from '#shared/route-planner.js';
import { followedRouteReplySchema, progressMessages, progressReplySchema, replanReplySchema, type ProgressRequest, type ReplanRequest } from '#shared/route-planner-progress.js';
import { ApiError, api } from '../../api';
import type { PageFetcher } from '../../components/use-paged-list';
import { pageParams } from '../../lib/page-params';

// The route planner's calls (product/outreach.md §7 "Route planner"), with the spec's fallbacks
// (§8): the server's `error` when it sent one, else the message named here.

const hasServerError = (body: unknown) => typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string';

export const findAvailableDates = (signal?: AbortSignal) =>
  api('/api/route-planner/available-dates', { signal, schema: availableDatesReplySchema, fallbackError: routeMessages.loadDatesFailed });

export const optimizeRoute = (body: OptimizeRequest) =>
  api('/api/route-planner/optimize', { method: 'POST', body, schema: optimizeReplySchema, fallbackError: routeMessages.optimizeFailed });

export const saveRoute = (body: SaveRouteRequest) =>
  api('/api/routes/save', { method: 'POST', body, schema: saveRouteReplySchema, fallbackError: routeMessages.saveFailed }).then((reply) => reply.route);

/**
 * One page of My Routes, newest first (D-184). product/outreach.md §8: 'Failed to fetch routes: {status}' for a
 * refusal without a reason, 'Server returned non-JSON response' for an answer that is not JSON.
 */
export const findMyRoutesPage: PageFetcher<SavedRouteEntry> = async ({ cursor }, signal) => {
  try {
    const reply = await api(`/api/routes/my-routes${pageParams(cursor, undefined)}`, { signal, schema: myRoutesReplySchema, fallbackError: routeMessages.nonJson });
    return { items: reply.routes, next_cursor: reply.next_cursor };
  } catch (caught) {
    if (caught instanceof ApiError && caught.status >= 300 && !hasServerError(caught.body)) throw new ApiError(routeMessages.fetchRoutesFailed(caught.status), caught.status);
    throw caught;
  }
};

/** A saved route with its progress (D-228): the server's, so another device sees the same. */
export const findRoute = (id: string, signal?: AbortSignal) =>
  api(`/api/routes/${encodeURIComponent(id)}`, { signal, schema: followedRouteReplySchema, fallbackError: routeMessages.loadRouteFailed }).then((reply) => reply.route);

export const markStops = (id: string, body: ProgressRequest) =>
  api(`/api/routes/${encodeURIComponent(id)}/progress`, { method: 'PUT', body, schema: progressReplySchema, fallbackError: progressMessages.progressFailed });

export const replanRoute = (id: string, body: ReplanRequest) =>
  api(`/api/routes/${encodeURIComponent(id)}/replan`, { method: 'POST', body, schema: replanReplySchema, fallbackError: progressMessages.replanFailed });

/** The map page's HTML; the caller opens it in a new tab. */
export async function generateMap(body: GenerateMapRequest): Promise<string> {
  let response: Response;
  try {
    response = await fetch('/api/route-planner/generate-map', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', accept: 'text/html' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(routeMessages.mapFailed, 0);
  }
  const text = await response.text().catch(() => '');
  if (response.ok && text.startsWith('<!doctype html>')) return text;
  let reason: string = routeMessages.mapFailed;
  try {
    const parsed = JSON.parse(text) as unknown;
    if (hasServerError(parsed)) reason = (parsed as { error: string }).error;
  } catch {
    // Not JSON: the spec's fallback.
  }
  throw new ApiError(reason, response.status);
}
