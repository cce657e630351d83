import { describe, expect, it } from 'vitest';
import { comingWeekend, generateOpenHouses, PROBLEM_KINDS, type ImportItem } from '#infra/cli/open-house-sample.js';
import { isInTexas } from '#shared/open-house.js';
import { readOpenHouseText } from '#shared/open-house-text.js';
import { expectGoodItems, TODAY, WEEKEND, windowsOf } from './open-house-sample-checks.js';

const sample = (count: number, seed = 7) => generateOpenHouses({ count, dates: WEEKEND, seed });

describe('generateOpenHouses', () => {
  it('is the same for a seed and differs between seeds', () => {
    expect(sample(60)).toEqual(sample(60));
    expect(sample(60, 8)).not.toEqual(sample(60));
    expect(sample(20)).toEqual(sample(60).slice(0, 20));
  });

  it.each([1, 7, 150, 600])('makes %i good listings on the dates given', (count) => {
    const items = sample(count);
    expect(items).toHaveLength(count);
    expectGoodItems(items);
  });

  it('spreads listings over Houston, both days, the forms of the texts and some gated ones', () => {
    const items = sample(600);
    const zips = new Set(items.map((item) => item.address.slice(-5)));
    expect(zips.size).toBeGreaterThanOrEqual(15);
    const lngs = items.map((item) => item.lng!);
    expect(Math.min(...lngs)).toBeLessThan(-95.6); // the Energy Corridor
    expect(Math.max(...lngs)).toBeGreaterThan(-95.39); // Midtown
    const dateSets = items.map((item) => [...new Set(windowsOf(item).map((w) => w.date))].join());
    const share = (value: string) => dateSets.filter((dates) => dates === value).length / items.length;
    expect(share('2026-11-28')).toBeGreaterThan(0.35);
    expect(share('2026-11-29')).toBeGreaterThan(0.25);
    expect(share(WEEKEND.join())).toBeGreaterThan(0.05);
    const shapes = new Set(items.map((item) => item.openHouse.replace(/\d+/g, '#')));
    expect(shapes.size).toBeGreaterThanOrEqual(20);
    for (const piece of ['Open House:', 'p.m.', 'noon', ' - ', ' & ', 'TO', 'Nov.']) {
      expect(items.some((item) => item.openHouse.includes(piece)), piece).toBe(true);
    }
    const medianSqft = (beds: number) => {
      const sizes = items.filter((item) => item.beds === beds).map((item) => item.sqft).sort((a, b) => a - b);
      return sizes[Math.floor(sizes.length / 2)]!;
    };
    for (let beds = 2; beds <= 5; beds++) expect(medianSqft(beds), `${beds} beds`).toBeGreaterThan(medianSqft(beds - 1));
    const gated = items.filter((item) => item.isGated).length / items.length;
    expect(gated).toBeGreaterThan(0.05);
    expect(gated).toBeLessThan(0.16);
  });

  it('gives about 15 % of agents 2–3 listings, all on one day', () => {
    const byAgent = new Map<string, ImportItem[]>();
    for (const item of sample(600)) byAgent.set(item.agentId, [...(byAgent.get(item.agentId) ?? []), item]);
    const busy = [...byAgent.values()].filter((listings) => listings.length > 1);
    expect(busy.length / byAgent.size).toBeGreaterThan(0.1);
    expect(busy.length / byAgent.size).toBeLessThan(0.2);
    for (const listings of busy) {
      expect(listings.length).toBeLessThanOrEqual(3);
      expect(new Set(listings.map((item) => item.agentName)).size).toBe(1);
      expect(new Set(listings.flatMap((item) => windowsOf(item).map((w) => w.date))).size).toBe(1);
    }
    const names = [...byAgent.values()].map((listings) => listings[0]!.agentName);
    expect(new Set(names).size).toBe(names.length);
  });

  it('writes month abbreviations with a period, as `Sept.`', () => {
    const items = generateOpenHouses({ count: 200, dates: ['2027-09-04', '2027-09-05'], seed: 3 });
    expect(items.some((item) => item.openHouse.includes('Sept.'))).toBe(true);
    expectGoodItems(items, ['2027-09-04', '2027-09-05']);
  });

  it('keeps to one date when given one, and takes more', () => {
    expectGoodItems(generateOpenHouses({ count: 50, dates: ['2026-12-05'], seed: 1 }), ['2026-12-05']);
    const days = ['2026-12-04', '2026-12-05', '2026-12-06'];
    const items = generateOpenHouses({ count: 300, dates: days, seed: 1 });
    expectGoodItems(items, days);
    expect(new Set(items.flatMap((item) => windowsOf(item).map((w) => w.date)))).toEqual(new Set(days));
  });

  it('spoils `problems` items, one of each kind in turn, and leaves the rest as they were', () => {
    const good = sample(40);
    const items = generateOpenHouses({ count: 40, dates: WEEKEND, seed: 7, problems: 8 });
    const changed = items.filter((item, index) => JSON.stringify(item) !== JSON.stringify(good[index]));
    expect(changed).toHaveLength(8);
    expect(changed.filter((item) => item.mls === undefined)).toHaveLength(2);
    expect(changed.filter((item) => item.lat === null && item.lng === null)).toHaveLength(2);
    expect(changed.filter((item) => typeof item.lat === 'number' && !isInTexas(item.lat, item.lng))).toHaveLength(2);
    const backwards = changed.filter((item) => 'problem' in readOpenHouseText(item.openHouse, TODAY));
    expect(backwards).toHaveLength(2);
    for (const item of backwards) expect(readOpenHouseText(item.openHouse, TODAY)).toEqual({ problem: expect.stringMatching(/^The open house ends \(.+\) before it starts \(.+\)$/) });
    expect(PROBLEM_KINDS).toEqual(['missing mls', 'ends before it starts', 'no coordinates', 'outside Texas']);
  });
});

describe('comingWeekend', () => {
  it.each([
    ['2026-11-25', ['2026-11-28', '2026-11-29']], // Wednesday
    ['2026-11-27', ['2026-11-28', '2026-11-29']], // Friday
    ['2026-11-28', ['2026-11-28', '2026-11-29']], // Saturday: this weekend
    ['2026-11-29', ['2026-12-05', '2026-12-06']], // Sunday: the next one
    ['2026-12-28', ['2027-01-02', '2027-01-03']], // across the new year
  ])('from %s', (today, expected) => {
    expect(comingWeekend(today)).toEqual(expected);
  });
});

