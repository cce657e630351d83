import { MIN_QUERY_WORD } from '#shared/list-search.js';

/** What a search box sends: its trimmed text once it has a word of 2 characters, else nothing (the whole list). */
export function searchText(typed: string): string {
  const text = typed.trim();
  return text.split(/\s+/).some((word) => word.length >= MIN_QUERY_WORD) ? text : '';
}
