/** The query string of a paged list's request: the cursor the last page gave, and the search. */
export function pageParams(cursor: string | undefined, q: string | undefined): string {
  const params = new URLSearchParams();
  if (cursor) params.set('cursor', cursor);
  if (q) params.set('q', q);
  const text = params.toString();
  return text ? `?${text}` : '';
}
