import { createHash } from 'node:crypto';
import PDFDocument from 'pdfkit';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { AGREEMENT_VERSION, buildAgreementText } from '#shared/contracts.js';
import type { Roster } from '#shared/ce-reports.js';
import { renderAgreementPdf } from '#functions/integrations/agreement-pdf.js';
import { renderRosterPdf } from '#functions/ce/roster-pdf.js';
import { pdfLines, pdfObjects, pdfTextLines } from '#test/support/pdf-text.js';

// Our use of pdfkit (D-205): what the agreement and the roster say, read back from the file.
// The agreement reads line for line as our own writer (D-179) drew it, and as pdfkit did before.

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

const text = buildAgreementText(facts);
const sha256 = createHash('sha256').update(text, 'utf8').digest('hex');
const agreement = {
  business_name: facts.business_name,
  agreement_text: text,
  agreement_version: AGREEMENT_VERSION,
  agreement_sha256: sha256,
  signer_name: facts.client_full_name,
  signed_at: '2026-11-25T23:00:00Z',
  ip_address: '203.0.113.7',
  user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148',
  signature_png: signature(),
};

// The body as it was signed before pdfkit came back (taken from our writer's file, the same as pdftotext read it).
const AGREEMENT_BODY_LINES = [
  'This agreement is between Zoë Ávila-Núñez ("Client") and Agent’s Preferred Inspector, TREC #12345',
  '("Inspector"), for the inspection of the property at 1507 Heights Blvd, Houston, TX 77008 ("Property") on',
  'December 3, 2026, 9:00 AM - 12:00 PM window.',
  '1. Scope. Inspector will perform a visual, non-invasive inspection of the readily accessible systems and',
  'components of the Property and report on their condition as observed on the day of the inspection, following',
  'the Standards of Practice of the Texas Real Estate Commission (TREC, 22 TAC §§535.227-535.233). The',
  'inspection is not technically exhaustive and does not cover items that are concealed, inaccessible, or outside',
  'those standards (for example mold, asbestos, radon, lead, pests, code compliance, or the remaining life of any',
  'component).',
  '2. Report. Inspector will deliver a written report on the TREC property inspection report form. The report is for',
  'the Client only and is released once the fee is paid.',
  '3. Fee. The inspection fee is $45,000.00, due before the report is released. Unpaid balances accrue a late fee',
  'of 8% per year (APR) from the inspection date until paid.',
  '4. Claims. Any claim arising from the inspection or the report must be made within 12 months of the inspection',
  'date. Client must give Inspector written notice of any claim within 10 business days of discovering the',
  'condition, and allow Inspector to re-inspect before any repair or replacement, except in an emergency.',
  '5. Limit of liability. Inspector is not an insurer and makes no warranty or guarantee. To the fullest extent allowed',
  'by law, the liability of Inspector, its employees and agents for any claim is limited to the inspection fee paid.',
  '6. Arbitration. Any dispute that cannot be settled by the parties will be resolved by binding arbitration under the',
  'rules of a recognised arbitration service in the county where the Property is located, instead of a court trial.',
  '7. Governing law. This agreement is governed by the laws of the State of Texas. If any part of it is held invalid,',
  'the rest remains in effect.',
  '8. Cancellation. Client may cancel or reschedule free of charge up to 48 hours before the scheduled window.',
  '9. TREC notice. The Texas Real Estate Commission (TREC) regulates real estate inspectors: P.O. Box 12188,',
  'Austin, Texas 78711-2188, (512) 936-3000. Questions about this inspection: (713) 555-0100,',
  'office@example.com.',
  '10. Signature. By typing their full name, ticking "I agree" and signing below, Client confirms they have read,',
  'understood and accept this agreement, and that this electronic signature has the same effect as a handwritten',
  'one.',
];

