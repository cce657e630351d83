import { addDays } from '#shared/dates.js';
import {
  BROKER_FORMS,
  BROKER_WORDS,
  FIRST_NAMES,
  SAMPLE_AREAS,
  STREET_FIRST,
  STREET_SECOND,
  STREET_SUFFIXES,
  SURNAMES,
  type SampleArea,
} from './open-house-sample-data.js';
import { writeBackwardsText, writeOpenHouseText, type SampleWindow } from './open-house-sample-text.js';

// Sample MLS open-house exports (`npm run cli -- open-house-sample`, and tests and benches):
// listings across Houston from the inner loop to the Energy Corridor, on a weekend's dates,
// the same for a seed on every machine. All names, streets and brokerages are made up.

/** One item of an MLS open-house export, as admins paste or upload it (docs/data-model.md "Listing"). */
export interface ImportItem {
  agentName: string;
  brokerName: string;
  /** A TREC-style license number, 6 or 7 digits. */
  agentId: string;
  price: number;
  address: string;
  beds: number;
  baths: number;
  sqft: number;
  openHouse: string;
  /** 7 digits; absent only on a `missing mls` problem item. */
  mls?: string;
  detailLink: string;
  lat: number | null;
  lng: number | null;
  daysOnMarket: number;
  isGated: boolean;
}

/** The bad items `problems` makes, one kind after another. */
export const PROBLEM_KINDS = ['missing mls', 'ends before it starts', 'no coordinates', 'outside Texas'] as const;

export interface SampleOptions {
  count: number;
  /** The open-house dates (a Saturday and Sunday); most listings are on the first. */
  dates: string[];
  seed: number;
  /** How many of the `count` items to spoil (PROBLEM_KINDS in turn); the others stay as without. */
  problems?: number;
}

/** Agents with 2–3 listings the same day, so deduplicating by agent matters. */
const BUSY_AGENT_SHARE = 0.15;
const BOTH_DAYS_SHARE = 0.15;
const GATED_SHARE = 0.1;
/** Typical living area by bedrooms; a listing varies from it by -15 % to +35 %. */
const SQFT_BY_BEDS = [0, 750, 1_150, 1_700, 2_400, 3_200, 4_200];
/** Open houses start on the hour from 11 AM (1 and 2 PM most often) and close by 5 PM. */
const STARTS: [minutes: number, weight: number][] = [[660, 1], [720, 2], [780, 4], [840, 3], [900, 1]];
const LATEST_END = 17 * 60;

export function generateOpenHouses({ count, dates, seed, problems = 0 }: SampleOptions): ImportItem[] {
  if (!dates.length) throw new Error('An open-house sample needs at least one date.');
  const random = randomFrom(seed);
  const brokers = uniqueValues(20, () => brokerName(random));
  const used = { names: new Set<string>(), agentIds: new Set<string>(), mls: new Set<string>() };
  const listings: { item: ImportItem; windows: SampleWindow[] }[] = [];
  while (listings.length < count) {
    const agent = newAgent(random, brokers, used);
    const listingCount = random.chance(BUSY_AGENT_SHARE) ? random.int(2, 3) : 1;
    const area = random.weighted(SAMPLE_AREAS.map((a) => [a, a.weight]));
    const days = pickDays(random, dates, listingCount === 1);
    for (let n = 0; n < listingCount && listings.length < count; n++) listings.push(newListing(random, agent, area, days, used.mls));
  }
  // Its own sequence, so asking for problems changes only the spoiled items.
  spoil(randomFrom(seed ^ 0x5bd1e995), listings, Math.min(problems, count));
  return listings.map(({ item }) => item);
}

/** The Saturday on or after `today` and its Sunday (on a Sunday, the next weekend). */
export function comingWeekend(today: string): [saturday: string, sunday: string] {
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  const saturday = addDays(today, weekday === 0 ? 6 : 6 - weekday);
  return [saturday, addDays(saturday, 1)];
}

interface Agent {
  name: string;
  id: string;
  broker: string;
}

function newAgent(random: Random, brokers: string[], used: { names: Set<string>; agentIds: Set<string> }): Agent {
  let name: string;
  do {
    // Past 3,600 first-and-last pairs, a middle initial keeps names apart.
    const initial = used.names.size > 3_000 ? ` ${String.fromCharCode(65 + random.int(0, 25))}.` : '';
    name = `${random.pick(FIRST_NAMES)}${initial} ${random.pick(SURNAMES)}`;
  } while (used.names.has(name));
  used.names.add(name);
  let id: string;
  do {
    const digits = String(random.int(100_000, 999_999));
    id = random.pick([digits, `0${digits}`, `${random.int(1, 9)}${digits}`]);
  } while (used.agentIds.has(id));
  used.agentIds.add(id);
  return { name, id, broker: random.pick(brokers) };
}

function brokerName(random: Random): string {
  return random.pick(BROKER_FORMS)(random.pick(BROKER_WORDS), random.pick(SURNAMES), random.pick(SURNAMES));
}

