import { describe, expect, it } from 'vitest';
import { jobs } from '#infra/resources.js';
import { streamTriggers, type JobSpec } from '#infra/stacks/jobs.js';
import { actionsOf, findFunction, statementsOf, type Resource } from './support/resources.js';
import { synthPortal } from './support/synth-portal.js';

const synth = synthPortal({ context: { mailFrom: 'reports@inspector.example.com' } });
const template = synth.jobs;
const jobFunction = (name: string) => findFunction(template, new RegExp(`^Job ${name},`));

describe.each(jobs.map((job) => [job.name, job] as const))('job %s', (name, job) => {
  const [logicalId, fn] = jobFunction(name);

  it('runs on its schedule', () => {
    const unit = job.everyMinutes === 1 ? 'minute' : 'minutes';
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: `rate(${job.everyMinutes} ${unit})`,
      State: 'ENABLED',
      Targets: [{ Arn: { 'Fn::GetAtt': [logicalId, 'Arn'] }, Id: 'Target0' }],
    });
    template.hasResourceProperties('AWS::Lambda::Permission', {
      FunctionName: { 'Fn::GetAtt': [logicalId, 'Arn'] },
      Principal: 'events.amazonaws.com',
    });
  });

  it('is built like a route function, with a job-sized timeout', () => {
    const spec: JobSpec = job;
    expect(fn.Properties).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'], Handler: 'index.handler', Timeout: (spec.timeoutMinutes ?? 1) * 60, MemorySize: spec.memory ?? 256 });
  });

  it('has exactly its grants', () => {
    const statements = statementsOf(template, fn);
    const actions = actionsOf(statements);
    const grants: readonly string[] = job.grants;
    expect(actions.includes('dynamodb:PutItem')).toBe(grants.includes('table:write'));
    expect(actions.includes('ses:SendEmail')).toBe(grants.includes('mail'));
    expect(actions.includes('sns:Publish')).toBe(grants.includes('sms'));
    if (grants.includes('mail')) {
      const mail = statements.find((statement) => actionsOf([statement]).includes('ses:SendEmail'))!;
      expect(mail.Condition).toEqual({ StringEquals: { 'ses:FromAddress': 'reports@inspector.example.com' } });
      const resources = JSON.stringify(mail.Resource);
      expect(resources).toContain(':identity/inspector.example.com');
      expect(resources).not.toMatch(/identity\/\*/);
    }
  });
});

describe('stream trigger', () => {
  it('exists only for the jobs that ask for one', () => {
    const mappings = template.findResources('AWS::Lambda::EventSourceMapping');
    expect(Object.keys(mappings)).toHaveLength(jobs.filter((job) => streamTriggers[job.name]).length);
  });

  it('sends dispatch-outbox new outbox items only', () => {
    const [logicalId] = jobFunction('dispatch-outbox');
    const mappings = Object.values(template.findResources('AWS::Lambda::EventSourceMapping') as Record<string, Resource>);
    const mapping = mappings.find((candidate) => candidate.Properties.FunctionName.Ref === logicalId)!;
    expect(mapping.Properties).toMatchObject({ StartingPosition: 'LATEST', BisectBatchOnFunctionError: true });
    expect(mapping.Properties.MaximumRetryAttempts).toBeGreaterThan(0);
    expect(JSON.stringify(mapping.Properties.EventSourceArn)).toMatch(/Table.*StreamArn/);
    const patterns = mapping.Properties.FilterCriteria.Filters.map((filter: { Pattern: string }) => JSON.parse(filter.Pattern));
    expect(patterns).toEqual([{ eventName: ['INSERT'], dynamodb: { Keys: { pk: { S: [{ prefix: 'OUTBOX#' }] } } } }]);
  });
});
