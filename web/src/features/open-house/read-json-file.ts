import { openHouseMessages } from '#shared/open-house.js';

/** What the dropzone accepts: a .json name or a JSON type (product/outreach.md §5). */
export const JSON_ACCEPT = { 'application/json': ['.json'] };

/** Some systems give .json files no type, or a text one: the name counts as much as the type. */
export function isJsonFile(file: Pick<File, 'name' | 'type'>): boolean {
  return file.type === 'application/json' || file.name.toLowerCase().endsWith('.json');
}

export type JsonFileRead = { ok: true; text: string } | { ok: false; message: string };

/** A dropped or chosen file: its text when it is a JSON file whose content parses (product/outreach.md §5 messages). */
export async function readJsonFile(file: File): Promise<JsonFileRead> {
  if (!isJsonFile(file)) return { ok: false, message: openHouseMessages.invalidFileType };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, message: openHouseMessages.invalidFile };
  }
  try {
    JSON.parse(text);
  } catch {
    return { ok: false, message: openHouseMessages.invalidFile };
  }
  return { ok: true, text };
}
