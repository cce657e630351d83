// How names are compared and searched (licence holders, agents, contacts): see shared/ce.ts.

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
