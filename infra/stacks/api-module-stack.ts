import { Duration, NestedStack, Validations } from 'aws-cdk-lib';
import { HttpMethod, HttpRoute, HttpRouteKey, type IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { Function as LambdaFn } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { routeKey, routeName, type Route } from '../../functions/route-table.js';
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
 * keeps every template far from CloudFormation's 500 (product/platform.md §2).
 */
export class ApiModuleStack extends NestedStack {
  /** Route key (`GET /api/…`) to its function, for alarms and tests. */
  readonly functions = new Map<string, LambdaFn>();

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
      const httpRoute = new HttpRoute(this, `${name}Route`, {
        httpApi: props.api,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${name}Integration`, fn),
      });
      acknowledgeRouteFindings(route, httpRoute, fn);
      this.functions.set(routeKey(route), fn);
    }
  }
}

/** cdk-nag findings every route has by design (docs/operations.md §5). */
function acknowledgeRouteFindings(route: Route, httpRoute: HttpRoute, fn: LambdaFn): void {
  Validations.of(httpRoute).acknowledge({
    id: 'AwsSolutions-APIG4',
    reason:
      route.access === 'public'
        ? 'A public route by the spec (sign-in, links sent by email or text, public pages); it is rate-limited where it can be guessed, and the API answers only CloudFront (D-110).'
        : `The function checks the session cookie and the '${route.access}' access of functions/route-table.ts before anything else (test/functions/access-matrix.test.ts calls every route as the wrong user); an API Gateway authorizer would be a second Lambda per request to read the same cookie.`,
  });
  Validations.of(fn).acknowledge({
    id: 'Serverless-LambdaDLQ',
    reason: 'Invoked synchronously by API Gateway only: the caller gets the error, there is no event to keep.',
  });
}
