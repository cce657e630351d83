// One PDF file drawn with pdfkit, for the agreement and the CE roster (D-205).

export type PdfDoc = PDFKit.PDFDocument;

/** What WinAnsiEncoding has besides ASCII and Latin-1: its codes 0x80 to 0x9F. */
const WIN_ANSI_HIGH = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/**
 * `text` as pdfkit's standard fonts can draw it. They encode WinAnsi only, and pdfkit writes
 * another character's code as two bytes, two wrong glyphs: it is drawn as "?", as our own
 * writer did (D-179). Line breaks stay for pdfkit to wrap at.
 */
export function winAnsi(text: string): string {
  return Array.from(text, (char) => {
    const code = char.codePointAt(0)!;
    return char === '\n' || (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_HIGH.has(char) ? char : '?';
  }).join('');
}

/**
 * A US Letter PDF drawn by `draw`, as one buffer. pdfkit is CommonJS and slow to load: it is
 * imported on the first PDF, not at cold start, and only the two functions that draw one
 * bundle it (D-155). Its standard fonts are read from beside the bundle (infra/stacks/function.ts).
 */
export async function renderPdf(options: { margin: number; info: { Title: string; Author: string } }, draw: (doc: PdfDoc) => void): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'LETTER', margin: options.margin, info: options.info });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}
