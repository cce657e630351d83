import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';

// The SDK clients describe every shape of their service in one generated module
// (`dist-es/schemas/schemas_0.js`): arrays such as `[3, n0, _AMUO, 0, [_RC], [[0, { [_hH]: _xarc }]]]`,
// whose traits use computed keys naming file-level string constants. esbuild cannot tell that
// `{ [_hH]: … }` has no side effect (a computed key may call `toString`), so it keeps every
// array that holds one, used or not: about 52 kB of the S3 client's 66 kB in every function
// that touches S3 (D-175). This plugin writes each such key as the string it names, which is
// the same object; esbuild then drops the shapes no bundled command reaches.

/** A client's schema module, wherever npm put the client. */
export const SCHEMA_MODULE = /[\\/]@aws-sdk[\\/]client-[^\\/]+[\\/]dist-es[\\/]schemas[\\/]schemas_\d+\.js$/;

// `const _hH = "httpHeader";` at the top of the module: the names a computed key may use.
const STRING_CONSTANT = /^const (_\w+) = ("(?:[^"\\\n]|\\.)*");$/gm;
// `{ [_hH]: …` or `, [_hH]: …`: a computed key in an object literal (not an index like `a[_x]`).
const COMPUTED_KEY = /([{,]\s*)\[(_\w+)\]:/g;

/** The module's text with each computed key that names a string constant written as that string. */
export function literalSchemaKeys(source: string): string {
  const constants = new Map([...source.matchAll(STRING_CONSTANT)].map((match) => [match[1]!, match[2]!]));
  return source.replace(COMPUTED_KEY, (whole, before: string, name: string) => {
    const value = constants.get(name);
    return value === undefined ? whole : `${before}${value}:`;
  });
}

/** A client's package.json, which its runtime config imports whole for one field. */
export const CLIENT_PACKAGE_JSON = /[\\/]@aws-sdk[\\/]client-[^\\/]+[\\/]package\.json$/;

/**
 * esbuild plugins for the SDK clients: `literalSchemaKeys` on every schema module, and each
 * client's package.json cut to its name and version, the only field read
 * (`packageInfo.version`, for the user agent): about 2.4 kB of scripts and dependencies in
 * every function otherwise.
 */
export const sdkPlugins: Plugin[] = [
  {
    name: 'sdk-schema-keys',
    setup(build) {
      build.onLoad({ filter: SCHEMA_MODULE }, async ({ path }) => ({ contents: literalSchemaKeys(await readFile(path, 'utf8')), loader: 'js' }));
    },
  },
  {
    name: 'sdk-package-version',
    setup(build) {
      build.onLoad({ filter: CLIENT_PACKAGE_JSON }, async ({ path }) => {
        const { name, version } = JSON.parse(await readFile(path, 'utf8')) as { name: string; version: string };
        return { contents: JSON.stringify({ name, version }), loader: 'json' };
      });
    },
  },
];
