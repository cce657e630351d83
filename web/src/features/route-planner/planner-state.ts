import { DEFAULT_START_TIME, DEFAULT_VISIT_DURATION, type OptimizeRequest } from '#shared/route-planner.js';

export type StartChoice = 'none' | 'settings' | 'device';

/** The planner's fields, with the spec's defaults (product/outreach.md §9: 9:00 AM, 5 minutes, dedupe on). */
export interface PlannerForm {
  date: string;
  start_time: NonNullable<OptimizeRequest['start_time']>;
  visit_duration_minutes: NonNullable<OptimizeRequest['visit_duration_minutes']>;
  dedupe_agents: boolean;
  start: StartChoice;
}

export const initialForm = (date: string | null): PlannerForm => ({
  date: date ?? '',
  start_time: DEFAULT_START_TIME,
  visit_duration_minutes: DEFAULT_VISIT_DURATION,
  dedupe_agents: true,
  start: 'none',
});

/** The date from `?date=` when it has listings ahead, else the first date ahead. */
export function pickDate(dates: readonly { date: string }[], fromUrl: string | null): string | null {
  if (fromUrl && dates.some((item) => item.date === fromUrl)) return fromUrl;
  return dates[0]?.date ?? null;
}
