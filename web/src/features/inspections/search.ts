/** The search box (DOMAIN "Fixed on purpose"): address or client, ignoring case. */
export function matchesSearch(item: { property_address: string; client_full_name: string }, query: string): boolean {
  const needle = query.trim().toLowerCase();
  return !needle || item.property_address.toLowerCase().includes(needle) || item.client_full_name.toLowerCase().includes(needle);
}
