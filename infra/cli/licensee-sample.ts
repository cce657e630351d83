import { FIRST_NAMES, SURNAMES, STREET_FIRST, STREET_SECOND, STREET_SUFFIXES, BROKER_WORDS } from './open-house-sample-data.js';
import { mulberry32 } from './open-house-sample.js';

// A synthetic licence-holder file in the Commission's format (product/rules.md "Licence-holder
// file"): 33 tab-separated columns, no header, Latin-1-safe text, a stray NUL here and
// there. Every person, street, phone (555-01xx) and email (example.com/.net) is made up;
// only the cities, their ZIP ranges and county codes are real. Same seed, same lines.

export interface LicenseeSampleOptions {
  count: number;
  seed: number;
  /** People listed first as active sales agents (the demo agents, so the demo's search finds them). */
  featured?: readonly { first_name: string; last_name: string }[];
}

const ACCENTED_FIRST = ['José', 'María', 'Inés', 'Raúl', 'Ramón', 'Andrés', 'Héctor', 'Zoë', 'Renée', 'Chloé', 'Joaquín', 'Mónica'];
const ACCENTED_LAST = ['Muñoz', 'Peña', 'Núñez', 'Ibáñez', 'Gómez', 'Hernández', 'Pérez', 'Álvarez', 'Ordóñez', 'Rodríguez-Báez', 'Søndergaard', 'Müller'];
const OTHER_LAST = ["O'Brien", 'McDonald', 'De La Cruz', 'Van Der Berg', 'Smith-Jones', 'MacLeod'];
const SUFFIXES = ['JR', 'SR', 'II', 'III', 'IV'];
/** Real Texas cities, their ZIP codes' first three digits and their county's FIPS code. */
const CITIES: [city: string, zip3: string[], county: string, weight: number][] = [
  ['HOUSTON', ['770', '772'], '201', 20],
  ['DALLAS', ['752'], '113', 12],
  ['AUSTIN', ['787'], '453', 12],
  ['SAN ANTONIO', ['782'], '029', 10],
  ['FORT WORTH', ['761'], '439', 7],
  ['PLANO', ['750'], '085', 5],
  ['FRISCO', ['750'], '085', 4],
  ['SUGAR LAND', ['774'], '157', 4],
  ['KATY', ['774'], '157', 4],
  ['THE WOODLANDS', ['773'], '339', 4],
  ['EL PASO', ['799'], '141', 4],
  ['ROUND ROCK', ['786'], '491', 3],
  ['DENTON', ['762'], '121', 2],
  ['GALVESTON', ['775'], '167', 2],
  ['CORPUS CHRISTI', ['784'], '355', 2],
  ['LUBBOCK', ['794'], '303', 2],
];
const AREA_CODES = ['713', '281', '832', '214', '972', '512', '210', '817', '915'];
const TYPES: [type: string, weight: number][] = [
  ['SALE', 70], ['BRK', 20], ['BLLC', 3], ['BCRP', 2], ['6', 1], ['REB', 1], ['PRIN', 0.5], ['REIN', 0.5], ['APIN', 0.5],
  ['ILLC', 0.5], ['ICRP', 0.25], ['ERWI', 0.25], ['ERWO', 0.5],
];
const INACTIVE_STATUSES = ['45', '47', '51', '73'];
const COMPANY_FORMS = ['LLC', 'INC', 'REALTY LLC', 'PROPERTIES LLC', 'REAL ESTATE INC', 'GROUP LLC'];

const upper = (text: string) => text.toUpperCase();
const date = (year: number, month: number, day: number) => `${year}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}`;

