import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { drawQr } from '../../../functions/integrations/qr.js';
import { encodeQr } from '../../../functions/integrations/qr-code.js';

// Our QR encoder (D-180) against the qrcode package it replaced, kept as a dev dependency
// for this comparison: for the same byte-mode data, the same version, mask and modules.

const bytes = (text: string) => [{ data: Buffer.from(text), mode: 'byte' as const }];
const reference = (text: string) => QRCode.create(bytes(text), { errorCorrectionLevel: 'M' });

// Lengths that reach versions 1 to 14: one block, several blocks of two lengths, version information (7+).
const texts = [
  'a',
  'http://localhost:3000/ce-attendance/abc',
  ...[20, 40, 60, 90, 120, 150, 180, 230, 260, 300, 360, 400].map((length, index) => `https://portal.example.com/qr/${'x'.repeat(length)}${index}`),
  'https://portal.example.com/qr-login/approve/Zm9vYmFy-_ünïcödé',
];

describe('QR codes', () => {
  it.each(texts)('encode %s as the qrcode package did', (text) => {
    const ours = encodeQr(text);
    const theirs = reference(text);
    expect(ours.size).toBe(theirs.modules.size);
    expect(Buffer.from(ours.modules).equals(Buffer.from(theirs.modules.data))).toBe(true);
  });

  it('cover versions 1 to at least 14', () => {
    const versions = texts.map((text) => reference(text).version);
    expect(Math.min(...versions)).toBe(1);
    expect(Math.max(...versions)).toBeGreaterThanOrEqual(14);
  });

  it('draw the same 300x300 picture with a one-module margin', async () => {
    for (const text of [texts[1]!, texts[8]!]) {
      const ours = PNG.sync.read(Buffer.from((await drawQr(text)).replace(/^data:image\/png;base64,/, ''), 'base64'));
      const theirs = PNG.sync.read(await QRCode.toBuffer(bytes(text), { type: 'png', width: 300, margin: 1, errorCorrectionLevel: 'M' }));
      expect([ours.width, ours.height]).toEqual([300, 300]);
      const dark = (png: PNG) => Array.from({ length: 300 * 300 }, (_, index) => (png.data[index * 4]! < 128 ? 1 : 0));
      expect(dark(ours)).toEqual(dark(theirs));
    }
  });

  it('refuse a text no QR code holds', () => {
    expect(() => encodeQr('x'.repeat(2400))).toThrow(/too long/);
  });
});
