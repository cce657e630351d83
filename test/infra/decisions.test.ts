import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// docs/decisions/ is the decision log: one file per decision, named by its number, and an index
// in its README. Code and documents cite decisions as D-NNN; each citation must find its file.

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const decisionsDir = join(root, 'docs/decisions');
const benchDir = join(root, 'docs/bench');

/** Where citations are looked for: the source trees, the documents and the root's files. */
const citingRoots = ['functions', 'shared', 'web', 'infra', 'test', 'docs'];
const skipped = new Set(['node_modules', 'dist', '.ssr', 'cdk.out', 'test-results', '.bench']);
const textFile = /\.(ts|tsx|js|cjs|mjs|md|py|sh|json|yml|yaml|css|html)$|^\.env\.example$/;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (skipped.has(name)) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return walk(path);
    return textFile.test(name) ? [path] : [];
  });
}

function citingFiles(): string[] {
  const rootFiles = readdirSync(root)
    .filter((name) => textFile.test(name))
    .map((name) => join(root, name))
    .filter((path) => statSync(path).isFile());
  return [...rootFiles, ...citingRoots.flatMap((dir) => walk(join(root, dir)))];
}

const decisionFiles = readdirSync(decisionsDir).filter((name) => /^\d{3}-[a-z0-9-]+\.md$/.test(name));
const byNumber = new Map(decisionFiles.map((name) => [`D-${name.slice(0, 3)}`, name]));
const index = readFileSync(join(decisionsDir, 'README.md'), 'utf8');

/** The relative links to other markdown files in one document, with their anchors. */
function markdownLinks(path: string): { target: string; anchor?: string }[] {
  const text = readFileSync(path, 'utf8').replace(/`[^`\n]*`/g, '');
  return [...text.matchAll(/\]\(([^)#\s]+\.md)(?:#([^)]*))?\)/g)]
    .map((m) => ({ target: m[1]!, anchor: m[2] }))
    .filter(({ target }) => !target.includes('://'));
}

/** The anchors GitHub gives a document's headings. */
function anchorsOf(path: string): Set<string> {
  const headings = readFileSync(path, 'utf8').match(/^#+ .*$/gm) ?? [];
  return new Set(
    headings.map((h) =>
      h
        .replace(/^#+ /, '')
        .toLowerCase()
        .replace(/[^a-z0-9 _-]/g, '')
        .replace(/ /g, '-'),
    ),
  );
}

/** A decision stays short: its conclusion and figures; long runs go to docs/bench/. */
const MAX_WORDS = 300;

describe('the decision log', () => {
  it('has no two files with one number, and only files it knows', () => {
    expect(byNumber.size).toBe(decisionFiles.length);
    const others = readdirSync(decisionsDir).filter((name) => name !== 'README.md' && !decisionFiles.includes(name));
    expect(others).toEqual([]);
  });

  it('has a file for every D-NNN cited in the code and the documents', () => {
    const missing: string[] = [];
    for (const path of citingFiles()) {
      for (const [id] of readFileSync(path, 'utf8').matchAll(/\bD-\d{3}\b/g)) {
        if (!byNumber.has(id)) missing.push(`${relative(root, path)}: ${id}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('lists every decision in the index, once', () => {
    for (const name of decisionFiles) {
      const lines = index.split('\n').filter((line) => line.startsWith(`- [D-${name.slice(0, 3)}](${name})`));
      expect(lines, name).toHaveLength(1);
    }
  });

  it('gives each decision its heading, status, module, context, decision and consequence, briefly', () => {
    const statuses = /^Status: (accepted|superseded by \[D-\d{3}\]|partly superseded by \[D-\d{3}\])/m;
    const modules =
      /^Module: (auth|account|agents|booking|inspections|contracts|reports|payments|settings|dashboard|ce|open-house|agent-contacts|route-planner|platform|data|local-stack|build-and-bench|security|web)$/m;
    for (const name of decisionFiles) {
      const text = readFileSync(join(decisionsDir, name), 'utf8');
      expect(text.startsWith(`# D-${name.slice(0, 3)} `), name).toBe(true);
      expect(text, name).toMatch(statuses);
      expect(text, name).toMatch(modules);
      for (const section of ['Context', 'Decision', 'Consequence']) {
        expect(text, `${name} has no ${section}`).toMatch(new RegExp(`^## ${section}$`, 'm'));
      }
      expect(text.split(/\s+/).filter(Boolean).length, `${name} is long`).toBeLessThanOrEqual(MAX_WORDS);
    }
  });

  it('links only to decisions and bench notes that exist', () => {
    const documents = [
      ...readdirSync(decisionsDir).map((name) => join(decisionsDir, name)),
      ...(existsSync(benchDir) ? readdirSync(benchDir).map((name) => join(benchDir, name)) : []),
    ];
    const broken: string[] = [];
    for (const path of documents) {
      for (const { target, anchor } of markdownLinks(path)) {
        const resolved = resolve(dirname(path), target);
        const inLog = resolved.startsWith(decisionsDir) || resolved.startsWith(benchDir);
        if (!inLog) continue;
        if (!existsSync(resolved)) broken.push(`${relative(root, path)} → ${target}`);
        else if (anchor && !anchorsOf(resolved).has(anchor)) broken.push(`${relative(root, path)} → ${target}#${anchor}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('is no longer one file, and nothing points to that file', () => {
    expect(existsSync(join(root, 'docs/decisions.md'))).toBe(false);
    const self = fileURLToPath(import.meta.url);
    const pointing = citingFiles()
      .filter((path) => path !== self && /\bdecisions\.md\b/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(root, path));
    expect(pointing).toEqual([]);
  });
});
