import * as z from '#shared/zod.js';
import { agentEditSchema } from '#shared/agents.js';
import { defineHandler } from '../http/handler.js';
import { editAgent } from './agents.js';

/** PUT /api/admin/agents/{id} */
export const handler = defineHandler({
  access: 'admin',
  params: z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) }),
  body: agentEditSchema,
  run: async ({ params, body, deps }) => editAgent(deps, params.id, body),
});
