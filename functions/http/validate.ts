import type * as z from '#shared/zod.js';
import { MAX_REQUEST_BYTES, REQUEST_TOO_LARGE } from '#shared/limits.js';
import { invalid, tooLarge, unsupportedType } from '../errors.js';
import type { Event, Middleware, MiddyRequest as Request } from './types.js';


interface Schemas {
  body?: z.ZodMiniType | undefined;
  query?: z.ZodMiniType | undefined;
  params?: z.ZodMiniType | undefined;
}


/** Parses and validates body, query and path; a failure is a 400 with the schema's own message. */
export function validate(schemas: Schemas): Middleware {
  return {
    before: async (request: Request) => {
      const { event } = request;
      const state = request.context.state;
      state.params = check(schemas.params, event.pathParameters ?? {});
      state.query = check(schemas.query, event.queryStringParameters ?? {});
      if (schemas.body) state.body = check(schemas.body, readJsonBody(event));
    },
  };
}

function check(schema: z.ZodMiniType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw invalid(issue?.message ?? 'Invalid request', issue ? { field: issue.path.join('.') } : {});
}

function readJsonBody(event: Event): unknown {
  if (!event.body) return {};
  const type = event.headers?.['content-type'] ?? '';
  if (!type.startsWith('application/json')) throw unsupportedType('Send the request as JSON.');
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (Buffer.byteLength(text) > MAX_REQUEST_BYTES) throw tooLarge(REQUEST_TOO_LARGE, { limit_bytes: MAX_REQUEST_BYTES });
  try {
    return JSON.parse(text);
  } catch {
    throw invalid('The request body is not valid JSON.');
  }
}
