import { Stack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Grant } from '../../functions/routes.js';

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
  if (grants.includes('table:write')) table.grantReadWriteData(fn);
  else table.grantReadData(fn);
  // Objects only, never listing: a function reaches a file through a key it already holds.
  if (grants.includes('files:read')) allow(fn, ['s3:GetObject'], files.arnForObjects('*'));
  if (grants.includes('files:write')) allow(fn, ['s3:PutObject'], files.arnForObjects('*'));
  if (grants.includes('secrets:stripe')) grantStripeSecrets(fn);
  if (grants.includes('mail')) grantMail(fn, targets.mailFrom);
  // Publishing an SMS names a phone number, not a topic: IAM has no resource to scope
  // it to, so sns:Publish needs '*'. Only jobs that send SMS get it.
  if (grants.includes('sms')) allow(fn, ['sns:Publish'], '*');
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
