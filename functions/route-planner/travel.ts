// The travel model of product/rules.md "Open houses and routes": the great-circle distance times a
// detour factor (1.3 by default, roads are not straight), driven at a constant speed
// (25 mph by default, city streets with stops). Both are settings; the planner gets minutes.

export interface Point {
  latitude: number;
  longitude: number;
}

export interface TravelOptions {
  detourFactor: number;
  speedMph: number;
}

/** Mean Earth radius (IUGG), in statute miles. */
const EARTH_RADIUS_MILES = 3958.7613;

/** Great-circle distance by the haversine formula, accurate to rounding at any distance. */
export function measureGreatCircleMiles(a: Point, b: Point): number {
  const toRadians = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * toRadians;
  const dLng = (b.longitude - a.longitude) * toRadians;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * toRadians) * Math.cos(b.latitude * toRadians) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Road miles and driving minutes between every pair of points (0 on the diagonal). */
export function travelMatrix(points: readonly Point[], options: TravelOptions): { minutes: number[][]; miles: number[][] } {
  const { detourFactor, speedMph } = options;
  if (!(Number.isFinite(detourFactor) && detourFactor >= 1)) throw new Error(`travelMatrix: detourFactor must be at least 1, got ${detourFactor}.`);
  if (!(Number.isFinite(speedMph) && speedMph > 0)) throw new Error(`travelMatrix: speedMph must be a positive number, got ${speedMph}.`);
  points.forEach(({ latitude, longitude }, i) => {
    if (!(Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180)) throw new Error(`travelMatrix: point ${i} is not a latitude and longitude.`);
  });
  const miles = points.map(() => new Array<number>(points.length).fill(0));
  const minutes = points.map(() => new Array<number>(points.length).fill(0));
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      const road = measureGreatCircleMiles(points[i]!, points[j]!) * detourFactor;
      miles[i]![j] = miles[j]![i] = road;
      minutes[i]![j] = minutes[j]![i] = (road / speedMph) * 60;
    }
  }
  return { miles, minutes };
}
