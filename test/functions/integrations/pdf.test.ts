import PDFDocument from 'pdfkit';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { buildAgreementText } from '#shared/contracts.js';
import type { Roster } from '#shared/ce-reports.js';
import { renderAgreementPdf } from '../../../functions/integrations/agreement-pdf.js';
import { PdfDocument } from '../../../functions/integrations/pdf-document.js';
import { widthOf } from '../../../functions/integrations/pdf-fonts.js';
import { renderRosterPdf } from '../../../functions/integrations/roster-pdf.js';
import { pdfLines, pdfStreams, pdfTextLines } from '../../support/pdf-text.js';

// Our PDF writer (D-179) against pdfkit, which it replaced in the functions (the CLI's sample
// report still uses it): the same metrics, the same lines, every word of the agreement.

const facts = {
  business_name: 'Agent’s Preferred Inspector',
  business_license: 'TREC #12345',
  business_phone: '7135550100',
  business_email: 'office@example.com',
  client_full_name: 'Zoë Ávila-Núñez',
  property_address: '1507 Heights Blvd, Houston, TX 77008',
  total_price: 45000,
  inspection_date: '2026-12-03',
  inspection_time: '9:00 AM - 12:00 PM',
};

/** A 400 × 200 RGBA signature: a dark stroke on a transparent pad, as the signing page draws it. */
function signature(): Buffer {
  const png = new PNG({ width: 400, height: 200 });
  for (let y = 0; y < 200; y++) {
    for (let x = 0; x < 400; x++) png.data.set([20, 20, 80, Math.abs(y - 100 - 40 * Math.sin(x / 30)) < 3 ? 255 : 0], (y * 400 + x) * 4);
  }
  return PNG.sync.write(png);
}

const agreement = (text = buildAgreementText(facts)) => ({
  business_name: facts.business_name,
  agreement_text: text,
  agreement_version: '2026-01',
  agreement_sha256: 'ab'.repeat(32),
  signer_name: facts.client_full_name,
  signed_at: '2026-11-25T23:00:00Z',
  ip_address: '203.0.113.7',
  user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148',
  signature_png: signature(),
});

const pdfkit = (font: string, size: number) => new PDFDocument({ size: 'LETTER', margin: 60 }).font(font).fontSize(size);

describe('PDF text metrics', () => {
  it('measure every WinAnsi string as pdfkit did, kerning included', () => {
    const samples = [buildAgreementText(facts), 'AVATAR Tow, “Yes.” L’Ô — 1,111.11 Fitzgerald-Worthington', 'Wave To Yo P. F, LT’ry'];
    for (const font of ['Helvetica', 'Helvetica-Bold'] as const) {
      const reference = pdfkit(font, 10);
      for (const text of samples.flatMap((sample) => sample.split(/\n| (?=[A-Z])/))) {
        expect(widthOf(text, font, 10)).toBeCloseTo(reference.widthOfString(text), 6);
      }
    }
  });

  it('wrap the agreement into as many lines as pdfkit did, at each width', () => {
    const body = buildAgreementText(facts).split('\n').slice(1).join('\n');
    for (const width of [492, 350, 200]) {
      const expected = Math.round(pdfkit('Helvetica', 10).heightOfString(body, { width, lineGap: 2 }) / (11.56 + 2));
      // Blank lines draw nothing: count them apart.
      const blank = body.split('\n').filter((paragraph) => !paragraph).length;
      expect(pdfTextLines(renderBody(body, width)).length + blank).toBe(expected);
    }
  });
});

/** The body alone, through the same writer at a given width: what the wrapping test compares. */
function renderBody(body: string, width: number): Buffer {
  const doc = new PdfDocument(60, { Title: 't', Author: 'a' });
  doc.font('Helvetica', 10).text(body, { width, lineGap: 2 });
  return doc.end();
}

