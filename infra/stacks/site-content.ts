import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { Duration, Stack, Validations, type CfnElement } from 'aws-cdk-lib';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { projectRoot } from './function.js';

export interface SiteContentProps {
  bucket: IBucket;
  /** The Vite build, relative to the project or absolute. */
  webDist: string;
}

/**
 * Uploads the built SPA. Hashed files under assets/ are cached for a year and never
 * pruned, so a tab opened before a deploy can still load its lazy chunks; the rest
 * (index.html above all) is revalidated on every visit, so no invalidation is needed,
 * and pruned when gone.
 */
export class SiteContent extends Construct {
  constructor(scope: Construct, id: string, props: SiteContentProps) {
    super(scope, id);
    const dist = resolve(projectRoot, props.webDist);
    if (!existsSync(resolve(dist, 'index.html'))) {
      throw new Error(`The web app is not built: ${dist}/index.html is missing. Run \`npm run build:web\` first.`);
    }
    // Vite's manifest is for the bundle benchmark, not for visitors.
    const source = Source.asset(dist, { exclude: ['.vite'] });
    // Both deployments share CDK's one handler function, and so this log group.
    const logGroup = new LogGroup(this, 'DeployLogs', { retention: RetentionDays.ONE_MONTH });
    const assets = new BucketDeployment(this, 'Assets', {
      sources: [source],
      logGroup,
      destinationBucket: props.bucket,
      exclude: ['*'],
      include: ['assets/*'],
      prune: false,
      cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.days(365)), CacheControl.immutable()],
    });
    const pages = new BucketDeployment(this, 'Pages', {
      sources: [source],
      logGroup,
      destinationBucket: props.bucket,
      exclude: ['assets/*'],
      cacheControl: [CacheControl.noCache()],
    });
    // index.html must never point at chunks that are not there yet.
    pages.node.addDependency(assets);
    acknowledgeDeployHandler(this, props.bucket);
  }
}

/**
 * CDK's BucketDeployment handler (a singleton Lambda at the stack's root) runs only
 * during a deploy, copying the built files from CDK's asset bucket: its code, runtime
 * and policy are CDK's. What cdk-nag finds on it is acknowledged here, once.
 */
function acknowledgeDeployHandler(scope: Construct, bucket: IBucket): void {
  const stack = Stack.of(scope);
  const handler = stack.node.children.find((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'));
  if (!handler) throw new Error('BucketDeployment no longer makes its handler at the stack root: move these acknowledgments');
  const cdkOwned = 'CDK-owned deploy-time handler (BucketDeployment), run once per deploy';
  const site = stack.resolve(stack.getLogicalId(bucket.node.defaultChild as CfnElement)) as string;
  const nag = Validations.of(handler);
  nag.acknowledge(
    { id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]', reason: `${cdkOwned}; CDK attaches the basic execution role.` },
    { id: 'AwsSolutions-L1', reason: `${cdkOwned}; CDK picks and updates its runtime.` },
    { id: 'Serverless-LambdaLatestVersion', reason: `${cdkOwned}; CDK picks and updates its runtime.` },
    { id: 'Serverless-LambdaDLQ', reason: `${cdkOwned}; CloudFormation invokes it and reports its failure as a failed deploy.` },
    { id: 'Serverless-LambdaTracing', reason: `${cdkOwned}; its log group says what it copied.` },
  );
  // CDK's grants: read the deploy's zip from CDK's asset bucket, write and prune the site bucket.
  const wildcards = [
    'Action::s3:GetBucket*',
    'Action::s3:GetObject*',
    'Action::s3:List*',
    'Action::s3:Abort*',
    'Action::s3:DeleteObject*',
    'Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-<AWS::Region>/*',
    `Resource::<${site}.Arn>/*`,
  ];
  for (const finding of wildcards) {
    nag.acknowledge({
      id: `AwsSolutions-IAM5[${finding}]`,
      reason: `${cdkOwned}: it reads the built site from CDK's asset bucket and writes and prunes the site bucket, nothing else.`,
    });
  }
}
