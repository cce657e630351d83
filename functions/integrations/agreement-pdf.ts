import { renderPdf, winAnsi } from './pdf-file.js';

// Apart from the contracts rules so that only the signing function bundles pdfkit.

export interface SignedAgreement {
  business_name: string;
  agreement_text: string;
  agreement_version: string;
  agreement_sha256: string;
  signer_name: string;
  signed_at: string;
  ip_address: string;
  user_agent: string;
  /** Checked and re-encoded before it is stored, so pdfkit reads a plain PNG. */
  signature_png: Buffer;
}

/** The signed agreement as a PDF: the text the client read, then the evidence of signing. */
export function renderAgreementPdf(agreement: SignedAgreement): Promise<Buffer> {
  return renderPdf({ margin: 60, info: { Title: 'Pre-inspection service agreement', Author: agreement.business_name } }, (doc) => {
    doc.font('Helvetica-Bold').fontSize(14).text(winAnsi(agreement.business_name), { align: 'center' }).moveDown(0.5);
    const [title, ...body] = agreement.agreement_text.split('\n');
    doc.fontSize(12).text(winAnsi(title ?? ''), { align: 'center' }).moveDown();
    doc.font('Helvetica').fontSize(10).text(winAnsi(body.join('\n')), { align: 'left', lineGap: 2 }).moveDown(1.5);

    if (doc.y > doc.page.height - 300) doc.addPage();
    doc.font('Helvetica-Bold').fontSize(11).text('Client signature').moveDown(0.5);
    doc.image(agreement.signature_png, { fit: [240, 120] }).moveDown(0.5);
    doc.font('Helvetica').fontSize(10);
    doc.text(winAnsi(`Signed by: ${agreement.signer_name}`));
    doc.text(`Signed at: ${agreement.signed_at} (UTC)`);
    doc.text(winAnsi(`IP address: ${agreement.ip_address || 'unknown'}`));
    doc.text(winAnsi(`Browser: ${agreement.user_agent.slice(0, 200) || 'unknown'}`));
    doc.text(`Agreement version: ${agreement.agreement_version}`);
    doc.text(`SHA-256 of the agreement text: ${agreement.agreement_sha256}`);
  });
}
