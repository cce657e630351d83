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

/**
 * Road miles and driving minutes between every pair of points (0 on the diagonal). A null
 * point is a virtual place no distance from anywhere (the planner's depot when the day has
 * no starting point): its row and column are zeros, with no padded copy of the matrices.
 * Each point's trigonometry is computed once, not once per pair: 3,000 points are 4.5
 * million pairs (D-225).
 */
export function travelMatrix(points: readonly (Point | null)[], options: TravelOptions): { minutes: Float64Array[]; miles: Float64Array[] } {
  const { detourFactor, speedMph } = options;
  if (!(Number.isFinite(detourFactor) && detourFactor >= 1)) throw new Error(`travelMatrix: detourFactor must be at least 1, got ${detourFactor}.`);
  if (!(Number.isFinite(speedMph) && speedMph > 0)) throw new Error(`travelMatrix: speedMph must be a positive number, got ${speedMph}.`);
  points.forEach((point, i) => {
    if (point && !(Math.abs(point.latitude) <= 90 && Math.abs(point.longitude) <= 180)) throw new Error(`travelMatrix: point ${i} is not a latitude and longitude.`);
  });
  const count = points.length;
  const toRadians = Math.PI / 180;
  const latitude = Float64Array.from(points, (point) => (point?.latitude ?? 0) * toRadians);
  const longitude = Float64Array.from(points, (point) => (point?.longitude ?? 0) * toRadians);
  const cosine = latitude.map(Math.cos);
  const roadPerUnit = 2 * EARTH_RADIUS_MILES * detourFactor;
  const minutesPerMile = 60 / speedMph;
  // Typed rows: a quarter of the time and memory of arrays of numbers at 3,000 points.
  const miles = points.map(() => new Float64Array(count));
  const minutes = points.map(() => new Float64Array(count));
  for (let i = 0; i < count; i++) {
    if (!points[i]) continue;
    const milesRow = miles[i]!;
    const minutesRow = minutes[i]!;
    for (let j = i + 1; j < count; j++) {
      if (!points[j]) continue;
      // The haversine formula of measureGreatCircleMiles, with each point's cosine read, not computed.
      const halfLat = Math.sin((latitude[j]! - latitude[i]!) / 2);
      const halfLng = Math.sin((longitude[j]! - longitude[i]!) / 2);
      const h = halfLat * halfLat + cosine[i]! * cosine[j]! * halfLng * halfLng;
      const road = roadPerUnit * Math.asin(Math.min(1, Math.sqrt(h)));
      milesRow[j] = miles[j]![i] = road;
      minutesRow[j] = minutes[j]![i] = road * minutesPerMile;
    }
  }
  return { miles, minutes };
}
