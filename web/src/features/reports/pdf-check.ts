// The report PDF is checked in the browser before it goes up (the server checks again).

const PDF_MAGIC = '%PDF-';

/** A PDF starts with `%PDF-`; checked here so a wrong file is refused before 50 MB go up (the server checks again). */
export async function isPdfFile(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, PDF_MAGIC.length).arrayBuffer());
  return String.fromCharCode(...head) === PDF_MAGIC;
}
