import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MANTINE_CSS, mantineCss, neededStyles } from '#web/mantine-styles.js';

// The site imports only the Mantine styles its components need (issue 14, D-153).
describe('web/src/styles/mantine.css', () => {
  it('is current: a component used anywhere in web/src has its styles (run `npx tsx web/mantine-styles.ts`)', () => {
    expect(readFileSync(MANTINE_CSS, 'utf8')).toBe(mantineCss());
  });

  it("follows a component to the styles of those it builds on, after Mantine's base", () => {
    const sheets = neededStyles(new Set(['Button', 'Checkbox']));
    expect(sheets.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
    expect(sheets).toEqual(expect.arrayContaining(['UnstyledButton', 'Button', 'Loader', 'InlineInput', 'Checkbox']));
    expect(sheets.indexOf('UnstyledButton')).toBeLessThan(sheets.indexOf('Button'));
    expect(sheets).not.toContain('Slider');
  });
});
