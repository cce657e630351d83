import { describe, expect, it } from 'vitest';
import { openHouseMessages } from '#shared/open-house.js';
import {
  browseDateOf,
  canImport,
  checkUpload,
  initialImporterState,
  reduceImporter,
  type ImporterState,
} from '#web/src/features/open-house/import-state.js';
import { previewReply } from './fixtures.js';

const upload = (text: string, isAutoDate = true, overrideDate = '') => checkUpload({ text, isAutoDate, overrideDate });

describe('checkUpload (product/outreach.md §5)', () => {
  it('asks for data first when nothing (or only spaces) was pasted', () => {
    expect(upload('')).toEqual({ ok: false, field: 'text', message: openHouseMessages.pasteFirst });
    expect(upload('  \n ')).toEqual({ ok: false, field: 'text', message: 'Please paste your JSON data first' });
  });

  it('refuses text that is not JSON', () => {
    expect(upload('[{"mls": 1},')).toEqual({ ok: false, field: 'text', message: 'Invalid JSON format. Please check your data and try again.' });
  });

  it('sends the parsed value and no date when auto-detect is on, whatever date was typed', () => {
    expect(upload('[{"mls":"1"}]', true, '2026-11-28')).toEqual({ ok: true, request: { json_data: [{ mls: '1' }], override_date: null } });
    expect(upload('{"listings":[]}')).toEqual({ ok: true, request: { json_data: { listings: [] }, override_date: null } });
  });

  it('requires a real date when auto-detect is off', () => {
    expect(upload('[]', false, '')).toEqual({ ok: false, field: 'date', message: openHouseMessages.noDate });
    expect(upload('[]', false, '2026-02-30')).toMatchObject({ ok: false, field: 'date' });
    expect(upload('[]', false, '2026-11-28')).toEqual({ ok: true, request: { json_data: [], override_date: '2026-11-28' } });
  });

  it('checks the data before the date', () => {
    expect(upload('', false, '')).toMatchObject({ field: 'text' });
  });
});

describe('canImport (product/outreach.md §4)', () => {
  it('offers the import when there are new listings', () => {
    expect(canImport({ new_listings: 2, duplicates: 0 }, true)).toBe(true);
    expect(canImport({ new_listings: 1, duplicates: 4 }, true)).toBe(true);
  });

  it('offers it for duplicates only when skip-duplicates is off', () => {
    expect(canImport({ new_listings: 0, duplicates: 3 }, true)).toBe(false);
    expect(canImport({ new_listings: 0, duplicates: 3 }, false)).toBe(true);
  });

  it('never offers it with nothing new and no duplicates', () => {
    expect(canImport({ new_listings: 0, duplicates: 0 }, false)).toBe(false);
    expect(canImport({ new_listings: 0, duplicates: 0 }, true)).toBe(false);
  });
});

describe('reduceImporter', () => {
  const filled: ImporterState = reduceImporter(initialImporterState, {
    type: 'edit',
    changes: { text: '[{"mls":"1"}]', fileName: 'weekend.json', isAutoDate: false, overrideDate: '2026-11-28' },
  });
  const request = { json_data: [{ mls: '1' }], override_date: '2026-11-28' };
  const previewed = reduceImporter(reduceImporter(filled, { type: 'previewed', request, reply: previewReply() }), {
    type: 'setSkipDuplicates',
    skipDuplicates: false,
  });

  it('starts on upload with skip-duplicates on (product/outreach.md §9) and auto-detect', () => {
    expect(initialImporterState).toMatchObject({ step: 'upload', skipDuplicates: true, isAutoDate: true, text: '' });
  });

  it('goes to preview with what was sent, so the import sends the same', () => {
    expect(previewed).toMatchObject({ step: 'preview', request, preview: previewReply(), skipDuplicates: false });
  });

  it('back returns to upload keeping the data and the date mode', () => {
    const back = reduceImporter(previewed, { type: 'back' });
    expect(back).toMatchObject({ step: 'upload', text: '[{"mls":"1"}]', fileName: 'weekend.json', isAutoDate: false, overrideDate: '2026-11-28' });
    expect(back.preview).toBeNull();
    expect(back.request).toBeNull();
  });

  it('start over clears everything, from any step', () => {
    expect(reduceImporter(previewed, { type: 'startOver' })).toEqual(initialImporterState);
    const done = reduceImporter(previewed, { type: 'imported', reply: { success: true, imported: 1, skipped: 0, updated: 1, errors: 1, message: 'Imported 1' } });
    expect(done.step).toBe('done');
    expect(reduceImporter(done, { type: 'startOver' })).toEqual(initialImporterState);
  });
});

describe('browseDateOf', () => {
  it('opens the browser on the chosen date, else the detected one', () => {
    expect(browseDateOf({ json_data: [], override_date: '2026-12-05' }, previewReply())).toBe('2026-12-05');
    expect(browseDateOf({ json_data: [], override_date: null }, previewReply())).toBe('2026-11-28');
    expect(browseDateOf({ json_data: [], override_date: null }, previewReply({ detected_date: null }))).toBeNull();
  });
});
