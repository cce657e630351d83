import { describe, expect, it } from 'vitest';
import { drawQr } from '#functions/integrations/qr.js';
import { readQrImage } from '#test/support/qr-image.js';

// Our use of the qrcode package (D-205): a 300 px PNG with a quiet zone of one module, read
// back by a decoder as a phone camera would read it.

describe('QR codes', () => {
  it.each([
    'http://localhost:3000/ce-attendance/abc',
    `https://portal.example.com/qr-approve/${'Zm9vYmFy-_'.repeat(5)}`,
    'https://portal.example.com/ce-attendance/ünïcödé-Token_123',
  ])('draw %s as a 300x300 PNG that decodes back to it', async (text) => {
    const qr = readQrImage(await drawQr(text));
    expect([qr.width, qr.height]).toEqual([300, 300]);
    expect(qr.text).toBe(text);
  });

  it('leave a light quiet zone of one module around the symbol', async () => {
    const qr = readQrImage(await drawQr('http://localhost:3000/ce-attendance/abc'));
    const edge = Math.ceil(300 / (17 + 4 * qr.version! + 2));
    for (let i = 0; i < 300; i++) {
      for (const [x, y] of [[i, 0], [0, i], [i, 299], [299, i], [i, edge - 1], [edge - 1, i]]) expect(qr.isDark(x!, y!)).toBe(false);
    }
    // The finder pattern's corner comes right after it.
    expect(qr.isDark(edge, edge)).toBe(true);
  });
});
