import { deflateSync } from 'node:zlib';
import { kernedOperand, METRICS, widthOf, type FontName } from './pdf-fonts.js';
import type { Pixels } from './png-pixels.js';

// A small PDF 1.4 writer for what our documents draw: text in Helvetica and Helvetica-Bold,
// wrapped to the page, lines and one kind of image (D-179). In place of pdfkit (150 kB of the
// two functions that write PDFs); its layout rules are kept: positions from the top left,
// a line as high as the font's ascender, descender and gap, `moveDown` by lines.

const PAGE = { width: 612, height: 792 }; // US Letter
const FONT_IDS: Record<FontName, string> = { Helvetica: 'F1', 'Helvetica-Bold': 'F2' };

export interface Run {
  text: string;
  font: FontName;
}

const number = (value: number) => String(Math.round(value * 1000) / 1000);
/** A text string of the document information, in UTF-16 so that any name survives. */
const infoText = (text: string) => `<FEFF${Buffer.from(text, 'utf16le').swap16().toString('hex').toUpperCase()}>`;

export class PdfDocument {
  readonly page = PAGE;
  x: number;
  y: number;
  private currentFont: FontName = 'Helvetica';
  private size = 12;
  private pages: string[][] = [];
  private images: Pixels[] = [];

  constructor(
    readonly margin: number,
    private readonly info: { Title: string; Author: string },
  ) {
    this.x = margin;
    this.y = margin;
    this.addPage();
  }

  get bottom(): number {
    return PAGE.height - this.margin;
  }

  private get content(): string[] {
    return this.pages.at(-1)!;
  }

  addPage(): this {
    this.pages.push([]);
    this.x = this.margin;
    this.y = this.margin;
    return this;
  }

  font(name: FontName, size = this.size): this {
    this.currentFont = name;
    this.size = size;
    return this;
  }

  lineHeight(font = this.currentFont): number {
    return (METRICS[font].lineHeight * this.size) / 1000;
  }

  moveDown(lines = 1): this {
    this.y += this.lineHeight() * lines;
    return this;
  }

  /** Draws `text` with its top at (x, y). */
  private draw(text: string, font: FontName, x: number, y: number): void {
    if (!text) return;
    const baseline = PAGE.height - (y + (METRICS[font].ascender * this.size) / 1000);
    this.content.push(`BT /${FONT_IDS[font]} ${number(this.size)} Tf ${number(x)} ${number(baseline)} Td ${kernedOperand(text, font)} TJ ET`);
  }

  /**
   * Runs of text wrapped at spaces (and after hyphens) to `width`, each paragraph (`\n`) on
   * new lines, a new page when a line would cross the bottom margin; then y is below it.
   */
  text(runs: Run[] | string, options: { align?: 'left' | 'center'; lineGap?: number; width?: number } = {}): this {
    const parts = typeof runs === 'string' ? [{ text: runs, font: this.currentFont }] : runs;
    const width = options.width ?? PAGE.width - this.x - this.margin;
    const paragraphs: Run[][] = [[]];
    for (const run of parts) {
      run.text.split('\n').forEach((piece, index) => {
        if (index) paragraphs.push([]);
        for (const word of piece.match(/[^ -]*-(?=[A-Za-z])|[^ ]+ *| +/g) ?? []) paragraphs.at(-1)!.push({ text: word, font: run.font });
      });
    }
    for (const words of paragraphs) {
      const lines = this.wrap(words, width);
      for (const line of lines) {
        // As pdfkit: the line is as high as the font of its last run (a bold label, then its value).
        const height = this.lineHeight(line.at(-1)?.font ?? parts.at(-1)?.font);
        if (this.y + height > this.bottom) this.addPage();
        const used = line.reduce((sum, word, index) => sum + widthOf(index === line.length - 1 ? word.text.trimEnd() : word.text, word.font, this.size), 0);
        let x = this.x + (options.align === 'center' ? (width - used) / 2 : 0);
        // Neighbouring words in one font are one string, as a reader copies them.
        for (const run of line.reduce<Run[]>((runs, word) => {
          const last = runs.at(-1);
          if (last?.font === word.font) last.text += word.text;
          else runs.push({ ...word });
          return runs;
        }, [])) {
          this.draw(run.text, run.font, x, this.y);
          x += widthOf(run.text, run.font, this.size);
        }
        this.y += height + (options.lineGap ?? 0);
      }
    }
    this.currentFont = parts.at(-1)?.font ?? this.currentFont;
    return this;
  }

