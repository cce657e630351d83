// Bundled in place of fontkit (see `alias` in function.ts). pdfkit needs fontkit only
// to embed font files; our PDFs use the standard PDF fonts, which pdfkit draws from its
// own metrics. fontkit and the brotli decoder it pulls in are about 750 kB of a bundle.
export function create(): never {
  throw new Error('Embedded fonts are not bundled: use the standard PDF fonts (Helvetica, Times, Courier).');
}

export default { create };
