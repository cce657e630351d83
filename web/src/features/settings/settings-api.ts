import type * as z from '#shared/zod.js';
import { disclaimerSettingsReplySchema, type DisclaimerPart } from '#shared/reports.js';
import type { AdminSettings, BlockDateReply, pricingValuesSchema } from '#shared/settings.js';
import { api } from '../../api';

// /settings calls; the server allows them to admins only.

export type PricingValues = z.output<typeof pricingValuesSchema>;

export const findSettings = (signal?: AbortSignal) =>
  api<AdminSettings>('/api/admin/settings', { signal, fallbackError: 'Could not load the settings.' });

export const savePricing = (values: PricingValues, version: number) =>
  api<{ success: true; pricing: AdminSettings['pricing'] }>('/api/admin/settings/pricing', {
    method: 'PUT',
    body: { values, version },
    fallbackError: 'Could not save the prices.',
  });

export const saveCapacity = (daily_capacity: number, version: number) =>
  api<{ success: true; capacity: AdminSettings['capacity'] }>('/api/admin/settings/capacity', {
    method: 'PUT',
    body: { daily_capacity, version },
    fallbackError: 'Could not save the daily capacity.',
  });

export const saveReportPromise = (report_promise_hours: number, version: number) =>
  api<{ success: true; report_promise: AdminSettings['report_promise'] }>('/api/admin/settings/report-promise', {
    method: 'PUT',
    body: { report_promise_hours, version },
    fallbackError: 'Could not save the report promise.',
  });

export const saveDisclaimer = (parts: DisclaimerPart[], version: number) =>
  api('/api/admin/settings/report-disclaimer', {
    method: 'PUT',
    body: { parts, version },
    schema: disclaimerSettingsReplySchema,
    fallbackError: 'Could not save the report disclaimer.',
  });

/** Back to DEFAULT_DISCLAIMER (shared/report-disclaimer.ts): the server saves no parts of its own. */
export const restoreDisclaimer = (version: number) =>
  api('/api/admin/settings/report-disclaimer', {
    method: 'PUT',
    body: { restore_default: true, version },
    schema: disclaimerSettingsReplySchema,
    fallbackError: 'Could not restore the default wording.',
  });

export const blockDate = (date: string) =>
  api<BlockDateReply>('/api/admin/blocked-dates', { method: 'POST', body: { date }, fallbackError: 'Could not block this date.' });

export const unblockDate = (date: string) =>
  api<{ success: true }>(`/api/admin/blocked-dates/${encodeURIComponent(date)}`, {
    method: 'DELETE',
    fallbackError: 'Could not unblock this date.',
  });

/** Form text → numbers for the shared schema: an empty field stays missing, so it gets "Enter …". */
export function toNumbers(values: Record<string, string>): Record<string, number | undefined> {
  return Object.fromEntries(Object.entries(values).map(([key, text]) => [key, text.trim() === '' ? undefined : Number(text.replace(/[$,\s]/g, ''))]));
}

/** Numbers → form text. */
export const toText = <K extends string>(values: Record<K, number>) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)])) as Record<K, string>;