describe('the signed agreement PDF', () => {
  it('reads line for line as before: the business, the title, the text, then the evidence of signing and its hash', async () => {
    expect(pdfTextLines(await renderAgreementPdf(agreement))).toEqual([
      'Agent’s Preferred Inspector',
      'PRE-INSPECTION SERVICE AGREEMENT',
      ...AGREEMENT_BODY_LINES,
      'Client signature',
      'Signed by: Zoë Ávila-Núñez',
      'Signed at: 2026-11-25T23:00:00Z (UTC)',
      'IP address: 203.0.113.7',
      'Browser: Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like',
      'Gecko) Version/18.0 Mobile/15E148',
      `Agreement version: ${AGREEMENT_VERSION}`,
      `SHA-256 of the agreement text: ${sha256}`,
    ]);
  });

  it('says "unknown" for a missing address or browser, "?" for a character the standard fonts lack, and starts the evidence on a new page when little room is left', async () => {
    const lines = pdfLines(await renderAgreementPdf({ ...agreement, signer_name: 'Nguyễn Văn Ánh ✍️', ip_address: '', user_agent: '' }));
    expect(lines.map((line) => line.text)).toEqual(expect.arrayContaining(['Signed by: Nguy?n V?n Ánh ??', 'IP address: unknown', 'Browser: unknown']));
    expect(lines.find((line) => line.text === 'Client signature')!.page).toBe(2);
    expect(lines.find((line) => line.text === 'one.')!.page).toBe(1);
  });

  it('draws the signature with its transparency, fitted into 240 × 120 points', async () => {
    const pdf = await renderAgreementPdf(agreement);
    const objects = [...pdfObjects(pdf).values()];
    const image = objects.find((object) => /\/Subtype \/Image[\s\S]*\/SMask/.test(object.dictionary))!;
    expect(image.dictionary).toMatch(/\/Width 400\s+\/Height 200/);
    const content = objects.find((object) => object.data?.toString('latin1').includes(' Do'))!.data!.toString('latin1');
    expect(content).toMatch(/240 0 0 -120 [\d.]+ [\d.]+ cm\s+\/I\d+ Do/);
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

  it('lists the details, one row per student, then the certification and the signature line, as before', async () => {
    expect(pdfTextLines(await renderRosterPdf(roster(3)))).toEqual([
      'Continuing Education Class Roster',
      'Provider: Agent’s Preferred Inspector (provider number 0123)',
      'Instructor: Ivy Instructor',
      'Course title: Contracts, Addenda & "Forms"',
      'Course number: RIR-1',
      'Credit hours: 4',
      'Session date: 2026-11-25 9:00 AM',
      'Location: —',
      'Students: 3',
      // A row's cells, each at its column.
      '#License numberStudent nameTime logged',
      '1600000Student Número 111/25/2026 9:04 AM',
      '2600001Maximiliano Bartholomew Fitzgerald-Worthingto…11/25/2026 9:04 AM',
      '3600002Student Número 311/25/2026 9:04 AM',
      'I attended this class and certify that this roster is true and complete.',
      'Signature of provider representativeDate',
    ]);
  });

  it('cuts a name longer than its column with "…" on its row, clear of the next column', async () => {
    const lines = pdfLines(await renderRosterPdf(roster(3)));
    const long = lines.find((line) => line.text.startsWith('Maximiliano'))!;
    const time = lines.find((line) => line.y === long.y && line.text.includes('9:04 AM'))!;
    expect(long.text.endsWith('…')).toBe(true);
    const width = new PDFDocument().font('Helvetica').fontSize(10).widthOfString(long.text);
    expect(long.x + width).toBeLessThanOrEqual(time.x - 6);
    expect(lines.filter((line) => line.text.includes('Worthington') || line.text.startsWith('de la Cruz'))).toEqual([]);
  });

  it('goes on over pages, and says when nobody logged attendance', async () => {
    const long = pdfLines(await renderRosterPdf(roster(60)));
    expect(Math.max(...long.map((line) => line.page))).toBe(2);
    expect(long.filter((line) => /^Student Número/.test(line.text))).toHaveLength(59);
    expect(pdfTextLines(await renderRosterPdf(roster(0)))).toContain('No students logged attendance.');
  });
});
