import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

// esbuild's `keepNames` adds a name-setting call after every function and class, about
// 9 % of a bundle (30 kB). Our log line needs none (errors carry their `name`
// explicitly), but some packages compare class names at run time: @peculiar/asn1-schema,
// which @simplewebauthn/server parses attestation certificates with, checks
// `constructor.name === 'Sequence'`. So only bundles that contain such a package keep
// names (D-156, D-202). Found by following the handler's imports through our own files.

/** Packages whose code reads class or function names, directly or through their dependencies. */
export const NAME_READING_PACKAGES: readonly string[] = ['@simplewebauthn/server'];

// Value imports, re-exports and dynamic imports; `import type` and `export type` are erased.
const STATIC = /(?:^|\n)\s*(?:import|export)(\s+type)?\s[^;]*?\sfrom\s+'([^']+)'/g;
const DYNAMIC = /\bimport\(\s*'([^']+)'\s*\)/g;

const packageOf = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

const importsOf = new Map<string, string[]>();

function imports(file: string): string[] {
  let found = importsOf.get(file);
  if (!found) {
    const source = readFileSync(file, 'utf8');
    const statics = [...source.matchAll(STATIC)].filter((match) => !match[1]).map((match) => match[2]!);
    found = [...statics, ...[...source.matchAll(DYNAMIC)].map((match) => match[1]!)];
    importsOf.set(file, found);
  }
  return found;
}

/** Whether the bundle of `entry` (a .ts file) holds a package that reads names. */
export function needsNames(entry: string, projectRoot: string, packages = NAME_READING_PACKAGES): boolean {
  const seen = new Set<string>();
  const visit = (file: string): boolean => {
    if (seen.has(file)) return false;
    seen.add(file);
    return imports(file).some((specifier) => {
      if (specifier.startsWith('.')) return visit(resolve(dirname(file), specifier).replace(/\.js$/, '.ts'));
      if (specifier.startsWith('#shared/')) return visit(resolve(projectRoot, specifier.slice(1)).replace(/\.js$/, '.ts'));
      return packages.includes(packageOf(specifier.replace(/^node:/, '')));
    });
  };
  return visit(entry);
}
