import { describe, expect, it } from 'vitest';
import { repairMessages } from '#shared/report-repairs.js';
import type { ReportSection } from '#shared/reports.js';
import { draftTotal, splitByRating, toDraft, toggleItem, toSave } from '#web/src/features/reports/repair-draft.js';

// The repair request as the report page edits it (product/portal.md §2 "Repair request").

const section = (sectionCode: string, rating: ReportSection['rating'], comments = ''): ReportSection => ({ sectionCode, sectionTitle: `Title ${sectionCode}`, rating, checklistItems: [], comments, photos: [] });
const sections = [section('I.A', 'I'), section('I.B', 'D', 'Ponding at the rear.'), section('II.A', 'D', 'Double tap.'), section('IV.C', 'NI')];

describe('the repair draft', () => {
  it('offers the Deficient items first, then the others, each in the form’s order', () => {
    const { deficient, others } = splitByRating(sections);
    expect(deficient.map((s) => s.sectionCode)).toEqual(['I.B', 'II.A']);
    expect(others.map((s) => s.sectionCode)).toEqual(['I.A', 'IV.C']);
  });

  it('adds an item in order with the report’s words prefilled, and takes it out again', () => {
    let items = toggleItem([], sections[2]!);
    items = toggleItem(items, sections[0]!);
    expect(items.map((item) => [item.section_code, item.finding, item.request, item.amount])).toEqual([
      ['I.A', '', '', ''],
      ['II.A', 'Double tap.', '', ''],
    ]);
    expect(toggleItem(items, sections[2]!).map((item) => item.section_code)).toEqual(['I.A']);
  });

  it('sends amounts as cents and refuses one it cannot read, naming the item', () => {
    const items = toDraft([
      { section_code: 'I.B', section_title: 'x', rating: 'D', finding: 'f', request: 'Credit', amount_cents: 125_050 },
      { section_code: 'II.A', section_title: 'y', rating: 'D', finding: '', request: 'Repair', amount_cents: null },
    ]);
    expect(items.map((item) => item.amount)).toEqual(['1250.50', '']);
    expect(toSave(items)).toEqual({
      items: [
        { section_code: 'I.B', finding: 'f', request: 'Credit', amount_cents: 125_050 },
        { section_code: 'II.A', finding: '', request: 'Repair', amount_cents: null },
      ],
    });
    expect(draftTotal([...items, { ...items[1]!, amount: '0.25' }])).toBe(125_075);
    expect(toSave([{ ...items[0]!, amount: '12,5' }])).toEqual({ errors: { 'I.B': repairMessages.amount } });
    expect(toSave([{ ...items[0]!, amount: '2000000' }])).toEqual({ errors: { 'I.B': repairMessages.amountTooLarge } });
  });
});
