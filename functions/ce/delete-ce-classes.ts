import { defineHandler } from '../http/handler.js';
import { removeClass } from './classes.js';
import { idParams } from './params.js';

/** DELETE /api/ce/classes/{id}: deletes a class that has no sessions. */
export const handler = defineHandler({
  access: 'admin',
  params: idParams,
  run: ({ params, deps }) => removeClass(deps, params.id),
});
