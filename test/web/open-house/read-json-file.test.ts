import { describe, expect, it } from 'vitest';
import { isJsonFile, readJsonFile } from '#web/src/features/open-house/read-json-file.js';

describe('readJsonFile (product/outreach.md §5)', () => {
  it('reads a .json file, or a file of JSON type, whose content parses', async () => {
    await expect(readJsonFile(new File(['[{"mls":"1"}]'], 'weekend.json', { type: 'application/json' }))).resolves.toEqual({ ok: true, text: '[{"mls":"1"}]' });
    // Some systems give .json files no type; others name them oddly but type them.
    await expect(readJsonFile(new File(['[]'], 'WEEKEND.JSON'))).resolves.toEqual({ ok: true, text: '[]' });
    await expect(readJsonFile(new File(['{}'], 'export', { type: 'application/json' }))).resolves.toEqual({ ok: true, text: '{}' });
  });

  it("refuses another kind of file: 'Please select a valid JSON file'", async () => {
    await expect(readJsonFile(new File(['a,b'], 'weekend.csv', { type: 'text/csv' }))).resolves.toEqual({ ok: false, message: 'Please select a valid JSON file' });
    expect(isJsonFile({ name: 'photo.png', type: 'image/png' })).toBe(false);
  });

  it("refuses content that does not parse: 'Invalid JSON file. Please check the file format.'", async () => {
    await expect(readJsonFile(new File(['[{"mls":'], 'weekend.json', { type: 'application/json' }))).resolves.toEqual({
      ok: false,
      message: 'Invalid JSON file. Please check the file format.',
    });
  });
});
