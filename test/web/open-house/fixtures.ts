import type { Listing, ParsedListing, PreviewReply } from '#shared/open-house.js';

// Replies as the server's contract (shared/open-house.ts) shapes them.

export const parsed = (mls: string, overrides: Partial<ParsedListing> = {}): ParsedListing => ({
  mls_number: mls,
  agent_name: 'Dana Lister',
  address: `${mls} Oak St, Houston, TX`,
  price: 450_000,
  open_house_date: '2026-11-28',
  start_time: '13:00',
  end_time: '15:00',
  ...overrides,
});

export const previewReply = (overrides: Partial<PreviewReply> = {}): PreviewReply => ({
  success: true,
  total_listings: 3,
  new_listings: 1,
  duplicates: 1,
  errors: 1,
  warnings: 0,
  detected_date: '2026-11-28',
  detected_dates: ['2026-11-28'],
  date_count: 1,
  error_details: [{ item: 3, mls_number: null, field: 'openHouse', message: 'Not a date and time window' }],
  warning_details: [],
  duplicate_listings: [parsed('1000001')],
  parsed_listings: [parsed('1000002')],
  ...overrides,
});

export const listing = (mls: string, overrides: Partial<Listing> = {}): Listing => ({
  mls_number: mls,
  open_house_date: '2026-11-28',
  start_time: '13:00',
  end_time: '15:00',
  open_house_text: 'Sat 11/28 1:00PM-3:00PM',
  agent_name: 'Dana Lister',
  agent_id: 'A1',
  broker_name: 'Bayou Realty',
  price: 450_000,
  beds: 3,
  baths: 2,
  sqft: 1_850,
  address: `${mls} Oak St, Houston, TX`,
  lat: 29.76,
  lng: -95.37,
  detail_link: `https://mls.example.com/${mls}`,
  days_on_market: 12,
  is_gated: false,
  routable: true,
  ...overrides,
});
