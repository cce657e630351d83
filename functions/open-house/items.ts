import { isInTexas, MAX_IMPORT_LISTINGS, openHouseMessages, type ItemIssue } from '#shared/open-house.js';
import { readOpenHouseText, type OpenHouseWindow } from '#shared/open-house-text.js';
import type { ListingToStore } from '../data/open-house.js';
import { invalid, tooLarge } from '../errors.js';
import { readFlag, readLink, readNumber, readText, type Read } from './fields.js';

// From what the admin pasted to listings: product/outreach.md §3 "Open-house listing import
// item" in, one listing per item and open-house date out. A bad item is an error line
// naming the item and the field, never a refusal of the whole import.

export interface ReadListings {
  /** Items in the data, as the admin counts them. */
  itemCount: number;
  /** In the data's order; an item open on two dates gives two. */
  listings: ListingToStore[];
  /** How many items were left out for their errors. */
  erroredItems: number;
  errors: ItemIssue[];
  warnings: ItemIssue[];
}

export interface ReadOptions {
  /** The business's today (YYYY-MM-DD): a year-less date is its next occurrence. */
  today: string;
  /** The date chosen when auto-detect is off. */
  overrideDate: string | null;
}

/** The items of the data: an array of them, or an object holding one (or a single item). */
export function findItems(data: unknown): unknown[] {
  if (Array.isArray(data)) return limited(data);
  if (typeof data === 'object' && data !== null) {
    if (Object.hasOwn(data, 'mls') || Object.hasOwn(data, 'openHouse')) return [data];
    const list = Object.values(data).find(Array.isArray);
    if (list) return limited(list);
  }
  throw invalid(openHouseMessages.noListings, { field: 'json_data' });
}

function limited(items: unknown[]): unknown[] {
  if (items.length === 0) throw invalid(openHouseMessages.noListings, { field: 'json_data' });
  if (items.length > MAX_IMPORT_LISTINGS) throw tooLarge(openHouseMessages.tooMany, { limit: MAX_IMPORT_LISTINGS });
  return items;
}

export function readListings(data: unknown, options: ReadOptions): ReadListings {
  const items = findItems(data);
  const result: ReadListings = { itemCount: items.length, listings: [], erroredItems: 0, errors: [], warnings: [] };
  items.forEach((item, index) => {
    const read = readItem(item, index + 1, options);
    result.warnings.push(...read.warnings);
    if (read.errors.length > 0) {
      result.erroredItems++;
      result.errors.push(...read.errors);
    } else result.listings.push(...read.listings);
  });
  return result;
}

interface ItemRead {
  listings: ListingToStore[];
  errors: ItemIssue[];
  warnings: ItemIssue[];
}

/** Only the spec's fields are read, by name, from the item's own properties: extra ones (`__proto__` too) are ignored. */
function field(item: object, name: string): unknown {
  return Object.hasOwn(item, name) ? (item as Record<string, unknown>)[name] : undefined;
}

