import { defineHandler } from '../http/handler.js';
import { idParams } from './params.js';
import { drawSessionQr } from './sessions.js';

/** GET /api/ce/sessions/{id}/qr: the attendance address and its 300x300 QR image, drawn by our server. */
export const handler = defineHandler({
  access: 'admin',
  params: idParams,
  run: ({ params, deps }) => drawSessionQr(deps, params.id),
});
