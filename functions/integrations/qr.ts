import QRCode from 'qrcode';

/** A QR code of `text` as a PNG data URL, sized for a phone camera across a desk. */
export const drawQr = (text: string): Promise<string> => QRCode.toDataURL(text, { width: 300, margin: 1, errorCorrectionLevel: 'M' });
