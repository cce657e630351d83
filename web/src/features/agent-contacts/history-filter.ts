import { addDays } from '#shared/dates.js';

// product/outreach.md §9 date filters: past week is 7 days, past month 30 days, or a custom range.

export type Period = 'week' | 'month' | 'custom' | 'all';

export interface HistoryFilter {
  period: Period;
  from: string;
  to: string;
  meetingType: string;
  isFollowUpOpen: boolean;
}

export const initialFilter: HistoryFilter = { period: 'month', from: '', to: '', meetingType: '', isFollowUpOpen: false };

/** The GET /api/agent-contacts query of a filter, on the business's `today`. */
export function queryOfFilter(filter: HistoryFilter, today: string) {
  const range =
    filter.period === 'week'
      ? { from: addDays(today, -7), to: today }
      : filter.period === 'month'
        ? { from: addDays(today, -30), to: today }
        : filter.period === 'custom'
          ? { from: filter.from || undefined, to: filter.to || undefined }
          : {};
  return { ...range, meeting_type: filter.meetingType || undefined, follow_up: filter.isFollowUpOpen ? ('open' as const) : undefined };
}
