import { PdfDocument } from './pdf-document.js';
import { readPngPixels } from './png-pixels.js';

// Apart from the contracts rules so that only the signing function bundles the PDF writer.

export interface SignedAgreement {
  business_name: string;
  agreement_text: string;
  agreement_version: string;
  agreement_sha256: string;
  signer_name: string;
  signed_at: string;
  ip_address: string;
  user_agent: string;
  signature_png: Buffer;
}

/** The signed agreement as a PDF: the text the client read, then the evidence of signing. */
export async function renderAgreementPdf(agreement: SignedAgreement): Promise<Buffer> {
  const doc = new PdfDocument(60, { Title: 'Pre-inspection service agreement', Author: agreement.business_name });
  doc.font('Helvetica-Bold', 14).text(agreement.business_name, { align: 'center' }).moveDown(0.5);
  const [title, ...body] = agreement.agreement_text.split('\n');
  doc.font('Helvetica-Bold', 12).text(title ?? '', { align: 'center' }).moveDown();
  doc.font('Helvetica', 10).text(body.join('\n'), { align: 'left', lineGap: 2 }).moveDown(1.5);

  if (doc.y > doc.page.height - 300) doc.addPage();
  doc.font('Helvetica-Bold', 11).text('Client signature').moveDown(0.5);
  doc.image(readPngPixels(agreement.signature_png), 240, 120).moveDown(0.5);
  doc.font('Helvetica', 10);
  doc.text(`Signed by: ${agreement.signer_name}`);
  doc.text(`Signed at: ${agreement.signed_at} (UTC)`);
  doc.text(`IP address: ${agreement.ip_address || 'unknown'}`);
  doc.text(`Browser: ${agreement.user_agent.slice(0, 200) || 'unknown'}`);
  doc.text(`Agreement version: ${agreement.agreement_version}`);
  doc.text(`SHA-256 of the agreement text: ${agreement.agreement_sha256}`);
  return doc.end();
}
