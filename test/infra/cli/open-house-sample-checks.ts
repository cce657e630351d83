import { expect } from 'vitest';
import type { ImportItem } from '#infra/cli/open-house-sample.js';
import { isInTexas } from '#shared/open-house.js';
import { readOpenHouseText, windowMinutes } from '#shared/open-house-text.js';

// What every good sample item satisfies: the generator's tests and the committed sample's.

export const WEEKEND = ['2026-11-28', '2026-11-29'];
/** The Wednesday before it: every year-less date in the texts is read against it. */
export const TODAY = '2026-11-25';

export function windowsOf(item: ImportItem) {
  const read = readOpenHouseText(item.openHouse, TODAY);
  if ('problem' in read) throw new Error(`${item.openHouse}: ${read.problem}`);
  return read.windows;
}

const FIELD_TYPES: Record<keyof ImportItem, string> = {
  agentName: 'string',
  brokerName: 'string',
  agentId: 'string',
  price: 'number',
  address: 'string',
  beds: 'number',
  baths: 'number',
  sqft: 'number',
  openHouse: 'string',
  mls: 'string',
  detailLink: 'string',
  lat: 'number',
  lng: 'number',
  daysOnMarket: 'number',
  isGated: 'boolean',
};

export function expectGoodItems(items: ImportItem[], dates = WEEKEND): void {
  const mlsNumbers = items.map((item) => item.mls);
  expect(new Set(mlsNumbers).size).toBe(items.length);
  for (const item of items) {
    const where = `${item.mls} ${item.openHouse}`;
    expect(Object.keys(item), where).toEqual(Object.keys(FIELD_TYPES));
    for (const [field, type] of Object.entries(FIELD_TYPES)) expect(typeof item[field as keyof ImportItem], `${where} ${field}`).toBe(type);
    expect(item.mls, where).toMatch(/^\d{7}$/);
    expect(item.agentId, where).toMatch(/^\d{6,7}$/);
    expect(item.agentName, where).toMatch(/^[A-Z][a-z]+( [A-Z]\.)? [A-Z][a-z]+$/);
    expect(item.address, where).toMatch(/^\d+ [A-Z][A-Za-z ]+ [A-Z][a-z]+( Unit \d+[A-C]?)?, (Houston|Bellaire), TX 77\d{3}$/);
    expect(item.detailLink, where).toMatch(new RegExp(`^https://mls\\.example\\.com/homedetail/[a-z0-9-]+/${item.mls}$`));
    expect(item.lat! >= 29.7 && item.lat! <= 29.82, `${where} lat ${item.lat}`).toBe(true);
    expect(item.lng! >= -95.65 && item.lng! <= -95.35, `${where} lng ${item.lng}`).toBe(true);
    expect(isInTexas(item.lat, item.lng)).toBe(true);
    expect(item.price >= 250_000 && item.price <= 3_500_000, `${where} price ${item.price}`).toBe(true);
    expect(item.beds >= 1 && item.beds <= 6 && Number.isInteger(item.beds), where).toBe(true);
    expect(item.baths >= 1 && item.baths <= 5.5 && Number.isInteger(item.baths * 2), where).toBe(true);
    expect(item.sqft >= item.beds * 400 && item.sqft <= item.beds * 1_100 + 500, `${where} ${item.sqft} sqft, ${item.beds} beds`).toBe(true);
    expect(Number.isInteger(item.daysOnMarket) && item.daysOnMarket >= 0).toBe(true);
    const windows = windowsOf(item);
    expect(windows.length === 1 || windows.length === 2, where).toBe(true);
    for (const window of windows) {
      expect(dates, where).toContain(window.date);
      expect(window.start >= '11:00' && window.end <= '17:00', where).toBe(true);
      expect([120, 180], where).toContain(windowMinutes(window));
    }
  }
}

