import type { DashboardReply } from '#shared/dashboard.js';
import { api } from '../../api';

// The dashboard's calls. Only types come from shared/: /dashboard stays light (issue 14).

export const findDashboard = (signal?: AbortSignal) => api<DashboardReply>('/api/dashboard', { signal, fallbackError: 'Could not load what is waiting.' });

/** The same call as the inspections list's Resend: a new agreement link to the client. */
export const resendAgreement = (bookingId: string) =>
  api(`/api/admin/inspections/${encodeURIComponent(bookingId)}/resend-contract`, { method: 'POST', fallbackError: 'Could not resend the agreement.' });

/** The same call as the report panel's payment request: a new payment link to the client. */
export const resendPaymentLink = (bookingId: string) =>
  api(`/api/admin/send-payment-request/${encodeURIComponent(bookingId)}`, { method: 'POST', fallbackError: 'Could not resend the payment link.' });

/** The agent has read the report, or seen that the client downloaded it. */
export const markDone = (bookingId: string) =>
  api(`/api/dashboard/done/${encodeURIComponent(bookingId)}`, { method: 'POST', fallbackError: 'Could not update the list.' });
