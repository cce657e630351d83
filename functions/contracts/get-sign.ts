import * as z from '#shared/zod.js';
import { limitMisses } from '../http/misses.js';
import { defineHandler } from '../http/handler.js';
import { openContract } from './contracts.js';

/** GET /api/sign/{id}: {id} is the contract link's token; 404 unknown or replaced, 410 signed. */
export const handler = defineHandler({
  access: 'public',
  use: [limitMisses()],
  params: z.object({ id: z.string().check(z.minLength(1), z.maxLength(200)) }),
  run: ({ params, deps }) => openContract(deps, params.id),
});
