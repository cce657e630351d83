import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

// The paged-list tests (issue 16 point 6) write their 5,000 bookings and 1,000 agents with
// the generator of `npm run cli -- list-sample` (infra/cli/list-sample.ts).
export { FIRST_NAMES, LAST_NAMES, STREETS, generatedAgent, generatedBooking, writeAgents, writeBookings } from '#infra/cli/list-sample.js';

/** What one request read from the table: calls by command, and items read (Query: evaluated; BatchGet and Get: returned). */
export interface Reads {
  calls: Record<string, number>;
  items: number;
}

/** Counts the table reads the document client sends; `take()` returns them and starts again. */
export function countReads(doc: DynamoDBDocumentClient): { take: () => Reads } {
  let reads: Reads = { calls: {}, items: 0 };
  doc.middlewareStack.add(
    (next, context) => async (args) => {
      const result = await next(args);
      const name = String(context.commandName).replace(/Command$/, '');
      const output = result.output as { ScannedCount?: number; Responses?: Record<string, unknown[]>; Item?: unknown };
      reads.calls[name] = (reads.calls[name] ?? 0) + 1;
      if (name === 'Query') reads.items += output.ScannedCount ?? 0;
      if (name === 'BatchGetItem') reads.items += Object.values(output.Responses ?? {}).reduce((sum, items) => sum + items.length, 0);
      if (name === 'GetItem' && output.Item) reads.items += 1;
      return result;
    },
    { step: 'initialize', name: 'countReads' },
  );
  return {
    take: () => {
      const taken = reads;
      reads = { calls: {}, items: 0 };
      return taken;
    },
  };
}
