import { describe, expect, it } from 'vitest';
import type { Resource } from './support/resources.js';
import { synthPortal } from './support/synth-portal.js';

// What the cdk-nag findings were fixed with (docs/operations.md §5), checked on the templates.
const synth = synthPortal();
const { root, jobs } = synth;
const resources = (template: typeof root, type: string) => Object.entries(template.findResources(type) as Record<string, Resource>);
const idOf = (template: typeof root, type: string, prefix: string) => resources(template, type).find(([id]) => id.startsWith(prefix))![0];

describe('access logs', () => {
  const logs = idOf(root, 'AWS::S3::Bucket', 'DataLogs');

  it('the files and site buckets log to the log bucket, which keeps them 90 days', () => {
    for (const [name, prefix] of [['DataFiles', 's3/files/'], ['DataSite', 's3/site/']] as const) {
      const [, bucket] = resources(root, 'AWS::S3::Bucket').find(([id]) => id.startsWith(name))!;
      expect(bucket.Properties.LoggingConfiguration).toEqual({ DestinationBucketName: { Ref: logs }, LogFilePrefix: prefix });
    }
    const [, bucket] = resources(root, 'AWS::S3::Bucket').find(([id]) => id === logs)!;
    expect(bucket.Properties.LifecycleConfiguration.Rules).toEqual([{ ExpirationInDays: 90, Status: 'Enabled' }]);
    expect(bucket.Properties.OwnershipControls.Rules).toEqual([{ ObjectOwnership: 'BucketOwnerEnforced' }]);
    expect(bucket.Properties.LoggingConfiguration).toBeUndefined();
  });

  it('CloudFront keeps no standard logs: they would hold the tokens in paths', () => {
    const [, distribution] = resources(root, 'AWS::CloudFront::Distribution')[0]!;
    expect(distribution.Properties.DistributionConfig.Logging).toBeUndefined();
  });

  it('the API stage logs one JSON line per request, by route key, never the path, query or address', () => {
    const [, stage] = resources(root, 'AWS::ApiGatewayV2::Stage')[0]!;
    expect(stage.Properties.DefaultRouteSettings).toEqual({ ThrottlingBurstLimit: 200, ThrottlingRateLimit: 100 });
    const format = stage.Properties.AccessLogSettings.Format as string;
    expect(JSON.parse(format)).toMatchObject({ route: '$context.routeKey', status: '$context.status', requestId: '$context.requestId' });
    expect(format).not.toMatch(/\$context\.(path|identity|querystring|requestOverride)/);
    const group = stage.Properties.AccessLogSettings.DestinationArn['Fn::GetAtt'][0];
    root.hasResourceProperties('AWS::Logs::LogGroup', { RetentionInDays: 90 });
    expect(root.toJSON().Resources[group].Properties.RetentionInDays).toBe(90);
  });
});

describe('TLS only', () => {
  it.each([
    ['every bucket', root, 'AWS::S3::BucketPolicy', 's3:*'],
    ['the failures queue', jobs, 'AWS::SQS::QueuePolicy', 'sqs:*'],
  ] as const)('%s refuses plain HTTP', (_name, template, type, action) => {
    const policies = resources(template, type);
    expect(policies.length).toBeGreaterThan(0);
    for (const [, policy] of policies) {
      expect(policy.Properties.PolicyDocument.Statement).toContainEqual(
        expect.objectContaining({ Effect: 'Deny', Action: action, Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
      );
    }
    if (type === 'AWS::S3::BucketPolicy') expect(policies).toHaveLength(resources(root, 'AWS::S3::Bucket').length);
  });
});

describe('functions', () => {
  it.each(synth.all)('%s: every function logs to its own log group with a retention, through a role without managed policies', (_id, template) => {
    const groups = template.toJSON().Resources as Record<string, Resource>;
    for (const [, fn] of resources(template, 'AWS::Lambda::Function')) {
      const group = fn.Properties.LoggingConfig?.LogGroup?.Ref as string;
      expect(groups[group]?.Properties.RetentionInDays, fn.Properties.Description).toBeGreaterThan(0);
      if (fn.Properties.Description?.startsWith('Job') || /^(GET|POST|PUT|PATCH|DELETE) /.test(fn.Properties.Description)) {
        const role = groups[fn.Properties.Role['Fn::GetAtt'][0]]!;
        expect(role.Properties.ManagedPolicyArns).toBeUndefined();
      }
    }
  });

  it('table grants name the indexes, never index/*', () => {
    for (const [, template] of synth.all) expect(JSON.stringify(template.findResources('AWS::IAM::Policy'))).not.toContain('/index/*');
  });
});

describe('jobs', () => {
  const queue = idOf(jobs, 'AWS::SQS::Queue', 'Failures');
  const toQueue = { 'Fn::GetAtt': [queue, 'Arn'] };

  it('record failed runs, undelivered schedules and given-up stream batches in the failures queue', () => {
    const configs = resources(jobs, 'AWS::Lambda::EventInvokeConfig');
    expect(configs).toHaveLength(resources(jobs, 'AWS::Events::Rule').length);
    for (const [, config] of configs) {
      expect(config.Properties).toMatchObject({ MaximumRetryAttempts: 0, DestinationConfig: { OnFailure: { Destination: toQueue } } });
    }
    for (const [, rule] of resources(jobs, 'AWS::Events::Rule')) expect(rule.Properties.Targets[0].DeadLetterConfig).toEqual({ Arn: toQueue });
    for (const [, mapping] of resources(jobs, 'AWS::Lambda::EventSourceMapping')) {
      expect(mapping.Properties.DestinationConfig).toEqual({ OnFailure: { Destination: toQueue } });
    }
    jobs.hasResourceProperties('AWS::SQS::Queue', { SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 24 * 3600 });
  });

  it('a queued failure raises an alarm', () => {
    root.hasResourceProperties('AWS::CloudWatch::Alarm', { MetricName: 'ApproximateNumberOfMessagesVisible', Threshold: 1 });
  });
});
