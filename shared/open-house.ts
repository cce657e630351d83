import * as z from './zod.js';
import { cursorQuerySchema, nextCursorSchema } from './pages.js';
import { calendarDateSchema } from './settings.js';

// Open-house data (product/outreach.md §2 /open-house-upload, §3, §4, §5, §7 "Open house";
// product/rules.md "Open houses and routes"). Admins import each weekend's MLS export; the
// route planner and the contact logger read what was imported.

/** At most this many listings in one preview or import. */
export const MAX_IMPORT_LISTINGS = 5_000;
/**
 * At most this many listings on one date: one import's limit, kept by every import (a date
 * that would pass it is refused), so the route planner's whole-date read is bounded (D-201).
 */
export const MAX_DATE_LISTINGS = MAX_IMPORT_LISTINGS;
/** The first new listings the preview shows as its sample (product/outreach.md §9). */
export const SAMPLE_SIZE = 5;

export const openHouseMessages = {
  pasteFirst: 'Please paste your JSON data first',
  invalidJson: 'Invalid JSON format. Please check your data and try again.',
  invalidFileType: 'Please select a valid JSON file',
  invalidFile: 'Invalid JSON file. Please check the file format.',
  invalidResponse: 'Invalid response from server',
  previewFailed: 'Failed to preview data',
  importFailed: 'Failed to import data',
  network: 'Network error. Please try again.',
  importNetwork: 'Network error during import. Please try again.',
  noListings: 'The data holds no listings. Paste an array of listings, or an object holding one.',
  tooMany: `At most ${MAX_IMPORT_LISTINGS.toLocaleString('en-US')} listings can be imported at once. Split the file and import each part.`,
  dateFull: (date: string) =>
    `${date} would hold more than ${MAX_DATE_LISTINGS.toLocaleString('en-US')} open houses, the most one date can hold. Import fewer listings for that date.`,
  noDate: 'Choose the date the open houses are on, or turn on auto-detect.',
} as const;

/** The date picked when auto-detect is off; null (or absent) means auto-detect. */
const overrideDateSchema = z._default(z.optional(z.nullable(calendarDateSchema)), null);

/**
 * `json_data` as the spec's client sends it (D-211): the JSON text the admin pasted, read here
 * (blank: 'Please paste your JSON data first'; unparsable: 'Invalid JSON format…', product/outreach.md §5),
 * or the data already parsed. Either way the items are then read one by one.
 */
const jsonDataSchema = z.pipe(
  z.unknown(),
  z.transform((value, ctx) => {
    if (typeof value !== 'string') return value;
    if (value.trim() === '') {
      ctx.issues.push({ code: 'custom', message: openHouseMessages.pasteFirst, input: value });
      return z.NEVER;
    }
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.issues.push({ code: 'custom', message: openHouseMessages.invalidJson, input: value });
      return z.NEVER;
    }
  }),
);

/**
 * POST /api/open-house/preview. `json_data` is what the admin pasted or uploaded, as text or
 * parsed: an array of import items, or an object holding one. Its items are checked one by
 * one on the server (a bad item is an error line, never a refusal).
 */
export const previewRequestSchema = z.object({
  json_data: jsonDataSchema,
  override_date: overrideDateSchema,
});

/** POST /api/open-house/import: the same data; skip-duplicates is on by default (product/outreach.md §9). */
export const importRequestSchema = z.extend(previewRequestSchema, {
  skip_duplicates: z._default(z.optional(z.boolean()), true),
});

export type PreviewRequest = z.input<typeof previewRequestSchema>;
export type ImportRequest = z.input<typeof importRequestSchema>;

/** product/outreach.md §3 "Parsed listing", with the window the `openHouse` text gave. */
export const parsedListingSchema = z.object({
  mls_number: z.string(),
  agent_name: z.string(),
  address: z.string(),
  price: z.nullable(z.number()),
  open_house_date: z.string(),
  /** 24-hour local time (America/Chicago) the house opens, `HH:MM`. */
  start_time: z.string(),
  end_time: z.string(),
});
export type ParsedListing = z.infer<typeof parsedListingSchema>;

/** One problem with one item: which item (1-based, as a person counts), which field, what is wrong. */
export const itemIssueSchema = z.object({
  item: z.number(),
  mls_number: z.nullable(z.string()),
  field: z.string(),
  message: z.string(),
});
export type ItemIssue = z.infer<typeof itemIssueSchema>;

/** product/outreach.md §3 "Preview response", with the warnings (listings kept out of routes). */
export const previewReplySchema = z.object({
  success: z.literal(true),
  /** Listings read from the data: one per item and open-house date. */
  total_listings: z.number(),
  new_listings: z.number(),
  duplicates: z.number(),
  errors: z.number(),
  warnings: z.number(),
  /** The date most listings are on; null when none has a date. */
  detected_date: z.nullable(z.string()),
  detected_dates: z.array(z.string()),
  date_count: z.number(),
  error_details: z.array(itemIssueSchema),
  warning_details: z.array(itemIssueSchema),
  duplicate_listings: z.array(parsedListingSchema),
  /** The first SAMPLE_SIZE new listings. */
  parsed_listings: z.array(parsedListingSchema),
});
export type PreviewReply = z.infer<typeof previewReplySchema>;

