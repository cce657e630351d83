// The boundary rules of .dependency-cruiser.cjs (docs/architecture.md) fire on code
// that breaks them, and stay quiet on code that keeps them. `npm run lint:deps` runs the
// same config over the real tree; this proves a rule cannot pass by matching nothing.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

/** A small tree shaped like ours: each file breaks one rule, or none. */
const files: Record<string, string> = {
  'package.json': JSON.stringify({ type: 'module', imports: { '#shared/*': './shared/*' } }),
  'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler', strict: true } }),
  // A package where the real one sits, so its path is the one the rules see in our tree.
  'node_modules/@aws-sdk/lib-dynamodb/package.json': JSON.stringify({ name: '@aws-sdk/lib-dynamodb', main: 'index.js' }),
  'node_modules/@aws-sdk/lib-dynamodb/index.js': 'exports.GetCommand = 1;\nexports.DynamoDBDocumentClient = 2;\n',
  'functions/config.ts': 'export const config = {};\n',
  'functions/errors.ts': 'export const notFound = () => new Error();\n',
  'shared/booking.ts': 'export const price = 1;\n',
  'functions/http/errors.ts': 'export class HttpError extends Error {}\n',
  'functions/http/handler.ts': "import { HttpError } from './errors.js';\nexport const defineHandler = () => HttpError;\n",
  'functions/data/table.ts': "import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';\nexport const doc = DynamoDBDocumentClient;\n",
  'functions/integrations/files.ts': "import { doc } from '../data/table.js';\nexport const files = doc;\n",
  // Keeps every rule: rules use shared, the kernel, data and integrations; the handler uses http.
  'functions/booking/book.ts':
    "import { price } from '#shared/booking.js';\nimport { notFound } from '../errors.js';\nimport { doc } from '../data/table.js';\nimport { files } from '../integrations/files.js';\nexport const book = () => [price, notFound, doc, files];\n",
  'functions/booking/post-book.ts':
    "import { defineHandler } from '../http/handler.js';\nimport { book } from './book.js';\nexport const handler = [defineHandler, book];\n",
  // A job is an entry like a handler: it calls a module's function. A data file named after its module.
  'functions/jobs/rebook.ts': "import { book } from '../booking/book.js';\nexport const runJob = book;\n",
  'functions/data/booking-drafts.ts': "import { doc } from './table.js';\nexport const drafts = doc;\n",
  // Each of these breaks the rule named beside it.
  'shared/leaky.ts': "import { config } from '../functions/config.js';\nexport const leaky = config;\n",
  'web/src/features/booking/page.ts': "import { config } from '../../../../functions/config.js';\nexport const page = config;\n",
  'functions/booking/uses-infra.ts': "import { stack } from '../../infra/stack.js';\nexport const x = stack;\n",
  'infra/stack.ts': 'export const stack = 1;\n',
  // The local stack's write lock (D-198) is injected by infra/local, never imported by a function.
  'functions/data/locked.ts': "import { lockLocalWrites } from '../../infra/local/write-locks.js';\nexport const lock = lockLocalWrites;\n",
  'infra/local/write-locks.ts': 'export const lockLocalWrites = 1;\n',
  'functions/booking/draft.ts': "import { GetCommand } from '@aws-sdk/lib-dynamodb';\nexport const draft = GetCommand;\n",
  'functions/payments/pay.ts': "import { book } from '../booking/book.js';\nexport const pay = book;\n",
  'functions/booking/wizard.ts': "import { HttpError } from '../http/errors.js';\nexport const wizard = HttpError;\n",
  'functions/data/users.ts': "import { files } from '../integrations/files.js';\nexport const users = files;\n",
  'functions/integrations/mail.ts': "import { book } from '../booking/book.js';\nexport const mail = book;\n",
  'functions/jobs/calls-handler.ts': "import { handler } from '../booking/post-book.js';\nexport const runJob = handler;\n",
  'functions/payments/runs-job.ts': "import { runJob } from '../jobs/rebook.js';\nexport const pay = runJob;\n",
  // Named for no module and not in the core, and a module that uses it.
  'functions/data/foo.ts': "import { doc } from './table.js';\nexport const foo = doc;\n",
  'functions/booking/uses-foo.ts': "import { foo } from '../data/foo.js';\nexport const x = foo;\n",
  'web/src/components/kit.ts': "import { page } from '../features/booking/page.js';\nexport const kit = page;\n",
  'web/src/layout/sidebar.ts': "import { page } from '../features/booking/page.js';\nexport const sidebar = page;\n",
  'infra/a/one.ts': "import { two } from '../b/two.js';\nexport const one = two;\n",
  'infra/b/two.ts': 'export const two = 2;\n',
  'infra/b/three.ts': "import { four } from '../a/four.js';\nexport const three = four;\n",
  'infra/a/four.ts': 'export const four = 4;\n',
  'infra/c/p.ts': "import { q } from './q.js';\nexport const p = () => q;\n",
  'infra/c/q.ts': "import { p } from './p.js';\nexport const q = () => p;\n",
};

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

