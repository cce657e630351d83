import { defineHandler } from '../http/handler.js';
import { listClasses } from './classes.js';

/** GET /api/ce/classes: every class, by name (data-model E1). */
export const handler = defineHandler({
  access: 'admin',
  run: ({ deps }) => listClasses(deps),
});
