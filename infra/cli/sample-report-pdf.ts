import PDFDocument from 'pdfkit';
import { RATINGS, REPORT_PARTS, ratingLabel, type DisclaimerPart, type ReportSection } from '#shared/reports.js';

export interface SampleReportInput {
  business_name: string;
  business_license: string;
  report_number: string;
  client_name: string;
  property_address: string;
  inspection_date: string;
  inspector_name: string;
  sections: ReportSection[];
  preamble: DisclaimerPart[];
}

type Doc = PDFKit.PDFDocument;

const MARGIN = 54;
/** Room a section heading needs with a few lines under it; less than this starts a new page. */
const SECTION_MIN_SPACE = 140;

/**
 * The demo report PDF, laid out like TREC form REI 7-6: the header block, the preamble,
 * then each part with its sections, with pdfkit as the agreement and the CE roster are
 * (functions/integrations/pdf-file.ts, D-205). Standard Helvetica only.
 * `compress: false` lets a test read the text.
 */
export function renderSampleReportPdf(input: SampleReportInput, options: { compress?: boolean } = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margin: MARGIN,
      bufferPages: true,
      compress: options.compress ?? true,
      info: { Title: `Property Inspection Report ${input.report_number}`, Author: input.business_name },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    writeHeader(doc, input);
    for (const part of input.preamble) {
      doc.font('Helvetica-Bold').fontSize(10).text(part.heading).moveDown(0.2);
      doc.font('Helvetica').fontSize(9).text(part.text, { lineGap: 1.5 }).moveDown(0.8);
    }
    // The sections start on a page of their own, then flow from part to part as on the form.
    doc.addPage();
    for (const part of REPORT_PARTS) {
      const sections = input.sections.filter((s) => s.sectionCode.startsWith(`${part.numeral}.`));
      if (sections.length === 0) continue;
      writePartHeading(doc, `${part.numeral}. ${part.title.toUpperCase()}`);
      for (const section of sections) writeSection(doc, section);
    }
    writeFooters(doc, input.report_number);
    doc.end();
  });
}

/** The form's first-page block: who, where, when, by whom, and the report number. */
function writeHeader(doc: Doc, input: SampleReportInput): void {
  doc.font('Helvetica-Bold').fontSize(15).text('PROPERTY INSPECTION REPORT', { align: 'center' });
  doc.font('Helvetica').fontSize(10).text(input.business_name, { align: 'center' }).moveDown(1.2);
  const rows: [string, string][] = [
    ['Name of Client', input.client_name],
    ['Date of Inspection', input.inspection_date],
    ['Address of Inspected Property', input.property_address],
    ['Name of Inspector', input.inspector_name],
    ['TREC License #', input.business_license],
    ['Report Number', input.report_number],
  ];
  const width = doc.page.width - 2 * MARGIN;
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(9).text(label, MARGIN, y, { width: 170 });
    doc.font('Helvetica').fontSize(10).text(value, MARGIN + 175, y, { width: width - 175 });
    const bottom = Math.max(doc.y, y + 12) + 3;
    doc.moveTo(MARGIN, bottom).lineTo(MARGIN + width, bottom).lineWidth(0.5).strokeColor('#999999').stroke();
    doc.x = MARGIN;
    doc.y = bottom + 6;
  }
  doc.moveDown(0.8);
  doc.font('Helvetica-Bold').fontSize(9).text('I = Inspected     NI = Not Inspected     NP = Not Present     D = Deficient', { align: 'center' });
  doc.moveDown(1.2);
}

function writePartHeading(doc: Doc, title: string): void {
  if (doc.y > doc.page.height - MARGIN - SECTION_MIN_SPACE - 40) doc.addPage();
  else if (doc.y > doc.page.margins.top) doc.moveDown(0.6);
  doc.font('Helvetica-Bold').fontSize(12).fillColor('black').text(title, MARGIN);
  const y = doc.y + 2;
  doc.moveTo(MARGIN, y).lineTo(doc.page.width - MARGIN, y).lineWidth(1).strokeColor('black').stroke();
  doc.y = y + 8;
}

/** One section: the four rating boxes as on the form, the title, the checklist, the comments. */
function writeSection(doc: Doc, section: ReportSection): void {
  if (doc.y > doc.page.height - MARGIN - SECTION_MIN_SPACE) doc.addPage();
  const top = doc.y;
  let x = MARGIN;
  doc.font('Helvetica').fontSize(8).lineWidth(0.75).strokeColor('black');
  for (const rating of RATINGS) {
    doc.rect(x, top, 9, 9).stroke();
    if (rating === section.rating) {
      doc.moveTo(x + 1.5, top + 1.5).lineTo(x + 7.5, top + 7.5).moveTo(x + 7.5, top + 1.5).lineTo(x + 1.5, top + 7.5).stroke();
    }
    doc.text(rating, x + 11, top + 1, { lineBreak: false });
    x += 30;
  }
  const titleX = MARGIN + 130;
  doc.font('Helvetica-Bold').fontSize(10.5).text(`${section.sectionCode}  ${section.sectionTitle}`, titleX, top, { width: doc.page.width - MARGIN - titleX });
  doc.font('Helvetica-Oblique').fontSize(8.5).text(`Rating: ${ratingLabel(section.rating)}`, titleX);
  doc.x = MARGIN;
  doc.moveDown(0.4);
  doc.font('Helvetica').fontSize(9);
  for (const item of section.checklistItems) doc.text(`${item.checked ? '[x]' : '[ ]'} ${item.label}`, MARGIN + 12);
  doc.x = MARGIN;
  if (section.comments.trim()) {
    doc.moveDown(0.4).font('Helvetica-Bold').fontSize(9).text('Comments:', MARGIN);
    doc.font('Helvetica').fontSize(9.5).text(section.comments.trim(), MARGIN, doc.y, { lineGap: 1.5 });
  }
  doc.moveDown(1.2);
}

/** "Page n of m" needs the page count, so footers go on last, over the buffered pages. */
function writeFooters(doc: Doc, reportNumber: string): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing inside the bottom margin would otherwise make pdfkit add a page.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN + 18;
    const width = doc.page.width - 2 * MARGIN;
    doc.font('Helvetica').fontSize(8).fillColor('#444444');
    doc.text(`Report Identification: ${reportNumber}`, MARGIN, y, { width, align: 'left', lineBreak: false });
    doc.text(`Page ${i + 1 - range.start} of ${range.count}`, MARGIN, y, { width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottomMargin;
  }
  doc.fillColor('black');
}
