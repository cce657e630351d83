import { describe, expect, it } from 'vitest';
import { formatCents, groupByPart, itemPath, parseAmount, plainCents, prefillFinding, REPAIR_FINDING_MAX, totalCents } from '#shared/report-repairs.js';

// The repair request's money and text rules (product/portal.md §2 "Repair request"): whole cents, never floats.

describe('amounts in whole cents', () => {
  it('reads what people type as dollars, digit by digit', () => {
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('  ')).toBeNull();
    expect(parseAmount('1250')).toBe(125_000);
    expect(parseAmount('$1,250.5')).toBe(125_050);
    expect(parseAmount('1,250.00')).toBe(125_000);
    expect(parseAmount('0.07')).toBe(7);
    // 0.1 + 0.2 is not 0.3 in floating point; in cents it is.
    expect((parseAmount('0.10') ?? 0) + (parseAmount('0.20') ?? 0)).toBe(parseAmount('0.30'));
    for (const bad of ['12.345', '1,25', '-5', '1e3', 'ten', '$', '12,50.00', '99999999']) expect(parseAmount(bad), bad).toBeUndefined();
  });

  it('writes cents as money and as a spreadsheet number, and sums them exactly', () => {
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(7)).toBe('$0.07');
    expect(formatCents(165_050)).toBe('$1,650.50');
    expect(formatCents(100_000_000)).toBe('$1,000,000.00');
    expect(plainCents(165_050)).toBe('1650.50');
    expect(totalCents([{ amount_cents: 10 }, { amount_cents: null }, { amount_cents: 20 }])).toBe(30);
  });
});

describe('items', () => {
  it('groups items by REI 7-6 part in the form’s order', () => {
    const groups = groupByPart([{ section_code: 'II.B' }, { section_code: 'I.C' }, { section_code: 'II.A' }, { section_code: 'I.A' }]);
    expect(groups.map((group) => [group.numeral, group.title, group.items.map((item) => item.section_code)])).toEqual([
      ['I', 'Structural Systems', ['I.A', 'I.C']],
      ['II', 'Electrical Systems', ['II.A', 'II.B']],
    ]);
  });

  it('links each item to the viewer at that item', () => {
    expect(itemPath('b-1', 'II.A')).toBe('/report/b-1?section=II.A');
  });

  it('prefills the report’s words without control characters, cut at a word within the limit', () => {
    expect(prefillFinding('  Leak\r\nat the trap\u200B.  ')).toBe('Leak\nat the trap.');
    const long = prefillFinding('word '.repeat(400));
    expect(long.length).toBeLessThanOrEqual(REPAIR_FINDING_MAX);
    expect(long.endsWith('word…')).toBe(true);
  });
});
