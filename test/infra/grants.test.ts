import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeKey, routes, type Grant, type Route } from '#functions/route-table.js';
import { stripeParameters } from '#infra/stacks/grants.js';
import { actionsOf, findFunction, statementsOf, type Statement } from './support/resources.js';
import { synthPortal } from './support/synth-portal.js';

const writes = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];
const reads = ['dynamodb:GetItem', 'dynamodb:Query'];


/** Each grant on a probe route of its own, all served by an existing handler file. */
const probe = (grants: Grant[], name: string): Route => ({
  method: 'POST',
  path: `/api/probe/${name}`,
  handler: 'settings/get-business-info',
  access: 'admin',
  module: 'settings',
  grants,
});
const probes = {
  none: probe([], 'none'),
  write: probe(['table:write'], 'write'),
  filesRead: probe(['files:read'], 'files-read'),
  filesWrite: probe(['files:write'], 'files-write'),
  filesDelete: probe(['files:delete'], 'files-delete'),
  stripe: probe(['secrets:stripe'], 'stripe'),
};
const synth = synthPortal({ routes: Object.values(probes), jobs: [] });
const settings = synth.modules.get('settings')!;
const statements = (route: Route) => statementsOf(settings, findFunction(settings, routeKey(route))[1]);
const bucketObjects = (statement: Statement) => JSON.stringify(statement.Resource).match(/DataFiles.*\/\*/);

describe('least privilege per grant', () => {
  it('lets every function read the table and nothing more by default', () => {
    const actions = actionsOf(statements(probes.none));
    expect(actions).toEqual(expect.arrayContaining(reads));
    for (const action of writes) expect(actions).not.toContain(action);
    expect(actions.some((action) => /^(s3|ssm|ses|sns):/.test(action))).toBe(false);
  });

  it("'table:write' adds writing", () => {
    expect(actionsOf(statements(probes.write))).toEqual(expect.arrayContaining([...reads, ...writes]));
  });

  it("'files:read', 'files:write' and 'files:delete' reach the files bucket's objects, never its listing", () => {
    const read = statements(probes.filesRead).find((statement) => actionsOf([statement]).includes('s3:GetObject'))!;
    const write = statements(probes.filesWrite).find((statement) => actionsOf([statement]).includes('s3:PutObject'))!;
    expect(bucketObjects(read)).toBeTruthy();
    expect(bucketObjects(write)).toBeTruthy();
    expect(actionsOf(statements(probes.filesRead))).not.toContain('s3:PutObject');
    expect(actionsOf(statements(probes.filesWrite))).not.toContain('s3:GetObject');
    expect(actionsOf(statements(probes.filesWrite))).not.toContain('s3:DeleteObject');
    expect(actionsOf(statements(probes.filesDelete))).toEqual(expect.arrayContaining(['s3:DeleteObject']));
    expect(bucketObjects(statements(probes.filesDelete).find((statement) => actionsOf([statement]).includes('s3:DeleteObject'))!)).toBeTruthy();
    for (const route of [probes.filesRead, probes.filesWrite, probes.filesDelete]) {
      expect(actionsOf(statements(route)).some((action) => action.startsWith('s3:List'))).toBe(false);
    }
  });

  it("'secrets:stripe' reads the Stripe parameters, by name, and only those", () => {
    const ssm = statements(probes.stripe).filter((statement) => actionsOf([statement]).some((a) => a.startsWith('ssm:')));
    expect(ssm).toHaveLength(1);
    const resources = JSON.stringify(ssm[0]!.Resource);
    for (const name of Object.values(stripeParameters)) {
      expect(name.startsWith('/inspection-portal/')).toBe(true);
      expect(resources).toContain(`:parameter${name}`);
    }
    expect(actionsOf(statements(probes.none)).some((action) => action.startsWith('ssm:'))).toBe(false);
    const [, fn] = findFunction(settings, routeKey(probes.stripe));
    expect(fn.Properties.Environment.Variables).toMatchObject(stripeParameters);
    const [, plain] = findFunction(settings, routeKey(probes.none));
    expect(Object.keys(plain.Properties.Environment.Variables)).not.toContain('STRIPE_SECRET_KEY_PARAMETER');
  });

  it('never grants a route an action on every resource', () => {
    for (const route of Object.values(probes)) {
      expect(statements(route).filter((statement) => statement.Resource === '*')).toEqual([]);
    }
  });
});

describe('the route table gets what it declares', () => {
  const real = synthPortal();
  const statementsFor = (route: Route) => {
    const template = real.modules.get(route.module)!;
    return statementsOf(template, findFunction(template, routeKey(route))[1]);
  };

  it.each(routes.map((route) => [routeKey(route), route] as const))('%s', (_key, route) => {
    const actions = actionsOf(statementsFor(route));
    expect(writes.some((action) => actions.includes(action))).toBe(route.grants.includes('table:write'));
    expect(actions.includes('s3:GetObject')).toBe(route.grants.includes('files:read'));
    expect(actions.includes('s3:PutObject')).toBe(route.grants.includes('files:write'));
    expect(actions.includes('s3:DeleteObject')).toBe(route.grants.includes('files:delete'));
    expect(actions.some((action) => action.startsWith('ssm:'))).toBe(route.grants.includes('secrets:stripe'));
    expect(actions.some((action) => /^(ses|sns):/.test(action))).toBe(false);
  });
});

describe('routes that count link misses', () => {
  // limitMisses() writes a rate counter on each miss: without table:write the deployed
  // function would answer a mistyped link with AccessDenied (500), which moto never shows.
  const handlersCountingMisses = routes.filter((route) => readFileSync(new URL(`../../functions/${route.handler}.ts`, import.meta.url), 'utf8').includes('limitMisses()'));

  it.each(handlersCountingMisses.map((route) => [routeKey(route), route] as const))('%s may write the table', (_key, route) => {
    expect(route.grants).toContain('table:write');
  });

  it('covers the link routes', () => {
    expect(handlersCountingMisses.map(routeKey)).toContain('GET /api/download/{token}');
  });
});
