import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rateRules, type RateRule } from '#functions/data/rate-limits.js';
import { MISS_RULE } from '#functions/http/misses.js';

// docs/security.md "Sessions, limits, codes and links" states each limit with the reason for its
// number, and names the test that holds each check: a number changed in the code, or a test
// renamed or removed, fails here rather than leaving the document wrong.

const root = join(import.meta.dirname, '..', '..');
const HEADING = '## Sessions, limits, codes and links';

function section(): string {
  const text = readFileSync(join(root, 'docs/security.md'), 'utf8');
  const start = text.indexOf(HEADING);
  expect(start, `docs/security.md has "${HEADING}"`).toBeGreaterThanOrEqual(0);
  const end = text.indexOf('\n## ', start + HEADING.length);
  return text.slice(start, end < 0 ? undefined : end);
}

const MINUTES: Record<string, number> = { min: 1, day: 24 * 60 };

/** The rows of the limits table: counter, limit and window in minutes. */
function documentedLimits(): RateRule[] {
  return section()
    .split('\n')
    .map((line) => line.split('|').map((cell) => cell.trim()))
    .filter((cells) => /^`[a-z-]+`$/.test(cells[2] ?? ''))
    .map((cells) => {
      const [, count, unit] = /^(\d+) (min|day)$/.exec(cells[5]!) ?? [];
      expect(unit, `the window of ${cells[2]}: "${cells[5]}"`).toBeDefined();
      return { action: cells[2]!.slice(1, -1), limit: Number(cells[4]), windowMinutes: Number(count) * MINUTES[unit!]! };
    });
}

const codedLimits = (): RateRule[] => [...Object.values(rateRules).flatMap((rules) => Object.values(rules) as RateRule[]), MISS_RULE];

const byAction = (rules: RateRule[]) => [...rules].sort((a, b) => a.action.localeCompare(b.action));

describe('docs/security.md, sessions, limits, codes and links', () => {
  it('lists every counter with its number and window', () => {
    expect(byAction(documentedLimits())).toEqual(byAction(codedLimits()));
  });

  it('names only tests that exist', () => {
    const named = [...section().matchAll(/`(test\/[^`]+\.test\.ts)`((?:[ ,]*"[^"]+")*)/g)];
    expect(named.length).toBeGreaterThan(10);
    const missing: string[] = [];
    for (const [, file, titles] of named) {
      if (!existsSync(join(root, file!))) {
        missing.push(file!);
        continue;
      }
      const source = readFileSync(join(root, file!), 'utf8');
      for (const [, title] of titles!.matchAll(/"([^"]+)"/g)) if (!source.includes(title!)) missing.push(`${file} "${title}"`);
    }
    expect(missing).toEqual([]);
  });
});
