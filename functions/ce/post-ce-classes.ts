import { classInputSchema } from '#shared/ce.js';
import { defineHandler } from '../http/handler.js';
import { createClass } from './classes.js';

/** POST /api/ce/classes {class_name, class_code, description, hours}: a new class; its code is unique. */
export const handler = defineHandler({
  access: 'admin',
  body: classInputSchema,
  run: ({ body, deps }) => createClass(deps, body),
});
