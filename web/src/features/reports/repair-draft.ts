import { parseAmount, plainCents, prefillFinding, REPAIR_AMOUNT_MAX_CENTS, repairMessages, type RepairItem, type RepairItemInput } from '#shared/report-repairs.js';
import { sectionOrder, type ReportSection } from '#shared/reports.js';

// The repair request as the page edits it (kept free of React, so it is easy to test).

/** One chosen item while it is edited: the amount as typed. */
export interface DraftItem {
  section_code: string;
  section_title: string;
  rating: string;
  finding: string;
  request: string;
  amount: string;
}

/** The saved items, ready to edit. */
export const toDraft = (items: readonly RepairItem[]): DraftItem[] =>
  items.map((item) => ({ ...item, amount: item.amount_cents === null ? '' : plainCents(item.amount_cents) }));

/** A report item newly chosen: the report's words prefilled, the request still to write. */
export const newDraftItem = (section: ReportSection): DraftItem => ({
  section_code: section.sectionCode,
  section_title: section.sectionTitle,
  rating: section.rating,
  finding: prefillFinding(section.comments),
  request: '',
  amount: '',
});

/** Adds an item in the form's order, or takes it out. */
export function toggleItem(items: readonly DraftItem[], section: ReportSection): DraftItem[] {
  if (items.some((item) => item.section_code === section.sectionCode)) return items.filter((item) => item.section_code !== section.sectionCode);
  return [...items, newDraftItem(section)].sort((a, b) => sectionOrder(a.section_code) - sectionOrder(b.section_code));
}

/** Items rated D first (what a request is usually made of), then the others, each in the form's order. */
export function splitByRating(sections: readonly ReportSection[]): { deficient: ReportSection[]; others: ReportSection[] } {
  return { deficient: sections.filter((section) => section.rating === 'D'), others: sections.filter((section) => section.rating !== 'D') };
}

/**
 * The draft as the PUT takes it, or the amounts that cannot be read (by item code), which
 * the page shows beside their fields before anything is sent.
 */
export function toSave(items: readonly DraftItem[]): { items: RepairItemInput[] } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const out = items.map((item) => {
    const cents = parseAmount(item.amount);
    if (cents === undefined) errors[item.section_code] = repairMessages.amount;
    else if (cents !== null && cents > REPAIR_AMOUNT_MAX_CENTS) errors[item.section_code] = repairMessages.amountTooLarge;
    return { section_code: item.section_code, finding: item.finding, request: item.request, amount_cents: cents ?? null };
  });
  return Object.keys(errors).length ? { errors } : { items: out };
}

/** The total of the amounts that can be read, in cents. */
export const draftTotal = (items: readonly DraftItem[]) => items.reduce((sum, item) => sum + (parseAmount(item.amount) ?? 0), 0);
