import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The repository explains itself (issue 27 point 6): comments and documents cite docs/product/
// and the other documents in docs/, never a document a newcomer who clones it does not have.
const root = join(import.meta.dirname, '../..');
const self = relative(root, import.meta.filename);
const scanned = ['functions', 'shared', 'web/src', 'infra', 'test', 'docs', 'README.md'];
const skipped = new Set([self]);
const textFile = /\.(ts|tsx|mts|mjs|js|cjs|md|ya?ml|css|html|sh|py)$/;

function filesUnder(path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [path];
  return readdirSync(full).flatMap((name) =>
    ['node_modules', 'dist', 'cdk.out', '.ssr'].includes(name) ? [] : filesUnder(`${path}/${name}`),
  );
}

const files = scanned
  .flatMap(filesUnder)
  .filter((path) => textFile.test(path) && !skipped.has(path))
  .map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));

/** `path:line: text` of every line matching `pattern`. */
function linesMatching(pattern: RegExp): string[] {
  return files.flatMap(({ path, text }) =>
    text.split('\n').flatMap((line, index) => (pattern.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : [])),
  );
}

// Documents that live outside the repository, in the forms they used to be cited by.
const outside: [string, RegExp][] = [
  ['the spec by part', /\bspec,? part [12]\b/i],
  ['a part of the spec by section', /(?<![\w/])part [12] §/i],
  ['the spec by section', /\bspec(?:'s)? §\d/i],
  ['ARCHITECTURE', /\bARCHITECTURE(\.md\b|\s*§)/],
  ['DOMAIN', /(?<![\w/])DOMAIN(\.md)?(?![\w])/],
  ['STYLE', /\bSTYLE(\.md\b| ")/],
  ['the shared folder', /\/work\/shared\b/],
];

const product = join(root, 'docs/product');
// Written in parallel with this test (issue 27); their sections are checked once they exist.
const comingSoon = new Set(['portal.md', 'outreach.md']);

/** The numbers N of the `## §N` headings of a docs/product file. */
function sectionsOf(file: string): Set<number> {
  const text = readFileSync(join(product, file), 'utf8');
  return new Set([...text.matchAll(/^## §(\d+)\b/gm)].map((match) => Number(match[1])));
}

describe('citations', () => {
  it.each(outside)('no comment or document cites %s', (_name, pattern) => {
    expect(linesMatching(pattern)).toEqual([]);
  });

  it('cites only files and sections that docs/product/ has', () => {
    const broken: string[] = [];
    for (const { path, text } of files) {
      for (const match of text.matchAll(/product\/([\w-]+\.md)((?:(?:,| and|;)? §\d+(?:[-–]\d+)?)*)/g)) {
        const [cited, file, sections] = match as unknown as [string, string, string];
        if (!existsSync(join(product, file))) {
          if (!comingSoon.has(file)) broken.push(`${path}: ${cited} (no such file)`);
          continue;
        }
        const present = sectionsOf(file);
        const numbers = [...sections.matchAll(/§(\d+)(?:[-–](\d+))?/g)].flatMap(([, from, to]) => [Number(from), ...(to ? [Number(to)] : [])]);
        for (const number of numbers) if (!present.has(number)) broken.push(`${path}: ${cited} (no §${number})`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('cites rules.md by a heading it has, or by a step of an inspection', () => {
    const headings = readFileSync(join(product, 'rules.md'), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('## '))
      .map((line) => line.slice(3));
    const broken: string[] = [];
    for (const { path, text } of files) {
      for (const [cited, quoted] of text.matchAll(/product\/rules\.md "([^"]+)"/g)) {
        // A name may wrap onto the next comment line.
        const name = quoted!.replace(/\s*\n\s*(\/\/|\*)?\s*/g, ' ');
        if (!headings.some((heading) => heading.startsWith(name))) broken.push(`${path}: ${cited}`);
      }
      for (const [cited, step] of text.matchAll(/product\/rules\.md steps? (\d+)/g)) {
        if (Number(step) < 1 || Number(step) > 9) broken.push(`${path}: ${cited}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('finds the files it scans', () => {
    expect(files.length).toBeGreaterThan(500);
    expect(sectionsOf('platform.md')).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8, 9]));
  });
});
