import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING, quotePrice } from '#shared/booking.js';

describe('price rule (product/rules.md "Prices and capacity")', () => {
  it.each([
    [{ sqft: 2000, baths: 2 }, 375],
    [{ sqft: 2001, baths: 2 }, 425],
    [{ sqft: 2500, baths: 2 }, 425],
    [{ sqft: 2600, baths: 2 }, 475],
    [{ sqft: 2000, baths: 5 }, 425],
    [{ sqft: 2000, baths: 2, property_type: 'Multi-Family' }, 475],
    [{ sqft: 2000, baths: 2, new_construction: 'yes' as const }, 425],
    [{ sqft: 8000, baths: 10, property_type: 'Multi-Family', new_construction: 'yes' as const }, 375 + 12 * 50 + 7 * 25 + 100 + 50],
  ])('%j costs %i USD', (input, total) => {
    expect(quotePrice(DEFAULT_PRICING, input).total).toBe(total);
  });

  it('explains the total line by line', () => {
    const quote = quotePrice(DEFAULT_PRICING, { sqft: 3000, baths: 4, new_construction: 'yes' });
    expect(quote.lines.map((line) => line.amount)).toEqual([375, 100, 25, 50]);
  });
});
