// One name per module (issue 27): a file's name says which module it belongs to, so two
// modules never hold files of the same name, and a search for a name finds one module's file.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

/** Folders under functions/ that serve every module and are named for none (docs/architecture.md). */
const SEAMS = new Set(['data', 'http', 'integrations']);

/**
 * Seam folders whose files are named like shared/'s: `<module>.ts` and `<module>-<part>.ts` belong to
 * that module (data/auth-sessions.ts is auth's); any other is the shared core's, one owner across these
 * folders, so that one concept keeps its name in each layer (shared/pages.ts and data/pages.ts, as
 * shared/booking.ts and data/booking.ts are booking's).
 */
const NAMED_SEAMS = ['shared', 'functions/data', 'functions/integrations'];

/**
 * Names several modules may each hold, one per module. Empty: every shared name so far was
 * renamed instead (issue 27). Add a name only for a role every module fills the same way.
 */
const ALLOWED: string[] = [];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

const folders = (dir: string) =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const stemOf = (path: string) => path.slice(path.lastIndexOf('/') + 1).replace(/\.tsx?$/, '');

/** The module a seam file's name starts with (the longest that fits: agent-contacts before agents), if any. */
export const ownerOf = (stem: string, modules: string[]) =>
  [...modules].sort((a, b) => b.length - a.length).find((name) => stem === name || stem.startsWith(`${name}-`));

/** Every module folder's files, and those of shared/, functions/data/ and functions/integrations/, each with the module it belongs to. */
function ownedFiles(): { path: string; module: string }[] {
  const functionModules = folders('functions').filter((name) => !SEAMS.has(name));
  const webModules = folders('web/src/features');
  const modules = [...new Set([...functionModules, ...webModules])];
  const owned = [
    ...functionModules.flatMap((module) => filesUnder(join(root, 'functions', module)).map((path) => ({ path, module }))),
    ...webModules.flatMap((module) => filesUnder(join(root, 'web/src/features', module)).map((path) => ({ path, module }))),
  ];
  for (const seam of NAMED_SEAMS) {
    for (const path of filesUnder(join(root, seam))) owned.push({ path, module: ownerOf(stemOf(path), modules) ?? 'core' });
  }
  return owned;
}

/** The names held by more than one module, each with its files. */
export function sharedNames(files: { path: string; module: string }[], allowed: string[] = []): Record<string, string[]> {
  const byName = new Map<string, { path: string; module: string }[]>();
  for (const file of files) {
    const stem = stemOf(file.path);
    byName.set(stem, [...(byName.get(stem) ?? []), file]);
  }
  const clashes: Record<string, string[]> = {};
  for (const [name, holders] of byName) {
    if (allowed.includes(name) || new Set(holders.map((file) => file.module)).size < 2) continue;
    clashes[name] = holders.map((file) => file.path).sort();
  }
  return clashes;
}

describe('file names', () => {
  it('find a name two modules share, and not one a module shares with itself', () => {
    const clashes = sharedNames([
      { path: 'functions/ce/reports-api.ts', module: 'ce' },
      { path: 'web/src/features/reports/reports-api.ts', module: 'reports' },
      { path: 'functions/contracts/contracts.ts', module: 'contracts' },
      { path: 'shared/contracts.ts', module: 'contracts' },
    ]);
    expect(clashes).toEqual({ 'reports-api': ['functions/ce/reports-api.ts', 'web/src/features/reports/reports-api.ts'] });
  });

  it('give a seam file to the module its name starts with, the longest that fits', () => {
    const modules = ['agents', 'agent-contacts', 'auth', 'ce'];
    expect(ownerOf('agent-contacts-orders', modules)).toBe('agent-contacts');
    expect(ownerOf('agents-pages', modules)).toBe('agents');
    expect(ownerOf('auth', modules)).toBe('auth');
    expect(ownerOf('authority', modules)).toBeUndefined();
    expect(ownerOf('sessions', modules)).toBeUndefined();
  });

  it('are never shared by two modules in functions/ (data/ and integrations/ too), web/src/features/ and shared/', () => {
    const files = ownedFiles();
    expect(files.length).toBeGreaterThan(300);
    expect(sharedNames(files, ALLOWED)).toEqual({});
  });
});
