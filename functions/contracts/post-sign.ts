import * as z from '#shared/zod.js';
import { signSchema } from '#shared/contracts.js';
import { limitMisses } from '../http/misses.js';
import { defineHandler } from '../http/handler.js';
import { signContract } from './signing.js';

/** POST /api/sign/{id} {full_name, agreed, signature_data}: the client signs once (data-model C2). */
export const handler = defineHandler({
  access: 'public',
  use: [limitMisses()],
  params: z.object({ id: z.string().check(z.minLength(1), z.maxLength(200)) }),
  body: signSchema,
  run: ({ params, body, ip, userAgent, deps }) => signContract(deps, params.id, body, ip, userAgent),
});
