import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { routeKey, type Route } from '../../functions/route-table.js';

export interface RequestLike {
  method: string;
  /** Path and query, e.g. `/api/x?q=1`. */
  url: string;
  headers?: Record<string, string | string[] | undefined>;
  body?: Buffer | string;
  sourceIp?: string;
}

/**
 * The API Gateway HTTP API (payload 2.0) event for a request, as AWS would build it:
 * lower-case headers, cookies split out, the body base64-encoded unless it is text.
 */
export function toApiEvent(request: RequestLike, route: Route, params: Record<string, string>): APIGatewayProxyEventV2 {
  const url = new URL(request.url, 'http://localhost');
  const headers: Record<string, string> = {};
  let cookies: string[] | undefined;
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    if (value === undefined) continue;
    const key = name.toLowerCase();
    if (key === 'cookie') {
      cookies = (Array.isArray(value) ? value.join('; ') : value).split(/;\s*/).filter(Boolean);
    } else {
      headers[key] = Array.isArray(value) ? value.join(',') : value;
    }
  }
  const query = Object.fromEntries(url.searchParams);
  const body = request.body === undefined || request.body.length === 0 ? undefined : request.body;
  const isText = /^(application\/json|text\/)/.test(headers['content-type'] ?? '');
  const now = new Date();
  return {
    version: '2.0',
    routeKey: routeKey(route),
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies,
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(params).length ? params : undefined,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'local',
      http: {
        method: request.method,
        path: url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: request.sourceIp ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: routeKey(route),
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    body: body === undefined ? undefined : isText ? body.toString() : Buffer.from(body).toString('base64'),
    isBase64Encoded: body !== undefined && !isText,
  };
}