/** The file's lines (without line ends), one licence each. */
export function* generateLicenseeLines({ count, seed, featured = [] }: LicenseeSampleOptions): Generator<string> {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]) => list[int(0, list.length - 1)]!;
  const weighted = <T>(choices: readonly (readonly [T, number])[]): T => {
    let left = next() * choices.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [choice, weight] of choices) if ((left -= weight) < 0) return choice;
    return choices[choices.length - 1]![0];
  };
  const cityWeights = CITIES.map((city) => [city, city[3]] as const);
  const sponsors: { type: string; number: string; name: string; suffix: string }[] = [];
  let number = 400_000 + int(0, 99);

  const address = () => {
    const [city, zip3s, county] = weighted(cityWeights);
    const street = `${int(100, 19_999)} ${upper(pick(STREET_FIRST) + pick(STREET_SECOND))} ${upper(pick(STREET_SUFFIXES))}`;
    const line2 = next() < 0.15 ? `STE ${int(100, 999)}` : '';
    return [street, line2, '', city, 'TX', `${pick(zip3s)}${String(int(1, 99)).padStart(2, '0')}`, county];
  };

  for (let index = 0; index < count; index++) {
    number += int(1, 40);
    const license = String(number).padStart(7, '0');
    const person = featured[index];
    const type = person ? 'SALE' : weighted(TYPES);
    const isCompany = type === 'BLLC' || type === 'BCRP' || type === 'ILLC' || type === 'ICRP';
    const first = person?.first_name ?? (next() < 0.1 ? pick(ACCENTED_FIRST) : pick(FIRST_NAMES));
    const last = person?.last_name ?? (next() < 0.1 ? pick(ACCENTED_LAST) : next() < 0.05 ? pick(OTHER_LAST) : pick(SURNAMES));
    const middle = person || next() < 0.4 ? '' : next() < 0.5 ? pick(FIRST_NAMES) : String.fromCharCode(65 + int(0, 25));
    const suffix = isCompany || person || next() > 0.04 ? '' : pick(SUFFIXES);
    const name = isCompany
      ? `${upper(next() < 0.5 ? pick(BROKER_WORDS) : last)} ${pick(COMPANY_FORMS)}`
      : `${upper(last)}, ${upper(first)}${middle ? ` ${upper(middle)}` : ''}`;
    const isActive = person !== undefined || next() < 0.85;
    const since = int(1985, 2025);
    const expires = isActive ? date(int(2026, 2028), int(1, 12), int(1, 28)) : date(int(Math.min(since + 2, 2026), 2026), int(1, 12), int(1, 28));
    const phone = next() < 0.9 ? `${pick(AREA_CODES)}555${String(int(100, 199)).padStart(4, '0')}` : '';
    const emailUser = isCompany ? `office${license}` : `${first}.${last}${int(1, 99)}`.toLowerCase().normalize('NFKD').replace(/[^a-z0-9.]/g, '');
    const email = next() < 0.85 ? `${emailUser}@${next() < 0.7 ? 'example.com' : 'example.net'}` : '';
    const mailing = address();
    const physical = next() < 0.7 ? mailing : address();
    const sponsor = type === 'SALE' && sponsors.length ? pick(sponsors) : undefined;
    const sponsorColumns = sponsor ? [sponsor.type, sponsor.number, sponsor.name, sponsor.suffix, date(int(since, 2026), int(1, 12), int(1, 28))] : ['', '', '', '', ''];
    const columns = [
      type,
      license,
      name,
      suffix,
      isActive ? '20' : pick(INACTIVE_STATUSES),
      date(since, int(1, 12), int(1, 28)),
      expires,
      next() < 0.9 ? '1' : '0',
      type === 'SALE' || type === 'BRK' ? (next() < 0.92 ? '1' : '0') : '',
      type === 'BRK' && next() < 0.3 ? 'Y' : 'N',
      phone,
      email,
      ...mailing,
      ...physical,
      ...sponsorColumns,
      isCompany ? String(int(100_000, 999_999)) : '',
      upper(isCompany ? name : `${last} ${first}`).normalize('NFKD').replace(/[^A-Z0-9 ]/g, ''),
    ];
    if (type === 'BRK' || type === 'BLLC' || type === 'BCRP') {
      if (sponsors.length < 500) sponsors.push({ type, number: license, name, suffix });
    }
    let line = columns.join('\t');
    // The published file carries stray NUL bytes; the import strips them.
    if (next() < 0.02) {
      const at = int(0, line.length);
      line = `${line.slice(0, at)}\0${line.slice(at)}`;
    }
    yield line;
  }
}
