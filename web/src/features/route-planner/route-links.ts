import type { RouteStop } from '#shared/route-planner.js';

/** The contact logger with this house chosen (product/outreach.md §4: step 1 is skipped when arriving with a house). */
export const logContactHref = (date: string, stop: RouteStop) =>
  `/agent-contacts?${new URLSearchParams({ log: 'open-house', date, mls: stop.listing.mls }).toString()}`;

/** Turn-by-turn directions in the phone's map app (Google Maps' universal link opens the app when there is one). */
export const directionsHref = (stop: Pick<RouteStop, 'latitude' | 'longitude'>) =>
  `https://www.google.com/maps/dir/?api=1&destination=${stop.latitude},${stop.longitude}`;