let dir: string;
let violations: Violation[];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'boundaries-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const bin = join(root, 'node_modules', '.bin', 'depcruise');
  const config = join(root, '.dependency-cruiser.cjs');
  // Exit status 1 means "violations found": the JSON on stdout lists them.
  let output: string;
  try {
    output = execFileSync(bin, ['functions', 'shared', 'web', 'infra', '--config', config, '--output-type', 'json'], { cwd: dir, encoding: 'utf8' });
  } catch (error) {
    output = (error as { stdout: string }).stdout;
  }
  violations = JSON.parse(output).summary.violations;
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const rulesFrom = (path: string) => violations.filter((v) => v.from === path).map((v) => v.rule.name);

describe('the boundary rules', () => {
  it.each([
    ['shared/leaky.ts', 'shared-is-a-leaf'],
    ['web/src/features/booking/page.ts', 'web-stays-in-the-browser'],
    ['functions/booking/uses-infra.ts', 'functions-stand-alone'],
    ['functions/data/locked.ts', 'functions-stand-alone'],
    ['functions/booking/draft.ts', 'dynamodb-only-in-data'],
    ['functions/payments/pay.ts', 'modules-meet-through-seams'],
    ['functions/booking/wizard.ts', 'rules-free-of-http'],
    ['functions/data/users.ts', 'data-below-integrations'],
    ['functions/integrations/mail.ts', 'integrations-know-no-module'],
    ['functions/jobs/calls-handler.ts', 'jobs-are-entries'],
    ['functions/payments/runs-job.ts', 'modules-meet-through-seams'],
    ['functions/data/foo.ts', 'data-files-named-by-owner'],
    ['functions/booking/uses-foo.ts', 'no-unowned-data-file'],
    ['web/src/components/kit.ts', 'web-kit-knows-no-feature'],
    ['web/src/layout/sidebar.ts', 'layout-knows-no-feature'],
    ['infra/c/p.ts', 'no-file-cycles'],
  ])('%s breaks %s', (path, rule) => {
    expect(rulesFrom(path)).toContain(rule);
  });

  it('find a cycle between folders even when no file is in a cycle', () => {
    const cycles = violations.filter((v) => v.rule.name === 'no-folder-cycles').map((v) => `${v.from} → ${v.to}`);
    expect(cycles.some((cycle) => /infra\/a\/? → infra\/b/.test(cycle) || /infra\/b\/? → infra\/a/.test(cycle))).toBe(true);
  });

  it.each([
    'functions/booking/book.ts',
    'functions/booking/post-book.ts',
    'functions/data/table.ts',
    'functions/data/booking-drafts.ts',
    'functions/integrations/files.ts',
    'functions/jobs/rebook.ts',
  ])(
    'let %s keep to its layer',
    (path) => {
      expect(rulesFrom(path)).toEqual([]);
    },
  );
});
