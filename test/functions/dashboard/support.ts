import { expect } from 'vitest';
import { handler as getDashboard } from '#functions/dashboard/get-dashboard.js';
import { handler as postDone } from '#functions/dashboard/post-dashboard-done.js';
import { getDeps } from '#functions/deps.js';
import type { AdminQueueKind, DashboardReply } from '#shared/dashboard.js';
import { sameSite } from '#test/support/accounts.js';
import { call } from '#test/support/api.js';

// The dashboard as each caller sees it, on a clock moved by `laterMs` when asked.

export const HOUR = 3_600_000;
export const laterDeps = (laterMs: number) => ({ ...getDeps(), now: () => new Date(Date.now() + laterMs) });

export async function dashboardOf(token: string, laterMs = 0): Promise<DashboardReply> {
  const answer = await call(laterMs ? getDashboard.withDeps(laterDeps(laterMs)) : getDashboard, 'GET /api/dashboard', { token });
  expect(answer.status).toBe(200);
  return answer.json as DashboardReply;
}

/** The ids a line lists (its oldest 5) and its count. */
export function lineOf(reply: DashboardReply, kind: AdminQueueKind) {
  const line = reply.admin!.lines.find((candidate) => candidate.kind === kind)!;
  return { count: line.count, ids: line.items.map((item) => item.id), items: line.items };
}

export const markDone = (token: string, bookingId: string) => call(postDone, `POST /api/dashboard/done/${bookingId}`, { token, headers: sameSite });
