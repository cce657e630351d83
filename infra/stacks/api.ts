import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';

/**
 * One access-log line per request, as JSON. The route key, never the path or the query:
 * paths carry tokens (/download/{token}, /sign/{id}), as in the functions' own lines
 * (docs/operations.md §3). No address or user agent: CloudFront's logs have them.
 */
export const apiAccessLogFields = {
  requestId: '$context.requestId',
  time: '$context.requestTime',
  route: '$context.routeKey',
  status: '$context.status',
  ms: '$context.responseLatency',
  bytes: '$context.responseLength',
  integrationStatus: '$context.integrationStatus',
  integrationError: '$context.integrationErrorMessage',
} as const;

/** The HTTP API behind CloudFront's /api/*, throttled and access-logged. */
export function createHttpApi(scope: Construct, id: string): HttpApi {
  const api = new HttpApi(scope, id, { description: 'Inspection portal /api', createDefaultStage: false });
  const accessLogs = new LogGroup(scope, `${id}AccessLogs`, { retention: RetentionDays.THREE_MONTHS });
  api.addStage('DefaultStage', {
    stageName: '$default',
    autoDeploy: true,
    // A ceiling against runaway clients and bills; the portal's own traffic is far below it.
    throttle: { rateLimit: 100, burstLimit: 200 },
    accessLogSettings: {
      destination: new LogGroupLogDestination(accessLogs),
      format: AccessLogFormat.custom(JSON.stringify(apiAccessLogFields)),
    },
  });
  return api;
}
