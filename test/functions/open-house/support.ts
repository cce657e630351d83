import { addDays, dateIn } from '#shared/dates.js';

// Import items as the MLS exports them (product/outreach.md §3), on dates that are always ahead.

const today = () => dateIn('America/Chicago', new Date());

/** A date `days` ahead of the business's today, and how the MLS writes it ("11/28/2026"). */
export function dayAhead(days: number): { date: string; written: string } {
  const date = addDays(today(), days);
  const [year, month, day] = date.split('-');
  return { date, written: `${Number(month)}/${Number(day)}/${year}` };
}

let serial = 0;

/** A unique MLS number for this run (tests of one file share their table). */
export const newMls = () => `${7_000_000 + ((Date.now() + serial++) % 2_000_000)}`;

export function importItem(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const { written } = dayAhead(3);
  return {
    agentName: 'Dana Whitfield',
    brokerName: 'Whitfield Realty Group',
    agentId: '612345',
    price: 485000,
    address: '1412 Harvard St, Houston, TX 77008',
    beds: 3,
    baths: 2.5,
    sqft: 1980,
    openHouse: `${written} 1:00PM-3:00PM`,
    mls: newMls(),
    detailLink: 'https://mls.example.com/listing/1',
    lat: 29.7921,
    lng: -95.3962,
    daysOnMarket: 12,
    isGated: false,
    ...overrides,
  };
}
