import { describe, expect, it } from 'vitest';
import { shortDay } from '#shared/dashboard.js';
import { waitedFor } from '#web/src/features/dashboard/queue-texts.js';

describe('waitedFor', () => {
  const now = Date.parse('2026-11-25T18:00:00Z');
  it('says how long an item has waited, in hours then days', () => {
    expect(waitedFor('2026-11-25T17:30:00Z', now)).toBe('just now');
    expect(waitedFor('2026-11-25T17:00:00Z', now)).toBe('1 hour ago');
    expect(waitedFor('2026-11-24T00:00:00Z', now)).toBe('42 hours ago');
    expect(waitedFor('2026-11-20T18:00:00Z', now)).toBe('5 days ago');
  });
  it('leaves a calendar date as it is', () => {
    expect(waitedFor('2026-11-20', now)).toBe('2026-11-20');
  });
});

describe('shortDay', () => {
  it('prints a calendar date without shifting it', () => {
    expect(shortDay('2026-11-26')).toBe('Thu, Nov 26');
  });
});