describe('the signed agreement PDF', () => {
  it('holds every word of the agreement in order, then the evidence of signing', async () => {
    const input = agreement();
    const pdf = await renderAgreementPdf(input);
    const lines = pdfTextLines(pdf);
    expect(lines[0]).toBe(facts.business_name);
    expect(lines[1]).toBe('PRE-INSPECTION SERVICE AGREEMENT');
    const words = (text: string) => text.split(/\s+/).filter(Boolean).join(' ');
    const drawn = lines.join(' ').replace(/- (?=[A-Za-z])/g, '-');
    expect(words(drawn)).toContain(words(input.agreement_text.split('\n').slice(1).join(' ')));
    expect(lines).toEqual(expect.arrayContaining(['Client signature', `Signed by: ${facts.client_full_name}`, 'Signed at: 2026-11-25T23:00:00Z (UTC)', 'IP address: 203.0.113.7', 'Agreement version: 2026-01']));
    expect(pdf.toString('latin1')).toContain('/Title <FEFF');
  });

  it('embeds the signature with its transparency as a soft mask', async () => {
    const streams = pdfStreams(await renderAgreementPdf(agreement()));
    const image = streams.find((stream) => stream.dictionary.includes('/DeviceRGB'))!;
    const mask = streams.find((stream) => stream.dictionary.includes('/DeviceGray'))!;
    expect(image.dictionary).toMatch(/\/Width 400 \/Height 200 .*\/SMask \d+ 0 R/);
    expect(image.data.length).toBe(400 * 200 * 3);
    expect(mask.data.length).toBe(400 * 200);
    expect(mask.data.filter((alpha) => alpha === 255).length).toBeGreaterThan(1000);
  });

  it('is a well-formed file: every cross-reference points at its object', async () => {
    const pdf = await renderAgreementPdf(agreement());
    const text = pdf.toString('latin1');
    const start = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(start, start + 4)).toBe('xref');
    const offsets = [...text.slice(start).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    offsets.forEach((offset, index) => expect(text.slice(offset, offset + 12)).toMatch(new RegExp(`^${index + 1} 0 obj`)));
  });

  it('cuts a word longer than the line instead of running off the page', async () => {
    const lines = pdfLines(await renderAgreementPdf(agreement(`TITLE\n${'x'.repeat(200)}`)));
    expect(Math.max(...lines.map((line) => line.x + widthOf(line.text, 'Helvetica', 10)))).toBeLessThanOrEqual(612 - 60 + 0.01);
  });
});

describe('the CE roster PDF', () => {
  const roster = (count: number): Roster => ({
    provider: { provider_name: 'Agent’s Preferred Inspector', provider_number: '0123', instructor_name: 'Ivy Instructor' } as Roster['provider'],
    session: { id: 's', class_name: 'Contracts, Addenda & "Forms"', class_code: 'RIR-1', class_hours: 4, session_date: '2026-11-25', session_time: '9:00 AM', location: '' },
    students: Array.from({ length: count }, (_, index) => ({
      license_number: String(600000 + index),
      full_name: index === 1 ? 'Maximiliano Bartholomew Fitzgerald-Worthington de la Cruz' : `Student Número ${index + 1}`,
      logged_at: '2026-11-25T15:04:00Z',
    })),
    time_zone: 'America/Chicago',
  });

  it('lists the details, one row per student, a long name cut with an ellipsis, then the certification', async () => {
    const lines = pdfLines(await renderRosterPdf(roster(3)));
    const texts = lines.map((line) => line.text);
    expect(texts).toEqual(expect.arrayContaining(['Continuing Education Class Roster', 'Provider: ', 'Agent’s Preferred Inspector (provider number 0123)', 'Location: ', '—']));
    expect(texts).toEqual(expect.arrayContaining(['1', '600000', 'Student Número 1', '11/25/2026 9:04 AM', 'Signature of provider representative', 'Date']));
    const long = texts.find((text) => text.startsWith('Maximiliano'))!;
    expect(long.endsWith('…')).toBe(true);
    expect(widthOf(long, 'Helvetica', 10)).toBeLessThanOrEqual(230 - 6);
    expect(texts).toContain('I attended this class and certify that this roster is true and complete.');
  });

  it('goes on over pages, and says when nobody logged attendance', async () => {
    const long = pdfLines(await renderRosterPdf(roster(60)));
    expect(Math.max(...long.map((line) => line.page))).toBe(2);
    expect(long.filter((line) => /^Student Número/.test(line.text))).toHaveLength(59);
    expect(pdfLines(await renderRosterPdf(roster(0))).map((line) => line.text)).toContain('No students logged attendance.');
  });
});
