import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every repository path a document names exists: a moved or renamed file shows here, not to a
// reader who follows the document. Backticked spans and Markdown links are read; a name counts as
// a path when it starts at a top-level folder or file of the repository (`functions/data/table.ts`,
// `infra/local/`), or ends in a file extension (`integrations/png.ts`: some file ends so).
// Placeholders (`<module>`, `{id}`) check what comes before them; globs (`snapshot*.ts`) and
// brace lists (`{config,deps}.ts`) must match a file; build output (`web/dist`) is git-ignored.
const root = join(import.meta.dirname, '..', '..');
const DOCUMENTS = ['docs/architecture.md', 'README.md', 'docs/data-model.md', 'docs/operations.md', 'docs/route-planner.md', 'docs/security.md', 'docs/style.md', ...['README', 'portal', 'outreach', 'platform', 'rules'].map((name) => `docs/product/${name}.md`)];

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && existsSync(join(root, file)));
const folders = new Set(files.flatMap((file) => file.split('/').slice(0, -1).map((_, index, parts) => parts.slice(0, index + 1).join('/'))));
const topLevel = new Set(files.map((file) => file.split('/')[0]));
/** What a name outside a top-level folder must end in to count as a path (not a word, a package or a build's file). */
const FILE_EXTENSION = /\.(ts|tsx|js|mjs|cjs|json|md|py|sh)$/;
/** Names that stand for a reader's own file in an example. */
const EXAMPLES = new Set(['my-script.ts']);

/** `{a,b}` lists expanded; `{id}` (one name, no comma) is a placeholder and stays. */
function expandBraces(path: string): string[] {
  const match = /\{([^{}]*,[^{}]*)\}/.exec(path);
  if (!match) return [path];
  return match[1]!.split(',').flatMap((part) => expandBraces(path.slice(0, match.index) + part + path.slice(match.index + match[0].length)));
}

/** A glob's files: from the root, or (`rooted` false) at the end of a path. */
const globToRegExp = (glob: string, rooted: boolean) =>
  new RegExp(`${rooted ? '^' : '(?:^|/)'}${glob.replace(/[.+^$()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);

/** The path-like words of a document, with the line each is on. */
function namedPaths(text: string): { path: string; line: number; link: boolean }[] {
  const found: { path: string; line: number; link: boolean }[] = [];
  text.split('\n').forEach((content, index) => {
    for (const [, span] of content.matchAll(/`([^`]+)`/g)) {
      for (const word of span!.split(/[\s;()]+|,(?![^{]*\})/)) found.push({ path: word.replace(/[:.]+$/, ''), line: index + 1, link: false });
    }
    for (const [, target] of content.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)) found.push({ path: target!, line: index + 1, link: true });
  });
  return found;
}

const ignored = (path: string) => {
  try {
    execFileSync('git', ['check-ignore', '-q', '--no-index', path], { cwd: root });
    return true;
  } catch {
    return false;
  }
};

/** Whether `path` (from the repository's root when `rooted`, else the end of some path) exists. */
function exists(path: string, rooted: boolean): boolean {
  const bare = path.replace(/\/$/, '');
  const candidates = /\.js$/.test(bare) ? [bare, bare.replace(/\.js$/, '.ts'), bare.replace(/\.js$/, '.tsx')] : [bare];
  if (bare.includes('*')) {
    const pattern = globToRegExp(bare, rooted);
    return [...files, ...folders].some((file) => pattern.test(file));
  }
  return candidates.some((candidate) =>
    rooted
      ? files.includes(candidate) || folders.has(candidate) || ignored(`${candidate}/`) || ignored(candidate)
      : files.some((file) => file === candidate || file.endsWith(`/${candidate}`)) || [...folders].some((folder) => folder.endsWith(`/${candidate}`)),
  );
}

/** The repository paths a document names (how many were checked) and those that do not exist. */
function checkPaths(document: string): { checked: number; missing: string[] } {
  const text = readFileSync(join(root, document), 'utf8');
  const missing: string[] = [];
  let checked = 0;
  for (const { path: named, line, link } of namedPaths(text)) {
    if (link) {
      if (/^[a-z]+:/.test(named)) continue;
      const target = normalize(join(dirname(document), decodeURIComponent(named)));
      checked += 1;
      if (!exists(target, true)) missing.push(`${document}:${line} links ${named}`);
      continue;
    }
    const path = named.replace(/^#shared\//, 'shared/');
    if (!/^[\w.@]/.test(path) || /^[A-Z][A-Z0-9_]+\//.test(path) || EXAMPLES.has(path)) continue; // `/api/…` routes, `-improve.ts` suffixes, `DATA_DIR/…` values
    const first = path.split('/')[0]!;
    const rooted = topLevel.has(first) && (path.includes('/') || files.includes(path));
    if (!rooted && !FILE_EXTENSION.test(path.replace(/[>}]$/, ''))) continue; // a word, a package, a command
    for (const expanded of expandBraces(path)) {
      // Up to a placeholder (`<module>`, `{id}`, `[id]`), the folder it sits in.
      const cut = expanded.search(/[<{[]/);
      const known = cut === -1 ? expanded : expanded.slice(0, expanded.lastIndexOf('/', cut) + 1);
      if (known === '' || (!rooted && cut !== -1)) continue;
      checked += 1;
      if (!exists(known, rooted)) missing.push(`${document}:${line} names ${named}`);
    }
  }
  return { checked, missing };
}

describe('the paths documents name', () => {
  it.each(DOCUMENTS)('exist, in %s', (document) => {
    const { checked, missing } = checkPaths(document);
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(0);
  });

  it('are found in backticks, brace lists and links, and a missing one is reported', () => {
    const text = 'See `functions/{deps,nope}.ts`, `functions/<module>/` and [the model](data-model.md).';
    expect(namedPaths(text).map(({ path }) => path)).toEqual(['functions/{deps,nope}.ts', 'functions/<module>/', 'data-model.md']);
    expect(expandBraces('functions/{deps,nope}.ts')).toEqual(['functions/deps.ts', 'functions/nope.ts']);
    expect(exists('functions/deps.ts', true)).toBe(true);
    expect(exists('functions/nope.ts', true)).toBe(false);
    expect(exists('data/table.ts', false)).toBe(true);
    expect(exists('infra/local/snapshot*.ts', true)).toBe(true);
    expect(exists('web/dist', true)).toBe(true);
  });
});
