import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from '#shared/csv.js';

describe('csvField', () => {
  it('quotes what needs it, writes booleans as Yes/No and empty for nothing', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect([csvField(true), csvField(false), csvField(null), csvField(undefined), csvField(3.5)]).toEqual(['Yes', 'No', '', '', '3.5']);
  });

  it('keeps a cell a spreadsheet would run as a formula as text', () => {
    expect(['=SUM(A1)', '+1', '-2', '@cmd', '\tx'].map(csvField)).toEqual(["'=SUM(A1)", "'+1", "'-2", "'@cmd", "'\tx"]);
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    // A number is a number, its sign included.
    expect(csvField(-2)).toBe('-2');
  });
});

describe('toCsv', () => {
  it('writes the header and each row with CRLF line ends', () => {
    expect(toCsv(['A', 'B'], [['1', 'x,y']])).toBe('A,B\r\n1,"x,y"\r\n');
  });
});