  /**
   * Lines of words, as pdfkit's LineWrapper fills them: a word with its trailing spaces must
   * fit in what is left of the line; a word longer than a whole line is cut where it fills one.
   */
  private wrap(words: Run[], width: number): Run[][] {
    const lines: Run[][] = [[]];
    let left = width;
    for (const word of words.flatMap((run) => this.cut(run, width))) {
      const wordWidth = widthOf(word.text, word.font, this.size);
      if (lines.at(-1)!.length && wordWidth > left) {
        lines.push([]);
        left = width;
      }
      lines.at(-1)!.push(word);
      left -= wordWidth;
    }
    return lines;
  }

  private cut(run: Run, width: number): Run[] {
    const pieces: Run[] = [];
    let rest = run.text;
    while (widthOf(rest.trimEnd(), run.font, this.size) > width) {
      let length = 1;
      while (widthOf(rest.slice(0, length + 1), run.font, this.size) <= width) length++;
      pieces.push({ text: rest.slice(0, length), font: run.font });
      rest = rest.slice(length);
    }
    return [...pieces, { text: rest, font: run.font }];
  }

  /** One line at (x, y), cut with an ellipsis to fit `width`; the cursor does not move. */
  cell(text: string, x: number, y: number, width: number): this {
    let shown = text;
    if (widthOf(shown, this.currentFont, this.size) > width) {
      while (shown && widthOf(`${shown}…`, this.currentFont, this.size) > width) shown = shown.slice(0, -1);
      shown = `${shown.trimEnd()}…`;
    }
    this.draw(shown, this.currentFont, x, y);
    return this;
  }

  line(x1: number, y1: number, x2: number, y2: number): this {
    this.content.push(`${number(x1)} ${number(PAGE.height - y1)} m ${number(x2)} ${number(PAGE.height - y2)} l S`);
    return this;
  }

  /** An image scaled to fit `width` × `height` at the cursor; y moves below it. */
  image(pixels: Pixels, width: number, height: number): this {
    const scale = Math.min(width / pixels.width, height / pixels.height);
    const [w, h] = [pixels.width * scale, pixels.height * scale];
    this.images.push(pixels);
    this.content.push(`q ${number(w)} 0 0 ${number(h)} ${number(this.x)} ${number(PAGE.height - this.y - h)} cm /Im${this.images.length} Do Q`);
    this.y += h;
    return this;
  }

  /** The whole file: catalog, pages, fonts, images, info, cross-reference table. */
  end(): Buffer {
    const objects: (string | Buffer)[] = [];
    /** Adds an object and answers its number. */
    const add = (body: string | Buffer) => objects.push(body);
    const stream = (dictionary: string, data: Buffer) => {
      const packed = deflateSync(data);
      return Buffer.concat([Buffer.from(`<< ${dictionary} /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`), packed, Buffer.from('\nendstream')]);
    };
    const catalog = add('');
    const pagesId = add('');
    const fonts = Object.entries(FONT_IDS).map(([name, id]) => `/${id} ${add(`<< /Type /Font /Subtype /Type1 /BaseFont /${name} /Encoding /WinAnsiEncoding >>`)} 0 R`);
    const images = this.images.map((pixels, index) => {
      const common = `/Type /XObject /Subtype /Image /Width ${pixels.width} /Height ${pixels.height} /BitsPerComponent 8`;
      const mask = pixels.alpha ? ` /SMask ${add(stream(`${common} /ColorSpace /DeviceGray`, pixels.alpha))} 0 R` : '';
      return `/Im${index + 1} ${add(stream(`${common} /ColorSpace /DeviceRGB${mask}`, pixels.rgb))} 0 R`;
    });
    const resources = `<< /Font << ${fonts.join(' ')} >> /XObject << ${images.join(' ')} >> /ProcSet [/PDF /Text /ImageC] >>`;
    const pageIds = this.pages.map((content) => {
      const contentId = add(stream('', Buffer.from(content.join('\n'), 'latin1')));
      return add(`<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources ${resources} /Contents ${contentId} 0 R >>`);
    });
    objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R >>`;
    objects[pagesId - 1] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
    const info = add(`<< /Title ${infoText(this.info.Title)} /Author ${infoText(this.info.Author)} /Producer (Inspection portal) >>`);
    const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
    let offset = parts[0]!.length;
    const offsets = objects.map((body, index) => {
      const part = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), Buffer.from(body), Buffer.from('\nendobj\n')]);
      parts.push(part);
      const at = offset;
      offset += part.length;
      return at;
    });
    const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`)].join('');
    parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${offset}\n%%EOF\n`));
    return Buffer.concat(parts);
  }
}
