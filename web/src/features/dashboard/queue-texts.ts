import type { AdminQueueKind } from '#shared/dashboard.js';

/** Each admin line's name, its empty text and where its work is done. */
export const LINE_TEXT: Record<AdminQueueKind, { title: string; empty: string; href: string; link: string }> = {
  agents: { title: 'Agents waiting for approval', empty: 'No agent is waiting for approval.', href: '/admin-agents', link: 'Manage agents' },
  unscheduled: { title: 'Inspections with no final date', empty: 'Every inspection has its final date.', href: '/my-inspections', link: 'Open inspections' },
  agreements: { title: 'Agreements not signed after 24 hours', empty: 'No agreement has waited over 24 hours.', href: '/my-inspections', link: 'Open inspections' },
  reports: { title: 'Reports past the promise', empty: 'No report is overdue.', href: '/my-inspections', link: 'Open inspections' },
  payments: { title: 'Payments unpaid after 3 days', empty: 'No payment request has waited over 3 days.', href: '/my-inspections', link: 'Open inspections' },
  visits: { title: "Today's and tomorrow's inspections", empty: 'No inspection today or tomorrow.', href: '/my-inspections', link: 'Open inspections' },
  followups: { title: 'Follow-ups due', empty: 'No follow-up is due.', href: '/agent-contacts', link: 'Open agent contacts' },
  rosters: { title: 'CE rosters to export', empty: 'Every held session has its roster exported.', href: '/ce-admin', link: 'Open CE admin' },
};

/** "3 days ago", "5 hours ago": how long something has waited, from an instant. */
export function waitedFor(since: string, now = Date.now()): string {
  const time = Date.parse(since);
  if (!Number.isFinite(time) || since.length <= 10) return since;
  const hours = Math.max(0, Math.floor((now - time) / 3_600_000));
  if (hours < 1) return 'just now';
  if (hours < 48) return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  return `${Math.floor(hours / 24)} days ago`;
}
