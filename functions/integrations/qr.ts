/**
 * A QR code of `text` as a PNG data URL, sized for a phone camera across a desk: 300 pixels,
 * a quiet zone of one module, error correction level M, drawn by the qrcode package (D-205).
 * qrcode is CommonJS, which esbuild keeps whole in every bundle that imports this file even
 * when the function never draws; loaded here on first use, it is in the bundles that call
 * drawQr and nowhere else, and costs nothing until it runs (D-155).
 */
export async function drawQr(text: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toDataURL(text, { width: 300, margin: 1, errorCorrectionLevel: 'M' });
}
