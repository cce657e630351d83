import jsQR from 'jsqr';
import { PNG } from 'pngjs';

// Reads a QR code our API drew (a PNG data URL) as a phone camera would: jsQR on its pixels.

export interface QrImage {
  width: number;
  height: number;
  /** The decoded text; undefined when no code was found. */
  text?: string;
  version?: number;
  isDark: (x: number, y: number) => boolean;
}

export function readQrImage(dataUrl: string): QrImage {
  const [head, base64] = dataUrl.split(',');
  if (head !== 'data:image/png;base64') throw new Error(`Not a PNG data URL: ${head}`);
  const png = PNG.sync.read(Buffer.from(base64!, 'base64'));
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  return {
    width: png.width,
    height: png.height,
    text: code?.data,
    version: code?.version,
    isDark: (x, y) => png.data[(y * png.width + x) * 4]! < 128,
  };
}
