import { describe, expect, it } from 'vitest';
import { renderSampleReportPdf } from '#infra/cli/sample-report-pdf.js';
import { SAMPLE_SECTIONS } from '#infra/cli/sample-report.js';
import { REPORT_PARTS, reportSectionsSchema } from '#shared/reports.js';

const input = {
  business_name: 'Gulf Coast Home Inspections',
  business_license: '24681',
  report_number: '2025K7QZ',
  client_name: 'Dana Whitfield',
  property_address: '14122 Brookhollow Bend, Cypress, TX 77429',
  inspection_date: '2025-03-14',
  inspector_name: 'Marcus Lee',
  sections: SAMPLE_SECTIONS,
  preamble: [
    { heading: 'Purpose of inspection', text: 'A visual survey of the accessible systems on the day of the inspection.' },
    { heading: 'Limitations', text: 'Concealed conditions and future performance are outside the inspection.' },
  ],
};

describe('SAMPLE_SECTIONS', () => {
  it('passes the sections schema unchanged, already in the form order', () => {
    const parsed = reportSectionsSchema.parse(SAMPLE_SECTIONS);
    expect(parsed).toEqual(SAMPLE_SECTIONS);
    expect(parsed.map((s) => s.sectionCode)).toEqual(SAMPLE_SECTIONS.map((s) => s.sectionCode));
  });

  it('covers all six parts with unique codes', () => {
    const numerals = new Set(SAMPLE_SECTIONS.map((s) => s.sectionCode.split('.')[0]));
    expect([...numerals]).toEqual(REPORT_PARTS.map((p) => p.numeral));
    const codes = SAMPLE_SECTIONS.map((s) => s.sectionCode);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toContain('I.K');
    expect(codes).toContain('V.H');
    expect(codes).toContain('VI.C');
  });

  it('gives every section a title, 3 to 8 checklist items and comments', () => {
    for (const s of SAMPLE_SECTIONS) {
      expect(s.sectionTitle.trim(), s.sectionCode).not.toBe('');
      expect(s.comments.trim(), s.sectionCode).not.toBe('');
      expect(s.checklistItems.length, s.sectionCode).toBeGreaterThanOrEqual(3);
      expect(s.checklistItems.length, s.sectionCode).toBeLessThanOrEqual(8);
    }
  });

  it('mixes the ratings: mostly I, several D, some NP and NI', () => {
    const count = (rating: string) => SAMPLE_SECTIONS.filter((s) => s.rating === rating).length;
    expect(count('D')).toBeGreaterThanOrEqual(3);
    expect(count('NP')).toBeGreaterThanOrEqual(1);
    expect(count('NI')).toBeGreaterThanOrEqual(1);
    expect(count('I')).toBeGreaterThan(SAMPLE_SECTIONS.length / 2);
  });
});

describe('renderSampleReportPdf', () => {
  it('renders a multi-page PDF', async () => {
    const pdf = await renderSampleReportPdf(input);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(5_000);
    const pages = pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? [];
    expect(pages.length).toBeGreaterThanOrEqual(3);
  });

  it('writes the header, the parts, the marked checklist and the page footer', async () => {
    const pdf = (await renderSampleReportPdf(input, { compress: false })).toString('latin1');
    const pages = (pdf.match(/\/Type \/Page\b/g) ?? []).length;
    const lines = pdfLines(pdf);
    for (const line of ['Name of Client', 'Dana Whitfield', 'Report Number', '2025K7QZ', 'I. STRUCTURAL SYSTEMS', 'VI. OPTIONAL SYSTEMS', 'I.A  Foundations', 'Rating: Deficient', '[x] Double-tapped breaker observed', '[ ] GFCI protection in garage', 'Limitations']) {
      expect(lines, line).toContain(line);
    }
    for (let page = 1; page <= pages; page++) expect(lines, `page ${page}`).toContain(`Page ${page} of ${pages}`);
    expect(lines.filter((l) => l === 'Report Identification: 2025K7QZ')).toHaveLength(pages);
  });
});

/** The text of each TJ operator of an uncompressed pdfkit PDF: hex glyph runs split by kerning numbers. */
function pdfLines(pdf: string): string[] {
  return [...pdf.matchAll(/\[((?:<[0-9a-f]*>\s*-?[\d.]*\s*)+)\]\s*TJ/g)].map((m) =>
    [...m[1]!.matchAll(/<([0-9a-f]*)>/g)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1')).join(''),
  );
}