/** product/outreach.md §3 "Import result". */
export const importReplySchema = z.object({
  success: z.literal(true),
  imported: z.number(),
  skipped: z.number(),
  updated: z.number(),
  errors: z.number(),
  message: z.string(),
});
export type ImportReply = z.infer<typeof importReplySchema>;

/** GET /api/open-house/stats: product/outreach.md §3 "Stats". */
export const statsReplySchema = z.object({
  success: z.literal(true),
  total_listings: z.number(),
  total_dates: z.number(),
  total_agents: z.number(),
});
export type StatsReply = z.infer<typeof statsReplySchema>;

/** GET /api/open-house/dates: every date with listings, the latest first. */
export const datesReplySchema = z.object({
  success: z.literal(true),
  dates: z.array(z.object({ date: z.string(), listing_count: z.number() })),
});
export type DatesReply = z.infer<typeof datesReplySchema>;

/** A query-string number that may be left empty ("any"). */
const optionalNumber = (label: string, max: number) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.optional(z.coerce.number({ error: `${label} must be a number.` }).check(z.minimum(0, `${label} cannot be negative.`), z.maximum(max, `${label} is too large.`))),
  );

/** Listings one page of a date's list holds at most: the map asks for them all, a page at a time (D-201). */
export const MAX_LISTINGS_PAGE = 500;

/**
 * GET /api/open-house/listings: one page of a date's listings (D-201), by start time then
 * address, and the browser's filters, applied by the server to the whole date: a price
 * range and minimum beds (a listing without a price or beds does not pass them: nothing
 * says it is in the range), and `open_at` `HH:MM`, the houses open then (start ≤ time < end).
 */
export const listingsQuerySchema = z.extend(cursorQuerySchema, {
  date: calendarDateSchema,
  limit: z._default(
    z.coerce
      .number({ error: 'The limit must be a number.' })
      .check(z.int(), z.minimum(1, `The limit must be 1 to ${MAX_LISTINGS_PAGE}.`), z.maximum(MAX_LISTINGS_PAGE, `The limit must be 1 to ${MAX_LISTINGS_PAGE}.`)),
    100,
  ),
  min_price: optionalNumber('The minimum price', 1e12),
  max_price: optionalNumber('The maximum price', 1e12),
  min_beds: optionalNumber('The minimum beds', 100),
  open_at: z.optional(z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Open at must be a time (HH:MM).'))),
});
export type ListingsQuery = z.output<typeof listingsQuerySchema>;

/** A stored open-house listing, as the browser, the contact logger and the route planner read it. */
export const listingSchema = z.object({
  mls_number: z.string(),
  open_house_date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  /** The `openHouse` text as the MLS wrote it. */
  open_house_text: z.string(),
  agent_name: z.string(),
  agent_id: z.nullable(z.string()),
  broker_name: z.nullable(z.string()),
  price: z.nullable(z.number()),
  beds: z.nullable(z.number()),
  baths: z.nullable(z.number()),
  sqft: z.nullable(z.number()),
  address: z.string(),
  lat: z.nullable(z.number()),
  lng: z.nullable(z.number()),
  /** An http(s) link to the MLS detail page. */
  detail_link: z.nullable(z.string()),
  days_on_market: z.nullable(z.number()),
  is_gated: z.nullable(z.boolean()),
  /** Whether the listing has coordinates in Texas, so a route can include it. */
  routable: z.boolean(),
});
export type Listing = z.infer<typeof listingSchema>;
/** What the route planner needs of a listing to plan with it: its window, place, agent, number and address (its order, D-235). */
export type ListingPlanning = Pick<Listing, 'mls_number' | 'start_time' | 'end_time' | 'lat' | 'lng' | 'routable' | 'agent_id' | 'agent_name' | 'address'>;

/** GET /api/open-house/listings?date=YYYY-MM-DD: a page of that date's listings, by start time then address. */
export const listingsReplySchema = z.object({
  success: z.literal(true),
  date: z.string(),
  listings: z.array(listingSchema),
  /** Where the next page starts; null on the last (D-201). */
  next_cursor: nextCursorSchema,
});
export type ListingsReply = z.infer<typeof listingsReplySchema>;

/** Coordinates a route can use: inside Texas's bounding box (a listing outside it is imported with a warning). */
export const TEXAS_BOUNDS = { south: 25.83, north: 36.51, west: -106.65, east: -93.5 } as const;

export function isInTexas(lat: number | null | undefined, lng: number | null | undefined): boolean {
  if (typeof lat !== 'number' || typeof lng !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lng)) return false;
  return lat >= TEXAS_BOUNDS.south && lat <= TEXAS_BOUNDS.north && lng >= TEXAS_BOUNDS.west && lng <= TEXAS_BOUNDS.east;
}
