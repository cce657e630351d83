// Clipboard writes for the QR modal. Browsers without the async clipboard (or without
// image support, as older Firefox) get the spec's message pointing at Print instead.

export const COPIED_MS = 2000;

export async function copyText(text: string): Promise<boolean> {
  if (!navigator.clipboard?.writeText) return false;
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** A PNG data URL onto the clipboard as an image. */
export async function copyPng(dataUrl: string): Promise<boolean> {
  if (!navigator.clipboard?.write || typeof ClipboardItem === 'undefined') return false;
  try {
    const blob = await (await fetch(dataUrl)).blob();
    await navigator.clipboard.write([new ClipboardItem({ 'image/png': blob })]);
    return true;
  } catch {
    return false;
  }
}
