import { describe, expect, it } from 'vitest';
import { formatPhone as sharedFormatPhone } from '#shared/phone.js';
import { formatPhone } from '#web/src/lib/phone-format.js';

// The web copy exists only to keep zod out of the public pages' first load; it must not drift.
describe('web formatPhone', () => {
  it.each(['7135550100', '(713) 555-0100', '+1 713 555 0100', '17135550100', '555', '', 'call us'])(
    'formats %j like shared/phone.ts',
    (value) => {
      expect(formatPhone(value)).toBe(sharedFormatPhone(value));
    },
  );
});
