import type { ItemIssue } from '#shared/open-house.js';

/** 'Item 3 (MLS 1234567), price: Enter a number.' */
export function describeIssue(issue: ItemIssue): string {
  const which = issue.mls_number ? `Item ${issue.item} (MLS ${issue.mls_number})` : `Item ${issue.item}`;
  return `${which}, ${issue.field}: ${issue.message}`;
}
