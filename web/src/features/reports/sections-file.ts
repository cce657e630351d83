import { parseSectionsFile, reportMessages } from '#shared/reports.js';

/** The optional sections file: what was chosen and what the shared schema made of it. */
export type SectionsChoice =
  | { file: null }
  | { file: File; error: string }
  | { file: File; count: number; data: unknown };

export const NO_SECTIONS: SectionsChoice = { file: null };

/** Reads and checks the file in the browser with the same rule the function applies (product/rules.md "Report sections"). */
export async function readSectionsFile(file: File): Promise<SectionsChoice> {
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { file, error: reportMessages.sectionsNotJson };
  }
  const parsed = parseSectionsFile(text);
  if ('error' in parsed) return { file, error: parsed.error };
  // What is sent is the file as written, so a message from the server names the same section.
  return { file, count: parsed.sections.length, data: JSON.parse(text) as unknown };
}
