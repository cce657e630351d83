import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { PortalStack } from './portal-stack.js';

// Environment-agnostic: nothing is looked up at synth, so `npm run synth` works offline
// and the account and region come from the credentials used to deploy.
const app = new App();
new PortalStack(app, 'PortalStack', { description: 'Inspection portal: web app, API, data, jobs' });
// The AWS Solutions and Serverless rules (docs/operations.md §5): an unacknowledged
// finding stops `cdk synth` and `cdk deploy`, as it fails test/infra/nag.test.ts.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app), new ServerlessChecks(app));
