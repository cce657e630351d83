import { CfnOutput, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { routes as allRoutes, type Module, type Route } from '../functions/route-table.js';
import { jobs as allJobs } from './resources.js';
import { PortalAlarms } from './stacks/alarms.js';
import { createHttpApi } from './stacks/api.js';
import { ApiModuleStack } from './stacks/api-module-stack.js';
import { PortalData } from './stacks/data.js';
import type { GrantTargets } from './stacks/grants.js';
import { JobsStack, pascal, type JobSpec } from './stacks/jobs.js';
import { functionEnvironment, readSettings } from './stacks/settings.js';
import { SiteContent } from './stacks/site-content.js';
import { Site } from './stacks/site.js';

export interface PortalStackProps extends StackProps {
  /** Tests pass their own tables; the app deploys the real ones. */
  routes?: Route[];
  jobs?: readonly JobSpec[];
}

/** The whole portal (product/platform.md §1): data, API, site, jobs and alarms. */
export class PortalStack extends Stack {
  readonly modules = new Map<Module, ApiModuleStack>();
  readonly jobs: JobsStack;

  constructor(scope: Construct, id: string, props: PortalStackProps = {}) {
    super(scope, id, props);
    const settings = readSettings(this);
    const data = new PortalData(this, 'Data');

    const api = createHttpApi(this, 'Api');

    // CloudFront proves its requests to the functions with this (D-110); the template holds only a reference to it.
    const secret = new Secret(this, 'OriginSecret', {
      description: 'Inspection portal: header CloudFront sends to the API',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    Validations.of(secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Resolved into CloudFront and the functions at deploy, so a rotation Lambda would change nothing until the next deploy; rotated by hand with a deploy (docs/operations.md §5).',
    });
    const originSecret = secret.secretValue.unsafeUnwrap();
    const site = new Site(this, 'Site', { bucket: data.site, api, settings, uploadOrigins: data.uploadOrigins, originSecret });
    new SiteContent(this, 'SiteContent', { bucket: data.site, webDist: settings.webDist });
    const appUrl = settings.appUrl ?? site.defaultOrigin;
    data.allowUploadsFrom(appUrl);

    const environment = functionEnvironment(settings, {
      appUrl,
      tableName: data.table.tableName,
      filesBucket: data.files.bucketName,
      originSecret,
    });
    const grantTargets: GrantTargets = { table: data.table, files: data.files, mailFrom: settings.mailFrom };
    for (const [module, routes] of groupByModule(props.routes ?? allRoutes)) {
      this.modules.set(module, new ApiModuleStack(this, `${pascal(module)}Module`, { routes, api, environment, grantTargets }));
    }
    this.jobs = new JobsStack(this, 'Jobs', { jobs: props.jobs ?? allJobs, table: data.table, environment, grantTargets });

    new PortalAlarms(this, 'Alarms', {
      api,
      table: data.table,
      jobs: this.jobs.functions,
      jobFailures: this.jobs.failures,
      alarmEmail: settings.alarmEmail,
      smsSpendLimitUsd: settings.smsSpendLimitUsd,
    });

    new CfnOutput(this, 'Url', { value: appUrl });
    new CfnOutput(this, 'DistributionDomain', { value: site.distribution.distributionDomainName });
    // What `npm run cli` needs to work on the deployed table (product/platform.md §9).
    new CfnOutput(this, 'TableName', { value: data.table.tableName });
    new CfnOutput(this, 'FilesBucket', { value: data.files.bucketName });
  }
}

function groupByModule(routes: Route[]): Map<Module, Route[]> {
  const groups = new Map<Module, Route[]>();
  for (const route of routes) groups.set(route.module, [...(groups.get(route.module) ?? []), route]);
  return groups;
}