function readItem(item: unknown, position: number, options: ReadOptions): ItemRead {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) {
    return { listings: [], errors: [{ item: position, mls_number: null, field: 'item', message: 'Each listing must be an object' }], warnings: [] };
  }
  const errors: ItemIssue[] = [];
  const warnings: ItemIssue[] = [];
  const mls = readText(field(item, 'mls'), 'MLS number', 20);
  const mlsNumber = 'value' in mls && mls.value !== null && /^[A-Za-z0-9-]+$/.test(mls.value) ? mls.value : null;
  const issue = (list: ItemIssue[], name: string, message: string) => list.push({ item: position, mls_number: mlsNumber, field: name, message });
  const take = <T>(name: string, read: Read<T>): T | null => {
    if ('problem' in read) {
      issue(errors, name, read.problem);
      return null;
    }
    return read.value;
  };

  if ('problem' in mls) issue(errors, 'mls', mls.problem);
  else if (mls.value === null) issue(errors, 'mls', 'Missing MLS number');
  else if (mlsNumber === null) issue(errors, 'mls', 'MLS number may contain only letters, digits and hyphens');

  const address = take('address', readText(field(item, 'address'), 'Address', 200));
  if (address === null && !errors.some((error) => error.field === 'address')) issue(errors, 'address', 'Missing address');
  const agentName = take('agentName', readText(field(item, 'agentName'), 'Agent name', 100));
  const listing = {
    agent_name: agentName ?? '',
    agent_id: take('agentId', readText(field(item, 'agentId'), 'Agent ID', 40)),
    broker_name: take('brokerName', readText(field(item, 'brokerName'), 'Broker name', 150)),
    price: take('price', readNumber(field(item, 'price'), 'Price', { min: 0, max: 1_000_000_000 })),
    beds: take('beds', readNumber(field(item, 'beds'), 'Beds', { min: 0, max: 100, isWhole: true })),
    baths: take('baths', readNumber(field(item, 'baths'), 'Baths', { min: 0, max: 100 })),
    sqft: take('sqft', readNumber(field(item, 'sqft'), 'Square feet', { min: 0, max: 1_000_000, isWhole: true })),
    days_on_market: take('daysOnMarket', readNumber(field(item, 'daysOnMarket'), 'Days on market', { min: 0, max: 100_000, isWhole: true })),
    is_gated: take('isGated', readFlag(field(item, 'isGated'), 'Gated')),
  };
  const link = readLink(field(item, 'detailLink'));
  if ('problem' in link) issue(warnings, 'detailLink', `${link.problem}; the listing is imported without it`);
  const lat = take('lat', readNumber(field(item, 'lat'), 'Latitude', { min: -90, max: 90 }));
  const lng = take('lng', readNumber(field(item, 'lng'), 'Longitude', { min: -180, max: 180 }));
  const routable = isInTexas(lat, lng);
  if (lat === null || lng === null) issue(warnings, 'lat', 'No coordinates: imported, but left out of routes');
  else if (!routable) issue(warnings, 'lat', 'Coordinates are outside Texas: imported, but left out of routes');
  if (agentName === null && !errors.some((error) => error.field === 'agentName')) issue(warnings, 'agentName', 'No agent name');

  const text = take('openHouse', readText(field(item, 'openHouse'), 'Open house', 300));
  const windows = text === null ? [] : pickWindows(text, options, (message) => issue(errors, 'openHouse', message));
  if (text === null && !errors.some((error) => error.field === 'openHouse')) issue(errors, 'openHouse', 'Missing open-house date and time');
  if (errors.length > 0 || mlsNumber === null || address === null || text === null) return { listings: [], errors, warnings };

  const agent_key = (listing.agent_id ?? listing.agent_name).toLowerCase() || 'unknown';
  const listings = windows.map((window) => ({
    ...listing,
    mls_number: mlsNumber,
    open_house_date: window.date,
    start_time: window.start,
    end_time: window.end,
    open_house_text: text,
    address,
    lat: routable ? lat : null,
    lng: routable ? lng : null,
    detail_link: 'value' in link ? link.value : null,
    routable,
    agent_key,
  }));
  return { listings, errors, warnings };
}

/**
 * The listing's windows with their dates: those the text gives, or, with a date chosen
 * (auto-detect off), that date with the text's window for it (or its first window).
 * One window per date: the first the text gives for it.
 */
function pickWindows(text: string, options: ReadOptions, problem: (message: string) => void): (OpenHouseWindow & { date: string })[] {
  const read = readOpenHouseText(text, options.today);
  if ('problem' in read) {
    problem(read.problem);
    return [];
  }
  if (options.overrideDate !== null) {
    const window = read.windows.find((candidate) => candidate.date === options.overrideDate) ?? read.windows[0]!;
    return [{ ...window, date: options.overrideDate }];
  }
  const dated = read.windows.filter((window): window is OpenHouseWindow & { date: string } => window.date !== null);
  if (dated.length === 0) {
    problem(`No date in "${text.slice(0, 60)}": choose a specific date for the import`);
    return [];
  }
  const byDate = new Map<string, OpenHouseWindow & { date: string }>();
  for (const window of dated) if (!byDate.has(window.date)) byDate.set(window.date, window);
  return [...byDate.values()];
}
