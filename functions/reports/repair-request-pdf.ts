import { formatCents, groupByPart, type RepairItem } from '#shared/report-repairs.js';
import { ratingLabel } from '#shared/reports.js';
import { renderPdf, winAnsi } from '../integrations/pdf-file.js';

// Apart from the rules so that only the repair request's download bundles pdfkit (D-155).

export interface RepairRequestFacts {
  business_name: string;
  property_address: string;
  client_name: string;
  agent_name: string;
  report_number: string;
  /** The inspection's date, YYYY-MM-DD, or null. */
  inspection_date: string | null;
  items: RepairItem[];
  total_cents: number;
  /** The viewer's address of an item: the report at that item (`?section=I.A`). */
  linkOf: (sectionCode: string) => string;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 2026-11-20 → November 20, 2026 (a calendar date: no time zone involved). */
export function longDate(date: string | null): string {
  if (!date) return 'not set';
  const [year, month, day] = date.split('-').map(Number);
  return `${MONTHS[month! - 1]} ${day}, ${year}`;
}

/**
 * One line per item that reads as a sentence of the amendment's repairs paragraph: the
 * report's item code and title, then the request and its amount. Copied from the PDF, it
 * pastes as it is.
 */
export function itemLine(item: RepairItem): string {
  const request = item.request || 'Repair';
  const amount = item.amount_cents === null ? '' : ` (${formatCents(item.amount_cents)})`;
  return `${item.section_code} ${item.section_title}: ${request.replace(/\s*\n\s*/g, ' ')}${amount}`;
}

/**
 * The repair request for the amendment (product/portal.md §2 "Repair request"): the property, the report
 * number and date, the items grouped by REI 7-6 part with their codes, the request, the
 * report's words, the amounts and their total; each item links to the report at that item.
 */
export function renderRepairRequestPdf(facts: RepairRequestFacts): Promise<Buffer> {
  return renderPdf({ margin: 54, info: { Title: `Repair request, report ${facts.report_number}`, Author: facts.business_name } }, (doc) => {
    const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
    const left = doc.page.margins.left;
    doc.font('Helvetica-Bold').fontSize(16).text('Repair Request', { align: 'center' }).moveDown(0.6);
    const details: [string, string][] = [
      ['Property', facts.property_address],
      ['Inspection report', `No. ${facts.report_number}, inspected ${longDate(facts.inspection_date)}`],
      ['Client', facts.client_name],
      ['Agent', facts.agent_name],
    ];
    for (const [label, value] of details) doc.font('Helvetica-Bold').fontSize(10).text(`${label}: `, { continued: true }).font('Helvetica').text(winAnsi(value));
    doc.moveDown();
    if (facts.items.length === 0) {
      doc.font('Helvetica').fontSize(11).text('No items are in this repair request yet.');
      return;
    }
    doc.font('Helvetica').fontSize(10).text('Items by part of the inspection report (TREC REI 7-6), each linked to the report.', { width });
    for (const part of groupByPart(facts.items)) {
      if (doc.y > doc.page.height - doc.page.margins.bottom - 90) doc.addPage();
      doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).text(winAnsi(`${part.numeral}. ${part.title}`), left, doc.y, { width });
      for (const item of part.items) {
        if (doc.y > doc.page.height - doc.page.margins.bottom - 70) doc.addPage();
        const link = facts.linkOf(item.section_code);
        doc.moveDown(0.4).font('Helvetica-Bold').fontSize(10.5).text(winAnsi(itemLine(item)), left, doc.y, { width, link });
        doc.font('Helvetica').fontSize(9).fillColor('#444444').text(`Rated ${ratingLabel(item.rating)}.`, { width });
        if (item.finding) doc.text(winAnsi(`Report: ${item.finding}`), { width });
        doc.fillColor('#1a4d8f').text(link, { width, link, underline: true }).fillColor('black');
      }
    }
    doc.moveDown(1).font('Helvetica-Bold').fontSize(11).text(`Total of the amounts: ${formatCents(facts.total_cents)}`, left, doc.y, { width });
  });
}