/** One date, the first most often; a listing of a one-listing agent may be open on two days running. */
function pickDays(random: Random, dates: string[], mayTakeTwo: boolean): string[] {
  if (mayTakeTwo && dates.length > 1 && random.chance(BOTH_DAYS_SHARE)) {
    const first = random.int(0, dates.length - 2);
    return [dates[first]!, dates[first + 1]!];
  }
  return [dates.length === 1 || random.chance(0.55) ? dates[0]! : random.pick(dates.slice(1))];
}

function newListing(random: Random, agent: Agent, area: SampleArea, days: string[], mlsUsed: Set<string>): { item: ImportItem; windows: SampleWindow[] } {
  const beds = random.int(...area.beds);
  const sqft = Math.round((SQFT_BY_BEDS[beds]! * random.between(0.85, 1.35)) / 10) * 10;
  const baths = Math.min(5.5, Math.max(1, beds - 1 + random.int(0, 4) / 2));
  const mls = unusedNumber(random, 1_000_000, 9_999_999, mlsUsed);
  const address = streetAddress(random, area);
  const first = newWindow(random, days[0]!);
  // A listing open on both days keeps its hours more often than not.
  const windows = days.map((date, n) => (n === 0 ? first : random.chance(0.6) ? { ...first, date } : newWindow(random, date)));
  const item: ImportItem = {
    agentName: agent.name,
    brokerName: agent.broker,
    agentId: agent.id,
    price: askingPrice(random, area, sqft),
    address,
    beds,
    baths,
    sqft,
    openHouse: writeOpenHouseText(windows, random.pick),
    mls,
    detailLink: `https://mls.example.com/homedetail/${slug(address)}/${mls}`,
    lat: round6(random.between(...area.lat)),
    lng: round6(random.between(...area.lng)),
    daysOnMarket: Math.floor(random.next() ** 2 * 120),
    isGated: random.chance(GATED_SHARE),
  };
  return { item, windows };
}

function newWindow(random: Random, date: string): SampleWindow {
  const length = random.chance(0.3) ? 180 : 120;
  let start = random.weighted(STARTS.filter(([minutes]) => minutes + length <= LATEST_END));
  if (random.chance(0.15) && start + 30 + length <= LATEST_END) start += 30;
  return { date, start, end: start + length };
}

/** The area's price per square foot, within its range, in steps of $5,000 (some a $100 under). */
function askingPrice(random: Random, area: SampleArea, sqft: number): number {
  const [low, high] = area.price;
  const price = Math.min(high, Math.max(low, sqft * random.between(...area.pricePerSqft)));
  const rounded = Math.round(price / 5_000) * 5_000;
  return random.chance(0.4) && rounded - 100 >= low ? rounded - 100 : rounded;
}

function streetAddress(random: Random, area: SampleArea): string {
  const second = random.pick(STREET_SECOND);
  const street = `${random.pick(STREET_FIRST)}${second} ${random.pick(STREET_SUFFIXES)}`;
  const unit = random.chance(area.unitShare) ? ` Unit ${random.int(1, 30)}${random.pick(['', 'A', 'B', 'C'])}` : '';
  return `${random.int(...area.houseNumber)} ${street}${unit}, ${area.city}, TX ${random.pick(area.zips)}`;
}

function spoil(random: Random, listings: { item: ImportItem; windows: SampleWindow[] }[], problems: number): void {
  const order = listings.map((_, index) => index);
  for (let n = 0; n < problems; n++) {
    const pick = random.int(n, order.length - 1);
    [order[n], order[pick]] = [order[pick]!, order[n]!];
    const { item, windows } = listings[order[n]!]!;
    const kind = PROBLEM_KINDS[n % PROBLEM_KINDS.length]!;
    if (kind === 'missing mls') delete item.mls;
    if (kind === 'ends before it starts') item.openHouse = writeBackwardsText(windows[0]!);
    if (kind === 'no coordinates') [item.lat, item.lng] = [null, null];
    // A geocoder's wrong Houston: Houston, Missouri.
    if (kind === 'outside Texas') [item.lat, item.lng] = [37.3262, -91.956];
  }
}

// ── A seeded random sequence ───────────────────────────────────────────────────────────

interface Random {
  /** In [0, 1). */
  next: () => number;
  /** An integer in [min, max]. */
  int: (min: number, max: number) => number;
  between: (min: number, max: number) => number;
  chance: (probability: number) => boolean;
  pick: <T>(list: readonly T[]) => T;
  weighted: <T>(choices: readonly (readonly [T, number])[]) => T;
}

/** mulberry32 (Tommy Ettinger's 32-bit generator): tiny, fast and plenty for sample data. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function randomFrom(seed: number): Random {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    between: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick: (list) => list[int(0, list.length - 1)]!,
    weighted: (choices) => {
      let left = next() * choices.reduce((sum, [, weight]) => sum + weight, 0);
      for (const [choice, weight] of choices) if ((left -= weight) < 0) return choice;
      return choices[choices.length - 1]![0];
    },
  };
}

function unusedNumber(random: Random, min: number, max: number, used: Set<string>): string {
  let value: string;
  do value = String(random.int(min, max));
  while (used.has(value));
  used.add(value);
  return value;
}

function uniqueValues(count: number, make: () => string): string[] {
  const values = new Set<string>();
  for (let tries = 0; values.size < count && tries < count * 20; tries++) values.add(make());
  return [...values];
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
const slug = (address: string) => address.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
