import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import type * as z from '#shared/zod.js';
import { getDeps, type Deps } from '../deps.js';
import type { Access } from '../route-table.js';
import { Reply } from './reply.js';
import { enforceAccess, loadSession, sameOrigin, type SignedIn } from './guards.js';
import { clientIp, throughCloudFront } from './origin.js';
import { httpStack } from './stack.js';
import type { Event, Middleware, Result, StateContext } from './types.js';
import { validate } from './validate.js';

export type { Event, Result };

type Schema = z.ZodMiniType;
type Out<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

/** What a handler's `run` is given. */
export interface Request<A extends Access, B, Q, P> {
  body: B;
  query: Q;
  params: P;
  /** The signed-in user; always present unless the route is public. */
  auth: A extends 'public' ? SignedIn | null : SignedIn;
  ip: string;
  userAgent: string;
  event: Event;
  deps: Deps;
}

export interface HandlerSpec<A extends Access, B extends Schema | undefined, Q extends Schema | undefined, P extends Schema | undefined> {
  access: A;
  body?: B;
  query?: Q;
  params?: P;
  /**
   * 'machine': a provider's callback that proves itself with its own signature and
   * carries no cookie (the Stripe webhook), so it may come without Origin in any
   * content type. Every other state change must come from our origin or be JSON.
   */
  sender?: 'browser' | 'machine';
  /**
   * Middlewares only this route needs, run after the cross-site check, e.g.
   * `limitMisses()` where the path carries a secret. Passed in, not imported here, so
   * only the functions that use one bundle it.
   */
  use?: Middleware[];
  run: (request: Request<A, Out<B>, Out<Q>, Out<P>>) => Promise<unknown>;
}

export type ApiHandler = ((event: Event, context?: Context) => Promise<Result>) & {
  access: Access;
  /** The same handler with other integrations (tests: another table, a fixed clock). */
  withDeps: (deps: Deps) => ApiHandler;
};

/**
 * The one way to write an /api handler (product/platform.md §3): the handler declares its
 * access and schemas, and the stack does the rest for every function, once.
 */
export function defineHandler<
  A extends Access,
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
>(spec: HandlerSpec<A, B, Q, P>, depsOverride?: Deps): ApiHandler {
  const base = async (event: Event, context: StateContext): Promise<Result> => {
    const state = context.state;
    const result = await spec.run({
      body: state.body as Out<B>,
      query: state.query as Out<Q>,
      params: state.params as Out<P>,
      auth: state.auth as Request<A, Out<B>, Out<Q>, Out<P>>['auth'],
      ip: clientIp(event, state.viaCloudFront),
      userAgent: event.requestContext?.http?.userAgent ?? event.headers?.['user-agent'] ?? '',
      event,
      deps: state.deps,
    });
    // httpStack turns the Reply into the Lambda result.
    return (result instanceof Reply ? result : Reply.json(result)) as unknown as Result;
  };

  const wrapped = middy<Event, Result, Error, StateContext>(base as never)
    .use(httpStack(() => depsOverride ?? getDeps(), spec.access))
    .use(throughCloudFront())
    .use(sameOrigin(spec.sender ?? 'browser'))
    .use(spec.use ?? [])
    .use(loadSession())
    .use(enforceAccess())
    .use(validate({ body: spec.body, query: spec.query, params: spec.params }));

  const handler = ((event: Event, context?: Context) => wrapped(event, (context ?? {}) as StateContext)) as ApiHandler;
  handler.access = spec.access;
  handler.withDeps = (deps: Deps) => defineHandler(spec, deps);
  return handler;
}

export { Reply };
