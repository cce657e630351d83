// Reading one field of an MLS import item. The export is somebody else's data: a
// number may arrive as "$450,000", a flag as "Yes", anything may be missing. Each
// reader answers the clean value, or a message for the item's error line.

export type Read<T> = { value: T } | { problem: string };

/** Control and invisible formatting characters never reach a stored listing (they end up in routes and contact notes). */
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

/** Text (a number is taken as its digits): trimmed, spaces collapsed, at most `max` characters; empty is null. */
export function readText(value: unknown, label: string, max: number): Read<string | null> {
  if (value === undefined || value === null) return { value: null };
  if (typeof value !== 'string' && !(typeof value === 'number' && Number.isFinite(value))) return { problem: `${label} must be text` };
  const text = String(value).normalize('NFC').replace(INVISIBLE, ' ').replace(/\s+/g, ' ').trim();
  if (text.length > max) return { problem: `${label} must be at most ${max} characters` };
  return { value: text === '' ? null : text };
}

interface NumberRule {
  min: number;
  max: number;
  isWhole?: boolean;
}

/** A number, or text of one as exports write it ("$1,250,000", "3.5"); empty is null. */
export function readNumber(value: unknown, label: string, rule: NumberRule): Read<number | null> {
  if (value === undefined || value === null || value === '') return { value: null };
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.replace(/[$,\s]/g, '')) : Number.NaN;
  if (!Number.isFinite(number)) return { problem: `${label} must be a number` };
  if (number < rule.min || number > rule.max) return { problem: `${label} must be between ${rule.min.toLocaleString('en-US')} and ${rule.max.toLocaleString('en-US')}` };
  if (rule.isWhole && !Number.isInteger(number)) return { problem: `${label} must be a whole number` };
  return { value: number };
}

const YES = new Set(['true', 'yes', 'y', '1']);
const NO = new Set(['false', 'no', 'n', '0', '']);

/** true/false, or the words exports use for them; missing is null. */
export function readFlag(value: unknown, label: string): Read<boolean | null> {
  if (value === undefined || value === null) return { value: null };
  if (typeof value === 'boolean') return { value };
  const word = typeof value === 'string' || typeof value === 'number' ? String(value).trim().toLowerCase() : undefined;
  if (word !== undefined && YES.has(word)) return { value: true };
  if (word !== undefined && NO.has(word)) return { value: false };
  return { problem: `${label} must be true or false` };
}

/** An http(s) address, or null: any other scheme (javascript:, data:) is dropped, never linked to. */
export function readLink(value: unknown): Read<string | null> {
  const text = readText(value, 'Detail link', 2000);
  if ('problem' in text || text.value === null) return text;
  try {
    const url = new URL(text.value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? { value: url.href } : { problem: 'Detail link must be a web address (http or https)' };
  } catch {
    return { problem: 'Detail link must be a web address (http or https)' };
  }
}
