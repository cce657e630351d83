import { App } from 'aws-cdk-lib';
import { PortalStack } from './portal-stack.js';

// Environment-agnostic: nothing is looked up at synth, so `npm run synth` works offline
// and the account and region come from the credentials used to deploy.
const app = new App();
new PortalStack(app, 'PortalStack', { description: 'Inspection portal: web app, API, data, jobs' });
