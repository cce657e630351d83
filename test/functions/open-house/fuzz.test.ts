// Issue 10 point 4: whatever an export holds, preview and import answer a reply or a
// refusal with { error }, never a 5xx. Items are built from the spec's field names
// with values of every JSON type, text of any script, and keys that are not fields.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as importHandler } from '#functions/open-house/post-open-house-import.js';
import { handler as previewHandler } from '#functions/open-house/post-open-house-preview.js';
import { importReplySchema, previewReplySchema } from '#shared/open-house.js';
import { sameSite } from '#test/support/accounts.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';

const FIELDS = ['agentName', 'brokerName', 'agentId', 'price', 'address', 'beds', 'baths', 'sqft', 'openHouse', 'mls', 'detailLink', 'lat', 'lng', 'daysOnMarket', 'isGated'];
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('Sat 11/28 1:00PM-3:00PM', 'Sunday, November 29 2-4 PM', '13:00-12:00', '2/30 1-3PM', '', ' ', '$1,250,000', 'Yes', 'javascript:alert(1)'),
);
const value = fc.oneof(fc.jsonValue({ maxDepth: 2 }), text, fc.double(), fc.constantFrom(null, -1, 1e308, Number.MAX_SAFE_INTEGER + 2, true, 29.76, -95.36));
const item = fc.oneof(
  { weight: 8, arbitrary: fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.constantFrom('__proto__', 'constructor', 'toString'), fc.string({ maxLength: 8 })), value, { maxKeys: 17 }) },
  { weight: 1, arbitrary: value },
);
const jsonData = fc.oneof(
  { weight: 6, arbitrary: fc.array(item, { maxLength: 12 }) },
  { weight: 2, arbitrary: fc.record({ listings: fc.array(item, { maxLength: 6 }) }) },
  { weight: 1, arbitrary: value },
);
const overrideDate = fc.oneof(fc.constant(null), fc.constantFrom('2026-11-28', '2026-02-30', '11/28/2026', ''), fc.string({ maxLength: 12 }));

let admin = '';
beforeAll(async () => {
  await provisionTestTable();
  admin = (await makeUser({ is_admin: true })).token;
});

describe('open-house preview and import, fuzzed', () => {
  it(`answer ${RUNS} generated exports without a 5xx`, async () => {
    await fc.assert(
      fc.asyncProperty(jsonData, overrideDate, fc.boolean(), fc.boolean(), async (json_data, override_date, skip_duplicates, isImport) => {
        const body = { json_data, override_date, skip_duplicates };
        const answer = isImport
          ? await call(importHandler, 'POST /api/open-house/import', { body, token: admin, headers: sameSite })
          : await call(previewHandler, 'POST /api/open-house/preview', { body, token: admin, headers: sameSite });
        expect(answer.status).toBeLessThan(500);
        if (answer.status === 200) (isImport ? importReplySchema : previewReplySchema).parse(answer.json);
        else expect(typeof answer.json.error).toBe('string');
      }),
      { numRuns: RUNS },
    );
  }, 120_000);
});
