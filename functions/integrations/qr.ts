import { crc32, deflateSync } from 'node:zlib';
import { encodeQr, type QrMatrix } from './qr-code.js';

// A QR code as a PNG data URL, drawn as the qrcode package drew it (300 pixels, a quiet zone
// of one module, level M) by our own encoder: the package was 59 kB of each function that
// draws one (D-180). Grey-scale PNG, compressed with node:zlib.

const WIDTH = 300;
const MARGIN = 1;

/** The symbol scaled to `width` pixels with a light margin, one byte a pixel (0 dark, 255 light). */
export function rasterize({ size, modules }: QrMatrix, width = WIDTH, margin = MARGIN): Uint8Array {
  // Fractional scale, as qrcode's renderer: the image is exactly `width` wide.
  const scale = width / (size + margin * 2);
  const edge = margin * scale;
  const pixels = new Uint8Array(width * width).fill(255);
  for (let row = 0; row < width; row++) {
    if (row < edge || row >= width - edge) continue;
    const y = Math.floor((row - edge) / scale);
    for (let column = 0; column < width; column++) {
      if (column < edge || column >= width - edge) continue;
      if (modules[y * size + Math.floor((column - edge) / scale)]) pixels[row * width + column] = 0;
    }
  }
  return pixels;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, tail]);
}

/** An 8-bit grey-scale PNG of `pixels`, `width` square. */
export function encodePng(pixels: Uint8Array, width: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(width, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8 bits, grey, deflate, adaptive filters, not interlaced
  const rows = Buffer.alloc(width * (width + 1));
  for (let row = 0; row < width; row++) rows.set(pixels.subarray(row * width, (row + 1) * width), row * (width + 1) + 1);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', new Uint8Array()),
  ]);
}

/** A QR code of `text` as a PNG data URL, sized for a phone camera across a desk. */
export async function drawQr(text: string): Promise<string> {
  return `data:image/png;base64,${encodePng(rasterize(encodeQr(text)), WIDTH).toString('base64')}`;
}
