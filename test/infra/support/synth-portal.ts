import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { Module, Route } from '#functions/route-table.js';
import { PortalStack } from '#infra/portal-stack.js';
import type { JobSpec } from '#infra/stacks/jobs.js';
import { projectRoot } from '#infra/stacks/function.js';

export interface SynthOptions {
  context?: Record<string, unknown>;
  routes?: Route[];
  jobs?: readonly JobSpec[];
  /** CDK's built-in CloudFormation schema check: thorough but seconds per synth, so opt-in. */
  validate?: boolean;
  /** Adds constructs to the stack before it is synthesized (the nag test's careless resources). */
  extend?: (stack: PortalStack) => void;
}

export interface Synthesized {
  stack: PortalStack;
  /** The cloud assembly folder (templates, validation-report.json). */
  outdir: string;
  root: Template;
  /** One template per module's nested stack. */
  modules: Map<Module, Template>;
  jobs: Template;
  /** Every template, root first, by stack id. */
  all: [string, Template][];
}

/** A stand-in for web/dist: the web app may not be built, and tests need not build it. */
export function createWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portal-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Portal</title>');
  writeFileSync(join(dir, 'assets', 'index-test.js'), 'export {};');
  return dir;
}

/** cdk.json's feature flags, so the tests see the templates `cdk synth` makes. */
const appContext = JSON.parse(readFileSync(join(projectRoot, 'cdk.json'), 'utf8')).context as Record<string, unknown>;

/** The portal, synthesized without bundling or asset copies: seconds, not minutes. */
export function synthPortal(options: SynthOptions = {}): Synthesized {
  const outdir = mkdtempSync(join(tmpdir(), 'portal-cdk-'));
  const app = new App({
    outdir,
    builtinCloudFormationValidation: options.validate ?? false,
    context: {
      ...appContext,
      'aws:cdk:bundling-stacks': [],
      'aws:cdk:disable-asset-staging': true,
      webDist: createWebDist(),
      ...options.context,
    },
  });
  const stack = new PortalStack(app, 'PortalStack', { routes: options.routes, jobs: options.jobs });
  options.extend?.(stack);
  const modules = new Map([...stack.modules].map(([module, nested]) => [module, Template.fromStack(nested)]));
  const jobs = Template.fromStack(stack.jobs);
  const root = Template.fromStack(stack);
  const all: [string, Template][] = [
    ['PortalStack', root],
    ...[...stack.modules].map(([module, nested]): [string, Template] => [nested.node.id, modules.get(module)!]),
    ['Jobs', jobs],
  ];
  return { stack, outdir, root, modules, jobs, all };
}
