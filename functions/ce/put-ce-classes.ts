import { classInputSchema } from '#shared/ce.js';
import { defineHandler } from '../http/handler.js';
import { editClass } from './classes.js';
import { idParams } from './params.js';

/** PUT /api/ce/classes/{id}: edits a class that has no sessions. */
export const handler = defineHandler({
  access: 'admin',
  params: idParams,
  body: classInputSchema,
  run: ({ params, body, deps }) => editClass(deps, params.id, body),
});
