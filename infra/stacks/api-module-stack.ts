import { Duration, NestedStack } from 'aws-cdk-lib';
import { HttpMethod, HttpRoute, HttpRouteKey, type IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Construct } from 'constructs';
import { routeKey, routeName, type Route } from '../../functions/routes.js';
import { createPortalFunction } from './function.js';
import { applyGrants, type GrantTargets } from './grants.js';

export interface ApiModuleStackProps {
  /** The routes of one module, each with its own function. */
  routes: Route[];
  api: IHttpApi;
  environment: Record<string, string>;
  grantTargets: GrantTargets;
}

/**
 * One module's functions and routes. A route costs about seven resources (function,
 * role, policy, log group, integration, route, permission), so nesting per module
 * keeps every template far from CloudFormation's 500 (ARCHITECTURE §2).
 */
export class ApiModuleStack extends NestedStack {
  /** Route key (`GET /api/…`) to its function, for alarms and tests. */
  readonly functions = new Map<string, NodejsFunction>();

  constructor(scope: Construct, id: string, props: ApiModuleStackProps) {
    super(scope, id);
    for (const route of props.routes) {
      const name = routeName(route);
      const fn = createPortalFunction(this, name, {
        handler: route.handler,
        description: routeKey(route),
        environment: props.environment,
        memorySize: route.memory,
        ...(route.timeout ? { timeout: Duration.seconds(route.timeout) } : {}),
      });
      applyGrants(fn, route.grants, props.grantTargets);
      new HttpRoute(this, `${name}Route`, {
        httpApi: props.api,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${name}Integration`, fn),
      });
      this.functions.set(routeKey(route), fn);
    }
  }
}
