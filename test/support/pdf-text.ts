import { inflateSync } from 'node:zlib';

// Reads back the PDFs pdfkit writes for us (functions/integrations/pdf-file.ts): each page's
// text runs with their positions and fonts, for tests. Not a general PDF reader: it knows
// pdfkit's layout of objects and its text operators, with the standard fonts in WinAnsi.

export interface PdfLine {
  page: number;
  x: number;
  /** From the bottom of the page, as PDF counts. */
  y: number;
  /** The base font's name, e.g. Helvetica-Bold. */
  font: string;
  size: number;
  text: string;
}

export interface PdfObject {
  dictionary: string;
  /** The stream's data, inflated; absent when the object has no stream. */
  data?: Buffer;
}

// WinAnsi bytes 0x80–0x9F that our documents use, back to Unicode (0xA0–0xFF are Latin-1).
const HIGH: Record<number, string> = { 0x85: '…', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x96: '–', 0x97: '—' };
const winAnsi = (bytes: Buffer) => [...bytes].map((byte) => HIGH[byte] ?? String.fromCharCode(byte)).join('');

/** Every object of `pdf` by number: its dictionary, and its stream inflated. */
export function pdfObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  for (const match of text.matchAll(/(\d+) 0 obj\s*<<((?:(?!endobj)[\s\S])*?)>>\s*(stream\r?\n|endobj)/g)) {
    const dictionary = match[2]!;
    if (match[3] === 'endobj') {
      objects.set(Number(match[1]), { dictionary });
      continue;
    }
    const start = match.index + match[0].length;
    const raw = pdf.subarray(start, start + Number(/\/Length (\d+)/.exec(dictionary)![1]));
    objects.set(Number(match[1]), { dictionary, data: dictionary.includes('/FlateDecode') ? inflateSync(raw) : raw });
  }
  return objects;
}

const ref = (dictionary: string, key: string) => Number(new RegExp(`/${key} (\\d+) 0 R`).exec(dictionary)?.[1]);

/** Every text run drawn (one TJ each), page by page in order. */
export function pdfLines(pdf: Buffer): PdfLine[] {
  const objects = pdfObjects(pdf);
  const pages = [...objects.values()].find((object) => /\/Type \/Pages\b/.test(object.dictionary))!;
  const kids = [.../\/Kids \[([^\]]*)\]/.exec(pages.dictionary)![1]!.matchAll(/(\d+) 0 R/g)].map((match) => objects.get(Number(match[1]))!);
  return kids.flatMap((page, index) => {
    const fonts = /\/Font <<([^>]*)>>/.exec(objects.get(ref(page.dictionary, 'Resources'))!.dictionary)![1]!;
    const baseFont = (id: string) => /\/BaseFont \/(\S+)/.exec(objects.get(ref(fonts, id))!.dictionary)![1]!;
    const content = objects.get(ref(page.dictionary, 'Contents'))!.data!.toString('latin1');
    return [...content.matchAll(/BT\s+1 0 0 1 ([\d.-]+) ([\d.-]+) Tm\s+\/(F\d+) ([\d.]+) Tf\s+\[(.*?)\] TJ\s+ET/g)].map((match) => ({
      page: index + 1,
      x: Number(match[1]),
      y: Number(match[2]),
      font: baseFont(match[3]!),
      size: Number(match[4]),
      text: [...match[5]!.matchAll(/<([0-9a-f]*)>/g)].map((hex) => winAnsi(Buffer.from(hex[1]!, 'hex'))).join(''),
    }));
  });
}

/** The runs drawn on each visual line, joined: the text a reader would copy, line by line. */
export function pdfTextLines(pdf: Buffer): string[] {
  const rows = new Map<string, PdfLine[]>();
  for (const line of pdfLines(pdf)) {
    const key = `${line.page}:${line.y}`;
    rows.set(key, [...(rows.get(key) ?? []), line]);
  }
  return [...rows.values()].map((row) => row.map((part) => part.text).join('').trimEnd());
}
