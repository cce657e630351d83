import { DEFAULT_START_TIME, DEFAULT_VISIT_DURATION, type OptimizeRequest, type StartPoint } from '#shared/routes.js';

export type StartChoice = 'none' | 'settings' | 'device';

/** The planner's fields, with the spec's defaults (§9: 9:00 AM, 5 minutes, dedupe on). */
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

export const DEVICE_LOCATION_FAILED = 'Could not read this device’s location. Allow location access, or start at the first open house.';

/** The device's position (navigator.geolocation), for a day that starts where the admin is. */
export function readDeviceLocation(): Promise<StartPoint> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error(DEVICE_LOCATION_FAILED));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude, label: 'This device’s location' }),
      () => reject(new Error(DEVICE_LOCATION_FAILED)),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  });
}
