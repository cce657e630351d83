import { describe, expect, it } from 'vitest';
import { measureGreatCircleMiles, travelMatrix } from '#functions/route-planner/travel.js';

const model = { detourFactor: 1.3, speedMph: 25 };

describe('travelMatrix (product/rules.md: great-circle distance × 1.3 at 25 mph)', () => {
  it('measures a degree of latitude as 69.09 miles and drives it at the settings', () => {
    const { miles, minutes } = travelMatrix([{ latitude: 29, longitude: -95 }, { latitude: 30, longitude: -95 }], model);
    expect(miles[0]![1]).toBeCloseTo(69.093 * 1.3, 2);
    expect(minutes[0]![1]).toBeCloseTo(((69.093 * 1.3) / 25) * 60, 1);
  });

  it('is symmetric with zeros on the diagonal, and follows the settings', () => {
    const points = [
      { latitude: 29.7604, longitude: -95.3698 },
      { latitude: 29.7499, longitude: -95.4019 },
      { latitude: 29.7836, longitude: -95.6107 },
    ];
    const { miles, minutes } = travelMatrix(points, model);
    const faster = travelMatrix(points, { detourFactor: 1, speedMph: 50 });
    for (let i = 0; i < 3; i++) {
      expect(miles[i]![i]).toBe(0);
      for (let j = 0; j < 3; j++) {
        expect(miles[i]![j]).toBe(miles[j]![i]);
        expect(minutes[i]![j]).toBeCloseTo((miles[i]![j]! / 25) * 60, 9);
        expect(faster.minutes[i]![j]).toBeCloseTo(minutes[i]![j]! / 1.3 / 2, 9);
      }
    }
    // Downtown to the Energy Corridor: about 15 miles as the crow flies.
    expect(measureGreatCircleMiles(points[0]!, points[2]!)).toBeGreaterThan(14);
    expect(measureGreatCircleMiles(points[0]!, points[2]!)).toBeLessThan(16);
  });

  it('puts a null point (the virtual depot) no distance from anywhere, the others as without it', () => {
    const points = [
      { latitude: 29.7604, longitude: -95.3698 },
      { latitude: 29.7836, longitude: -95.6107 },
    ];
    const plain = travelMatrix(points, model);
    const { miles, minutes } = travelMatrix([points[0]!, null, points[1]!], model);
    for (let i = 0; i < 3; i++) {
      expect([miles[1]![i], miles[i]![1], minutes[1]![i], minutes[i]![1]]).toEqual([0, 0, 0, 0]);
    }
    expect(miles[0]![2]).toBeCloseTo(measureGreatCircleMiles(points[0]!, points[1]!) * 1.3, 9);
    expect(minutes[2]![0]).toBe(plain.minutes[1]![0]);
  });

  it('gives nothing for no points', () => {
    expect(travelMatrix([], model)).toEqual({ miles: [], minutes: [] });
  });

  it('refuses settings and points it cannot use', () => {
    const point = [{ latitude: 29.76, longitude: -95.37 }];
    expect(() => travelMatrix(point, { detourFactor: 0.5, speedMph: 25 })).toThrow(/detourFactor/);
    expect(() => travelMatrix(point, { detourFactor: 1.3, speedMph: 0 })).toThrow(/speedMph/);
    expect(() => travelMatrix([{ latitude: 95, longitude: 0 }], model)).toThrow(/point 0/);
    expect(() => travelMatrix([{ latitude: Number.NaN, longitude: 0 }], model)).toThrow(/point 0/);
  });
});
