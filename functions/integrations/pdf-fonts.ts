// The two standard PDF fonts we draw with, Helvetica and Helvetica-Bold (every PDF reader has
// them; nothing is embedded): their metrics from Adobe's AFM files as pdfkit read them, for
// the characters of WinAnsiEncoding, the encoding our text is written in (D-179).

import { kerning, type FontName } from './pdf-kerning.js';

export type { FontName };

/** Advance widths, in 1/1000 of the font size, of WinAnsi codes 32 to 255 (0: no such character). */
const WIDTHS: Record<FontName, number[]> = {
  Helvetica: [278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584, 0, 556, 0, 222, 556, 333, 1000, 556, 556, 333, 1000, 667, 333, 1000, 0, 611, 0, 0, 222, 222, 333, 333, 350, 556, 1000, 333, 1000, 500, 333, 944, 0, 500, 500, 278, 333, 556, 556, 556, 556, 260, 556, 333, 737, 370, 556, 584, 333, 737, 333, 400, 584, 333, 333, 333, 556, 537, 278, 333, 333, 365, 556, 834, 834, 834, 611, 667, 667, 667, 667, 667, 667, 1000, 722, 667, 667, 667, 667, 278, 278, 278, 278, 722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722, 667, 667, 611, 556, 556, 556, 556, 556, 556, 889, 500, 556, 556, 556, 556, 278, 278, 278, 278, 556, 556, 556, 556, 556, 556, 556, 584, 611, 556, 556, 556, 556, 500, 556, 500],
  'Helvetica-Bold': [278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584, 0, 556, 0, 278, 556, 500, 1000, 556, 556, 333, 1000, 667, 333, 1000, 0, 611, 0, 0, 278, 278, 500, 500, 350, 556, 1000, 333, 1000, 556, 333, 944, 0, 500, 556, 278, 333, 556, 556, 556, 556, 280, 556, 333, 737, 370, 556, 584, 333, 737, 333, 400, 584, 333, 333, 333, 611, 556, 278, 333, 333, 365, 556, 834, 834, 834, 611, 722, 722, 722, 722, 722, 722, 1000, 722, 667, 667, 667, 667, 278, 278, 278, 278, 722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722, 667, 667, 611, 556, 556, 556, 556, 556, 556, 889, 556, 556, 556, 556, 556, 278, 278, 278, 278, 611, 611, 611, 611, 611, 611, 611, 584, 611, 611, 611, 611, 611, 556, 611, 556],
};

/** Ascender, and the line height (ascender, descender and the font's line gap), per 1000. */
export const METRICS: Record<FontName, { ascender: number; lineHeight: number }> = {
  Helvetica: { ascender: 718, lineHeight: 1156 },
  'Helvetica-Bold': { ascender: 718, lineHeight: 1190 },
};

/** Unicode of WinAnsi codes 0x80 to 0x9F (0: undefined). */
const HIGH = [8364, 0, 8218, 402, 8222, 8230, 8224, 8225, 710, 8240, 352, 8249, 338, 0, 381, 0, 0, 8216, 8217, 8220, 8221, 8226, 8211, 8212, 732, 8482, 353, 8250, 339, 0, 382, 376];
const WIN_ANSI = new Map<number, number>(HIGH.flatMap((unicode, index) => (unicode ? [[unicode, 0x80 + index] as [number, number]] : [])));

/** The WinAnsi bytes of `text`; a character the encoding lacks becomes "?". */
export function winAnsi(text: string): Buffer {
  return Buffer.from(
    Array.from(text, (char) => {
      const code = char.codePointAt(0)!;
      if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff)) return code;
      return WIN_ANSI.get(code) ?? 0x3f;
    }),
  );
}

/** The width of `text` in points at `size`, kerned. */
export function widthOf(text: string, font: FontName, size: number): number {
  const widths = WIDTHS[font];
  const codes = winAnsi(text);
  let total = 0;
  codes.forEach((code, index) => {
    total += (widths[code - 32] ?? 0) + (index + 1 < codes.length ? kerning(font, code, codes[index + 1]!) : 0);
  });
  return (total * size) / 1000;
}

/** `text` as the operand of a TJ operator: WinAnsi strings, split where a kerning pair moves the next glyph. */
export function kernedOperand(text: string, font: FontName): string {
  const codes = winAnsi(text);
  const parts: string[] = [];
  let run: number[] = [];
  codes.forEach((code, index) => {
    run.push(code);
    const kern = index + 1 < codes.length ? kerning(font, code, codes[index + 1]!) : 0;
    if (!kern) return;
    parts.push(literal(run), String(-kern));
    run = [];
  });
  if (run.length) parts.push(literal(run));
  return `[${parts.join(' ')}]`;
}

/** A PDF literal string of WinAnsi bytes: parentheses and backslashes escaped, bytes past ASCII in octal. */
function literal(codes: number[]): string {
  return `(${codes.map((code) => (code === 0x28 || code === 0x29 || code === 0x5c ? `\\${String.fromCharCode(code)}` : code > 0x7e ? `\\${code.toString(8)}` : String.fromCharCode(code))).join('')})`;
}
