/** Long lists (a 5,000-listing file can hold thousands of errors) are drawn up to this many. */
export const LIST_CAP = 50;

/** The first `cap` items to draw, and how many are left out ("and N more"). */
export function capList<T>(items: readonly T[], cap = LIST_CAP): { shown: readonly T[]; more: number } {
  return { shown: items.length > cap ? items.slice(0, cap) : items, more: Math.max(0, items.length - cap) };
}
