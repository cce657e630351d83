import { describe, expect, it } from 'vitest';
import { capList } from '#web/src/features/open-house/capped.js';
import { formatClock, formatFacts, formatPrice, formatWindow, safeLink } from '#web/src/features/open-house/format-open-house.js';
import { describeIssue } from '#web/src/features/open-house/issue-list-text.js';
import { databaseStats, importResultStats, previewStats } from '#web/src/features/open-house/stats.js';
import { listing, previewReply } from './fixtures.js';

describe('formatting', () => {
  it('writes times in 12-hour form and the window with its day', () => {
    expect(['00:30', '09:05', '12:00', '13:00', '23:59'].map(formatClock)).toEqual(['12:30 AM', '9:05 AM', '12:00 PM', '1:00 PM', '11:59 PM']);
    expect(formatWindow('2026-11-28', '13:00', '15:00')).toBe('Sat, Nov 28 · 1:00 PM – 3:00 PM');
  });

  it('writes prices and facts, leaving out what is missing', () => {
    expect(formatPrice(450_000)).toBe('$450,000');
    expect(formatPrice(null)).toBe('Price not listed');
    expect(formatFacts(listing('1', { beds: 3, baths: 2.5, sqft: 1850 }))).toBe('3 bd · 2.5 ba · 1,850 sq ft');
    expect(formatFacts(listing('1', { beds: null, baths: null, sqft: 900 }))).toBe('900 sq ft');
  });

  it('follows only http(s) detail links', () => {
    expect(safeLink('https://mls.example.com/1')).toBe('https://mls.example.com/1');
    expect(safeLink('javascript:alert(1)')).toBeNull();
    expect(safeLink('not a link')).toBeNull();
    expect(safeLink(null)).toBeNull();
  });

  it('names the item, its MLS number when known, the field and the message', () => {
    expect(describeIssue({ item: 3, mls_number: null, field: 'openHouse', message: 'Not a window' })).toBe('Item 3, openHouse: Not a window');
    expect(describeIssue({ item: 7, mls_number: '123', field: 'lat', message: 'Outside Texas' })).toBe('Item 7 (MLS 123), lat: Outside Texas');
  });
});

describe('capList', () => {
  it('draws at most 50 and counts the rest', () => {
    const issues = Array.from({ length: 4_321 }, (_, index) => index);
    const { shown, more } = capList(issues);
    expect([shown.length, more]).toEqual([50, 4_271]);
    expect(capList([1, 2])).toEqual({ shown: [1, 2], more: 0 });
  });
});

describe('the numbers each step shows', () => {
  it('preview: listings, new, duplicates, errors, warnings', () => {
    expect(previewStats(previewReply({ warnings: 2 })).map((stat) => [stat.label, stat.value])).toEqual([
      ['Listings in the data', 3],
      ['New open houses', 1],
      ['Duplicates', 1],
      ['Errors', 1],
      ['Warnings', 2],
    ]);
  });

  it('confirmation: the import result and the database statistics', () => {
    const result = importResultStats({ success: true, imported: 12, skipped: 1, updated: 0, errors: 2, message: 'Imported 12' });
    expect(result.map((stat) => [stat.label, stat.value])).toEqual([
      ['Imported', 12],
      ['Skipped', 1],
      ['Updated', 0],
      ['Errors', 2],
    ]);
    const stats = databaseStats({ success: true, total_listings: 530, total_dates: 4, total_agents: 212 });
    expect(stats.map((stat) => [stat.label, stat.value])).toEqual([
      ['Listings stored', 530],
      ['Open-house dates', 4],
      ['Listing agents', 212],
    ]);
  });
});
