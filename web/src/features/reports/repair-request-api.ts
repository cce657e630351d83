import { repairMessages, repairRequestReplySchema, type RepairItemInput } from '#shared/report-repairs.js';
import { api, ApiError, NETWORK_ERROR } from '../../api';

// The repair request's calls (product/portal.md §2 "Repair request"; data-model C12).

const path = (bookingId: string) => `/api/inspections/${encodeURIComponent(bookingId)}/repair-request`;

export const loadRepairRequest = (bookingId: string, signal?: AbortSignal) =>
  api(path(bookingId), { signal, schema: repairRequestReplySchema, fallbackError: repairMessages.loadFailed });

export const saveRepairRequest = (bookingId: string, items: RepairItemInput[], version: number) =>
  api(path(bookingId), { method: 'PUT', body: { items, version }, schema: repairRequestReplySchema, fallbackError: repairMessages.saveFailed });

/**
 * The PDF or CSV, fetched rather than navigated to so a refusal shows on the page; the name
 * comes from the server's Content-Disposition.
 */
export async function fetchRepairRequestFile(bookingId: string, format: 'pdf' | 'csv'): Promise<{ blob: Blob; fileName: string }> {
  let response: Response;
  try {
    response = await fetch(`${path(bookingId)}?format=${format}`, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(NETWORK_ERROR, 0);
  }
  if (!response.ok) {
    const reply = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new ApiError(reply?.error ?? repairMessages.exportFailed, response.status);
  }
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `repair-request.${format}`;
  return { blob: await response.blob(), fileName };
}
