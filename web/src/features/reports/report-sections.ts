import { DISCLAIMER_ID, REPORT_PARTS, type ReportSection } from '#shared/reports.js';

// What the viewer derives from the sections (kept free of React, so it is easy to test).

export const SECTION_PARAM = 'section';
/** Where checkout sends the payer back (`success`), and where a failed setup lands (`payment=failed`). */
export const CHECKOUT_PARAM = 'checkout';
export const PAYMENT_PARAM = 'payment';

/** The section a `?section=I.A` deep link names; the Disclaimer when absent or unknown. */
export function selectedKey(sections: readonly ReportSection[], param: string | null): string {
  return param && sections.some((section) => section.sectionCode === param) ? param : DISCLAIMER_ID;
}

/** The reading order: the Disclaimer, then every section. */
export const entryKeys = (sections: readonly ReportSection[]) => [DISCLAIMER_ID, ...sections.map((section) => section.sectionCode)];

/**
 * The search string for a section's link. Other parameters stay, except the one-time
 * notices about a checkout: once the reader moves on they are stale.
 */
export function sectionSearch(current: URLSearchParams, key: string): string {
  const next = new URLSearchParams(current);
  next.delete(CHECKOUT_PARAM);
  next.delete(PAYMENT_PARAM);
  if (key === DISCLAIMER_ID) next.delete(SECTION_PARAM);
  else next.set(SECTION_PARAM, key);
  const text = next.toString();
  return text ? `?${text}` : '';
}

export const checkedCount = (section: ReportSection) => section.checklistItems.filter((item) => item.checked).length;

/** The part a section belongs to ('I. Structural Systems'), from its code. */
export function partTitle(sectionCode: string): string {
  const numeral = sectionCode.split('.')[0];
  const part = REPORT_PARTS.find((candidate) => candidate.numeral === numeral);
  return part ? `${part.numeral}. ${part.title}` : 'Other';
}

/** Sections grouped by part, in order (they arrive sorted, product/rules.md "Report sections"). */
export function groupByPart(sections: readonly ReportSection[]): { title: string; sections: ReportSection[] }[] {
  const groups: { title: string; sections: ReportSection[] }[] = [];
  for (const section of sections) {
    const title = partTitle(section.sectionCode);
    const last = groups.at(-1);
    if (last?.title === title) last.sections.push(section);
    else groups.push({ title, sections: [section] });
  }
  return groups;
}

/** Paragraphs are separated by a blank line; single line breaks inside one are kept by the caller's CSS. */
export const splitParagraphs = (text: string) =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
