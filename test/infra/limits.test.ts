import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Module, Route } from '#functions/route-table.js';
import { synthPortal, type Synthesized } from './support/synth-portal.js';

// CloudFormation refuses a template past 500 resources; 400 leaves room to grow.
const LIMIT = 400;

const modules: Module[] = [
  'auth',
  'account',
  'agents',
  'booking',
  'inspections',
  'contracts',
  'reports',
  'payments',
  'ce',
  'open-house',
  'agent-contacts',
  'route-planner',
  'settings',
];

/** product/platform.md §2's size: about 85 routes over the 13 modules, each with every grant. */
const fullSize: Route[] = Array.from({ length: 90 }, (_, i) => ({
  method: 'POST',
  path: `/api/probe/${i}/{id}`,
  handler: 'settings/get-business-info',
  access: 'user',
  module: modules[i % modules.length]!,
  grants: ['table:write', 'files:read', 'files:write', 'secrets:stripe'],
}));

function expectUnderLimit(synth: Synthesized) {
  for (const [id, template] of synth.all) {
    const count = Object.keys(template.toJSON().Resources).length;
    expect(count, `${id} has ${count} resources`).toBeLessThan(LIMIT);
  }
}

describe('resources per stack', () => {
  it(`keeps every stack of the route table under ${LIMIT}`, () => {
    expectUnderLimit(synthPortal());
  });

  it(`keeps every stack under ${LIMIT} at the full size of the product`, () => {
    const synth = synthPortal({ routes: fullSize });
    expect(synth.modules.size).toBe(modules.length);
    expectUnderLimit(synth);
  });
});

describe('CloudFormation schemas', () => {
  // A synchronous synth: no limit can stop it, so one would only fail it late on a busy machine
  // (65 s at load 15 while the whole suite ran, 41 s at load 18 alone; D-189, D-239).
  it("passes CDK's built-in template validation", { timeout: 300_000 }, () => {
    const synth = synthPortal({ validate: true });
    const report = JSON.parse(readFileSync(join(synth.outdir, 'validation-report.json'), 'utf8'));
    const violations = report.pluginReports.flatMap((plugin: { violations?: unknown[] }) => plugin.violations ?? []);
    expect(violations).toEqual([]);
  });
});
