// Continuing education: licence holders and how their names are searched
// (docs/data-model.md §3 "Continuing education", /work/shared/DOMAIN.md).

/** The Commission's License_Type codes we name; any other code is shown as itself. */
const ROLE_OF_TYPE: Record<string, string> = {
  SALE: 'Sales Agent',
  BRK: 'Broker',
  BLLC: 'Broker (company)',
  BCRP: 'Broker (company)',
};

export const roleOfType = (type: string) => ROLE_OF_TYPE[type] ?? type;

/** License_Status `20` is an active licence. */
export const ACTIVE_LICENSE_STATUS = '20';

/** Letters NFKD does not take apart, spelled as English readers type them. */
const FOLDED: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ð: 'd', þ: 'th', ł: 'l' };

/**
 * A name as the search compares it: accents and punctuation gone, lower-case, one space
 * between words, hyphens as spaces ("Muñoz-O'Brien, José" → "munoz obrien jose").
 */
export function normalizeName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[ßæœøđðþł]/g, (letter) => FOLDED[letter]!)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[\s\-‐-―]+/g, ' ')
    .replace(/[^a-z0-9 ]/g, '')
    .replace(/ +/g, ' ')
    .trim();
}

/** The distinct words of 2+ characters a normalised name is found by. */
export const nameWords = (normalized: string) => [...new Set(normalized.split(' ').filter((word) => word.length >= 2))];

/** Words the search starts from: 2 characters at least (data-model §3 "Name search"). */
export const MIN_SEARCH_WORD = 2;

/** Words that stay in capitals: generational suffixes and company forms. */
const UPPER_WORDS = new Set(['II', 'III', 'IV', 'VI', 'MD', 'PHD', 'CPA', 'LLC', 'PLLC', 'LP', 'LLP', 'INC', 'DBA', 'USA']);

/**
 * "MCDONALD" → "McDonald", "O'BRIEN" → "O'Brien", "SMITH-JONES" → "Smith-Jones". Particles
 * keep their capital ("De La Cruz"): the file cannot tell which spelling a person uses.
 */
function capitalizeWord(word: string): string {
  if (UPPER_WORDS.has(word.toUpperCase().replace(/\.$/, ''))) return word.toUpperCase().replace(/\.$/, '');
  const lower = word.toLowerCase();
  const titled = lower.replace(/(^|[-'’.])(\p{L})/gu, (_match, before: string, letter: string) => before + letter.toUpperCase());
  return titled.replace(/^(Mc)(\p{L})/u, (_match, mc: string, letter: string) => mc + letter.toUpperCase());
}

const capitalize = (words: string) =>
  words
    .split(/\s+/)
    .filter(Boolean)
    .map(capitalizeWord)
    .join(' ');

/**
 * The Commission's `LAST, FIRST MIDDLE` and suffix as people read it: "Muñoz, José
 * Luis" + "JR" → "José Luis Muñoz Jr". A name without a comma (a company) keeps its order.
 */
export function displayLicenseeName(fullName: string, suffix = ''): string {
  const comma = fullName.indexOf(',');
  const ordered = comma < 0 ? fullName : `${fullName.slice(comma + 1)} ${fullName.slice(0, comma)}`;
  return [capitalize(ordered), capitalize(suffix.trim().replace(/\.$/, ''))].filter(Boolean).join(' ');
}
