import { inflateSync } from 'node:zlib';

// Reads back the PDFs our writer makes (functions/integrations/pdf-document.ts): each page's
// text lines with their positions, for tests. Not a general PDF reader.

export interface PdfLine {
  page: number;
  x: number;
  /** From the bottom of the page, as PDF counts. */
  y: number;
  font: string;
  text: string;
}

const latin1 = (body: string) =>
  body.replace(/\\([0-7]{3}|[\\()])/g, (_, escaped: string) => (escaped.length === 3 ? String.fromCharCode(parseInt(escaped, 8)) : escaped));

// WinAnsi bytes 0x80–0x9F that our documents use, back to Unicode.
const HIGH: Record<number, string> = { 0x85: '…', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x96: '–', 0x97: '—' };
const unicode = (text: string) => [...text].map((char) => HIGH[char.charCodeAt(0)] ?? char).join('');

/** The content streams of `pdf`, inflated, in page order (pages are written in order). */
export function pdfStreams(pdf: Buffer): { dictionary: string; data: Buffer }[] {
  const streams: { dictionary: string; data: Buffer }[] = [];
  const text = pdf.toString('latin1');
  const pattern = /\d+ 0 obj\n<<([^\n]*?)>>\nstream\n/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const length = Number(/\/Length (\d+)/.exec(match[1]!)![1]);
    const start = match.index + match[0].length;
    streams.push({ dictionary: match[1]!, data: inflateSync(pdf.subarray(start, start + length)) });
  }
  return streams;
}

export function pdfLines(pdf: Buffer): PdfLine[] {
  const pages = pdfStreams(pdf).filter((stream) => !stream.dictionary.includes('/Image'));
  return pages.flatMap(({ data }, page) =>
    [...data.toString('latin1').matchAll(/BT \/(F\d) [\d.]+ Tf ([\d.-]+) ([\d.-]+) Td \[(.*?)\] TJ ET/g)].map((match) => ({
      page: page + 1,
      x: Number(match[2]),
      y: Number(match[3]),
      font: match[1]!,
      text: unicode([...match[4]!.matchAll(/\(((?:\\.|[^\\)])*)\)/g)].map((part) => latin1(part[1]!)).join('')),
    })),
  );
}

/** The words drawn on each visual line, joined: the text a reader would copy, line by line. */
export function pdfTextLines(pdf: Buffer): string[] {
  const rows = new Map<string, PdfLine[]>();
  for (const line of pdfLines(pdf)) {
    const key = `${line.page}:${line.y}`;
    rows.set(key, [...(rows.get(key) ?? []), line]);
  }
  return [...rows.values()].map((row) => row.map((part) => part.text).join('').trimEnd());
}
