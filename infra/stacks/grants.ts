import { Names, Stack, Validations, type CfnElement } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Grant } from '../../functions/route-table.js';
import { table as tableSpec } from '../resources.js';

/** A route's grants plus what jobs may do: send mail and SMS. */
export type FunctionGrant = Grant | 'mail' | 'sms';

export interface GrantTargets {
  table: ITable;
  files: IBucket;
  mailFrom: string;
}

/**
 * Stripe's keys are SecureString parameters, read by the function at cold start and
 * kept in memory: a key in a Lambda environment variable would be plain text to
 * anyone who may read the function's configuration. The functions get the parameter
 * names; the default aws/ssm key lets any caller SSM allows decrypt, so no KMS grant.
 */
export const stripeParameters = {
  STRIPE_SECRET_KEY_PARAMETER: '/inspection-portal/stripe-secret-key',
  STRIPE_WEBHOOK_SECRET_PARAMETER: '/inspection-portal/stripe-webhook-secret',
} as const;

/** Every function reads the table; anything more is granted only when asked for. */
export function applyGrants(fn: LambdaFunction, grants: readonly FunctionGrant[], targets: GrantTargets): void {
  const { table, files } = targets;
  grantTable(fn, table, grants.includes('table:write'));
  // Objects only, never listing: a function reaches a file through a key it already holds.
  if (grants.includes('files:read')) allow(fn, ['s3:GetObject'], files.arnForObjects('*'));
  if (grants.includes('files:write')) allow(fn, ['s3:PutObject'], files.arnForObjects('*'));
  // Only to take back files a request stored and then did not use (a lost signing race, D-214).
  if (grants.includes('files:delete')) allow(fn, ['s3:DeleteObject'], files.arnForObjects('*'));
  if (grants.some((grant) => grant.startsWith('files:'))) {
    Validations.of(fn.role!).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${nestedReference(files)}>/*]`,
      reason:
        "Objects of the files bucket, never its listing: keys are built from ids the function has already checked (functions/data/keys.ts), and IAM cannot express 'keys of bookings this user may see'.",
    });
  }
  if (grants.includes('secrets:stripe')) grantStripeSecrets(fn);
  if (grants.includes('mail')) grantMail(fn, targets.mailFrom);
  // Publishing an SMS names a phone number, not a topic: IAM has no resource to scope
  // it to, so sns:Publish needs '*'. Only jobs that send SMS get it.
  if (grants.includes('sms')) {
    allow(fn, ['sns:Publish'], '*');
    Validations.of(fn.role!).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'sns:Publish of an SMS names a phone number, which IAM has no resource for; only the jobs that text get it.',
    });
  }
}

/**
 * The table and each of its indexes by name: CDK's grantReadData would add `index/*`,
 * which cdk-nag rightly flags and which would cover an index added by hand later.
 */
function grantTable(fn: LambdaFunction, table: ITable, write: boolean): void {
  const reads = ['BatchGetItem', 'ConditionCheckItem', 'DescribeTable', 'GetItem', 'GetRecords', 'GetShardIterator', 'Query', 'Scan'];
  const writes = write ? ['BatchWriteItem', 'DeleteItem', 'PutItem', 'UpdateItem'] : [];
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: [...reads, ...writes].map((action) => `dynamodb:${action}`),
      resources: [table.tableArn, ...tableSpec.indexes.map((index) => `${table.tableArn}/index/${index.name}`)],
    }),
  );
}

/**
 * How cdk-nag names a parent stack's resource inside a nested stack: the parameter CDK
 * makes for the reference (`referenceto<unique id>Arn`). The nag test fails if CDK renames it.
 */
function nestedReference(bucket: IBucket): string {
  return `referenceto${Names.uniqueId(bucket.node.defaultChild as CfnElement)}Arn`;
}

function allow(fn: LambdaFunction, actions: string[], resource: string): void {
  fn.addToRolePolicy(new PolicyStatement({ actions, resources: [resource] }));
}

function grantStripeSecrets(fn: LambdaFunction): void {
  const stack = Stack.of(fn);
  const resources = Object.values(stripeParameters).map((name) =>
    stack.formatArn({ service: 'ssm', resource: 'parameter', resourceName: name.slice(1) }),
  );
  fn.addToRolePolicy(new PolicyStatement({ actions: ['ssm:GetParameter', 'ssm:GetParameters'], resources }));
  for (const [key, name] of Object.entries(stripeParameters)) fn.addEnvironment(key, name);
}

/** SES checks the identity the mail is sent as: the address's own or its domain's. */
function grantMail(fn: LambdaFunction, mailFrom: string): void {
  const stack = Stack.of(fn);
  const domain = mailFrom.split('@')[1]!;
  const identity = (name: string) => stack.formatArn({ service: 'ses', resource: 'identity', resourceName: name });
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: ['ses:SendEmail', 'ses:SendRawEmail'],
      resources: [identity(domain), identity(mailFrom)],
      conditions: { StringEquals: { 'ses:FromAddress': mailFrom } },
    }),
  );
}
