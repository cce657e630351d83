import { attendanceReportSchema, ceReportMessages, rosterSettingsReplySchema, type RosterSettings } from '#shared/ce-reports.js';
import { api, ApiError, NETWORK_ERROR } from '../../api';

// The Reports tab's calls (issue 11 point 6); the server allows them to admins only.

export interface ReportRange {
  start_date: string;
  end_date: string;
  class_id?: string;
}

export const findAttendanceReport = (range: ReportRange, signal?: AbortSignal) => {
  const query = new URLSearchParams({ start_date: range.start_date, end_date: range.end_date, ...(range.class_id ? { class_id: range.class_id } : {}) });
  return api(`/api/ce/attendance-report?${query}`, { signal, schema: attendanceReportSchema, fallbackError: ceReportMessages.loadFailed });
};

export const findRosterSettings = (signal?: AbortSignal) => api('/api/ce/roster-settings', { signal, schema: rosterSettingsReplySchema, fallbackError: ceReportMessages.loadFailed });

export const saveRosterSettings = (settings: RosterSettings & { version: number }) =>
  api('/api/ce/roster-settings', { method: 'PUT', body: settings, schema: rosterSettingsReplySchema, fallbackError: ceReportMessages.saveSettingsFailed });

/**
 * A session's roster file. Fetched rather than navigated to, so a refusal (provider details
 * missing) shows on the page; the name comes from the server's Content-Disposition.
 */
export async function fetchRoster(sessionId: string, format: 'csv' | 'pdf'): Promise<{ blob: Blob; fileName: string }> {
  let response: Response;
  try {
    response = await fetch(`/api/ce/sessions/${encodeURIComponent(sessionId)}/roster?format=${format}`, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(NETWORK_ERROR, 0);
  }
  if (!response.ok) {
    const reply = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new ApiError(reply?.error ?? ceReportMessages.rosterFailed, response.status);
  }
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `roster.${format}`;
  return { blob: await response.blob(), fileName };
}
