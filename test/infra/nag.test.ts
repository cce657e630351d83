import { readFileSync } from 'node:fs';
import { Validations } from 'aws-cdk-lib';
import { Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { describe, expect, it } from 'vitest';
import { acknowledgments, nagFindings } from './support/nag.js';
import { synthPortal } from './support/synth-portal.js';

const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/abc';
const operations = readFileSync(new URL('../../docs/operations.md', import.meta.url), 'utf8');

describe('cdk-nag (AwsSolutions and Serverless packs)', () => {
  const synth = synthPortal();

  it('finds no unacknowledged error or warning in the root, module or jobs stacks', { timeout: 60_000 }, () => {
    expect(nagFindings(synth.stack.node.root)).toEqual([]);
  });

  it('finds none with a custom domain, where the TLS rule is met rather than acknowledged', { timeout: 60_000 }, () => {
    const custom = synthPortal({ context: { appUrl: 'https://portal.example.com', certificateArn } });
    expect(nagFindings(custom.stack.node.root)).toEqual([]);
    expect(acknowledgments(custom.stack).has('AwsSolutions-CFR4')).toBe(false);
    expect(acknowledgments(synth.stack).has('AwsSolutions-CFR4')).toBe(true);
  });

  it('fails on a new resource that breaks a rule, in the root stack and in a nested one', { timeout: 60_000 }, () => {
    const careless = synthPortal({
      extend: (stack) => {
        new Bucket(stack, 'CarelessBucket');
        new Queue(stack.jobs, 'CarelessQueue');
        new LambdaFunction(stack.modules.get('settings')!, 'CarelessFunction', {
          runtime: Runtime.NODEJS_22_X,
          handler: 'index.handler',
          code: Code.fromInline('export const handler = async () => ({})'),
        });
      },
    });
    const findings = nagFindings(careless.stack.node.root);
    expect(findings).toEqual(
      expect.arrayContaining([
        'error AwsSolutions-S1 at PortalStack/CarelessBucket/Resource',
        'error AwsSolutions-S10 at PortalStack/CarelessBucket/Resource',
        'error AwsSolutions-SQS4 at PortalStack/Jobs/CarelessQueue/Resource',
        'error AwsSolutions-L1 at PortalStack/SettingsModule/CarelessFunction/Resource',
        'error Serverless-LambdaDLQ at PortalStack/SettingsModule/CarelessFunction/Resource',
        'warning Serverless-LambdaTracing at PortalStack/SettingsModule/CarelessFunction/Resource',
      ]),
    );
    // Only the careless resources: the rest of the stack stays clean.
    expect(findings.filter((finding) => !finding.includes('/Careless'))).toEqual([]);
  });

  it('lists every acknowledged rule, with its reason, in docs/operations.md', () => {
    const rules = new Set([...acknowledgments(synth.stack).keys()].map((id) => id.replace(/\[.*\]$/, '')));
    expect(rules.size).toBeGreaterThan(0);
    const missing = [...rules].filter((rule) => !operations.includes(`\`${rule}\``));
    expect(missing, "acknowledged rules missing from docs/operations.md §5").toEqual([]);
  });

  it('gives every acknowledgment a reason a reviewer can read', () => {
    for (const [rule, reasons] of acknowledgments(synth.stack)) {
      for (const reason of reasons) expect(reason.length, `${rule}: ${reason}`).toBeGreaterThan(40);
    }
  });
});

// The acknowledgments are CDK's own mechanism: an id that does not match stays a finding.
describe('acknowledgments', () => {
  it('suppress only the rule they name', () => {
    const synth = synthPortal({
      extend: (stack) => {
        const bucket = new Bucket(stack, 'AcknowledgedBucket', { enforceSSL: true });
        Validations.of(bucket).acknowledge({ id: 'AwsSolutions-S2', reason: 'names another rule than the one broken here' });
      },
    });
    expect(nagFindings(synth.stack.node.root)).toEqual(['error AwsSolutions-S1 at PortalStack/AcknowledgedBucket/Resource']);
  });
});
