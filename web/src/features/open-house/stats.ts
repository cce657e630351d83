import type { ImportReply, PreviewReply, StatsReply } from '#shared/open-house.js';

// The numbers each step shows, as label and value (kept free of React, so they are easy to test).

/** A dark orange for warning text: 6.9:1 on white (Mantine's orange.9 is 4.3:1, under WCAG AA). */
export const WARNING_TEXT = '#9a3d00';

export interface Stat {
  label: string;
  value: number;
  /** A colour for a number that needs attention (errors, warnings) when it is not 0. */
  color?: string;
}

export const previewStats = (preview: PreviewReply): Stat[] => [
  { label: 'Listings in the data', value: preview.total_listings },
  { label: 'New open houses', value: preview.new_listings, color: 'teal.9' },
  { label: 'Duplicates', value: preview.duplicates, color: WARNING_TEXT },
  { label: 'Errors', value: preview.errors, color: 'red.9' },
  { label: 'Warnings', value: preview.warnings, color: WARNING_TEXT },
];

export const importResultStats = (result: ImportReply): Stat[] => [
  { label: 'Imported', value: result.imported, color: 'teal.9' },
  { label: 'Skipped', value: result.skipped },
  { label: 'Updated', value: result.updated },
  { label: 'Errors', value: result.errors, color: 'red.9' },
];

/** product/outreach.md §3 "Stats": what the database holds after the import. */
export const databaseStats = (stats: StatsReply): Stat[] => [
  { label: 'Listings stored', value: stats.total_listings },
  { label: 'Open-house dates', value: stats.total_dates },
  { label: 'Listing agents', value: stats.total_agents },
];
