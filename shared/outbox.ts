import * as z from './zod.js';

/** GET /api/dev/outbox (product/platform.md §7). */
export const outboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  created_at: z.string(),
});

export const outboxReplySchema = z.object({ messages: z.array(outboxMessageSchema) });

export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
