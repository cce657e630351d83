import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { Deps } from '../deps.js';
import type { AuditNote } from '../errors.js';
import type { Access } from '../route-table.js';
import type { SessionItem } from '../data/auth-sessions.js';
import type { UserItem } from '../data/users.js';

export type Event = APIGatewayProxyEventV2;
export type Result = APIGatewayProxyStructuredResultV2;

/** The signed-in user of a request, with the session and the cookie's token. */
export interface SignedIn {
  user: UserItem;
  session: SessionItem;
  token: string;
}

/** Per-request state the middlewares fill in before `run`. */
export interface State {
  deps: Deps;
  access: Access;
  startedAt: number;
  /** The request proved it came through CloudFront (the origin secret), so CloudFront's headers are CloudFront's. */
  viaCloudFront: boolean;
  auth: SignedIn | null;
  body: unknown;
  query: unknown;
  params: unknown;
  /** What the log line records about a refusal no error carries (a missed secret link, D-218). */
  audit?: AuditNote;
}

/** Lambda's context, carrying the request's state from middleware to handler. */
export type StateContext = Context & { state: State };
export type Middleware = middy.MiddlewareObj<Event, Result, Error, StateContext>;
export type MiddyRequest = middy.Request<Event, Result, Error, StateContext>;
