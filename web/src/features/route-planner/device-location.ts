import type { StartPoint } from '#shared/route-planner.js';

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
