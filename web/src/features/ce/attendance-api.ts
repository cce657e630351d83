import { ceMessages } from '#shared/ce-messages.js';
import type { LoggedAttendance, PublicSessionInfo, StudentResult } from '#shared/ce.js';
import { api } from '../../api';

// /ce-attendance/{token} calls (product/outreach.md §7 "CE public"). Types only from the zod
// module: this page is opened on phones from a QR code and must stay small (no zod).

export const findSessionInfo = (token: string, signal?: AbortSignal) =>
  api<PublicSessionInfo>(`/api/ce/public/session-info/${encodeURIComponent(token)}`, { signal, fallbackError: ceMessages.invalidSession });

export const searchStudents = (token: string, query: string, signal?: AbortSignal) =>
  api<StudentResult[]>(`/api/ce/public/search-students?session_token=${encodeURIComponent(token)}&q=${encodeURIComponent(query)}`, {
    signal,
    fallbackError: ceMessages.searchFailed,
  });

export const logAttendance = (token: string, student: StudentResult) =>
  api<LoggedAttendance>('/api/ce/public/log-attendance', {
    method: 'POST',
    body: { session_token: token, license_number: student.license_number, role: student.role },
    fallbackError: ceMessages.logFailed,
  });
