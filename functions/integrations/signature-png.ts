import { PNG } from 'pngjs';
import { contractMessages, SIGNATURE_MAX_BYTES } from '#shared/contracts.js';
import { invalid, tooLarge } from '../errors.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Far above the signature pad (400 × 200): a larger picture is no signature, and could be a decompression bomb. */
const MAX_SIDE = 2_000;

/**
 * The signature of a data URL as a clean PNG: decoded in full (every chunk's CRC, the
 * whole compressed image, every row) and encoded again without the sender's ancillary
 * chunks. Refused before anything is stored: a PNG header over corrupt data once
 * passed a header check, was signed, and then failed in the PDF (issue 18).
 */
export function cleanSignaturePng(dataUrl: string): Buffer {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (bytes.length > SIGNATURE_MAX_BYTES) throw tooLarge(contractMessages.signatureTooBig);
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE) || bytes.toString('latin1', 12, 16) !== 'IHDR') {
    throw invalid(contractMessages.signatureRequired);
  }
  // IHDR comes first: its size is known before a byte of the image is inflated.
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  if (width === 0 || height === 0) throw invalid(contractMessages.signatureRequired);
  if (width > MAX_SIDE || height > MAX_SIDE) throw tooLarge(contractMessages.signatureTooBig);
  let image: PNG;
  try {
    image = PNG.sync.read(bytes);
  } catch {
    throw invalid(contractMessages.signatureUnreadable);
  }
  return PNG.sync.write(image, { colorType: 6 });
}
