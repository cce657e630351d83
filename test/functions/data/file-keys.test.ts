import { describe, expect, it } from 'vitest';
import {
  agentPhotoFileKey,
  contractFileKey,
  draftImageFileKey,
  fileKey,
  licenseeImportFileKey,
  propertyImageFileKey,
  reportPdfFileKey,
  reportPhotoFileKey,
  reportUploadFileKey,
} from '#functions/data/keys.js';

// Every object key is built by fileKey (issue 26): a dot segment would be signed as written but
// sent normalised by a browser or an HTTP client, naming another object.

describe('fileKey', () => {
  it('refuses an empty, `.` or `..` segment, and a `/` inside one', () => {
    for (const segments of [[''], ['bookings', ''], ['bookings', '.', 'a.pdf'], ['bookings', '..', 'a.pdf'], ['..'], ['bookings', 'b1/../b2', 'a.pdf'], ['a/b'], []]) {
      expect(() => fileKey(...segments), JSON.stringify(segments)).toThrow(/Not a file key segment/);
    }
  });

  it('refuses ids that would make such a segment, whichever builder takes them', () => {
    const at = new Date('2026-11-27T10:00:00Z');
    expect(() => reportPhotoFileKey('b1', '..')).toThrow();
    expect(() => reportPhotoFileKey('..', '0001-000-00.jpg')).toThrow();
    expect(() => agentPhotoFileKey('', at, 'jpg')).toThrow();
    expect(() => contractFileKey('b1', '.', 'agreement.pdf')).toThrow();
    expect(() => licenseeImportFileKey('a/../../b')).toThrow();
    expect(() => reportUploadFileKey('b1/..', 'u1')).toThrow();
  });

  it('keeps dots inside a segment and every other character as given', () => {
    expect(fileKey('t', '..a', 'a b+é (1)..pdf')).toBe('t/..a/a b+é (1)..pdf');
  });
});

describe('the keys of stored objects are unchanged (docs/data-model.md §8)', () => {
  it('builds each as it was spelled before', () => {
    const at = new Date(1_764_000_000_123);
    const booking = '01JDEMO0BOOKING00000000000';
    expect(agentPhotoFileKey('u-1', at, 'jpg')).toBe('users/u-1/photo-1764000000123.jpg');
    expect(draftImageFileKey('u-1', at, 'webp')).toBe('drafts/u-1/property-1764000000123.webp');
    expect(propertyImageFileKey(booking, at, 'png')).toBe(`bookings/${booking}/property-1764000000123.png`);
    expect(contractFileKey(booking, 'a1', 'signature.png')).toBe(`bookings/${booking}/contract/a1/signature.png`);
    expect(contractFileKey(booking, 'a1', 'agreement.pdf')).toBe(`bookings/${booking}/contract/a1/agreement.pdf`);
    expect(reportUploadFileKey(booking, '0b5e6c1e-8a43-4c36-9d6b-6f6b4f3f1b2a')).toBe(`incoming/${booking}/0b5e6c1e-8a43-4c36-9d6b-6f6b4f3f1b2a.pdf`);
    expect(reportPdfFileKey(booking, 3)).toBe(`bookings/${booking}/reports/0003.pdf`);
    expect(reportPhotoFileKey(booking, '0003-001-02.webp')).toBe(`bookings/${booking}/reports/photos/0003-001-02.webp`);
    expect(licenseeImportFileKey('imp-0123456789')).toBe('licensee-imports/imp-0123456789');
  });
});
