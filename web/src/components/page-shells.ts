// The heading and loading line of the signed-in pages that have a shell (D-182): the layout
// shows them while the user is unknown and the build renders them into each page's HTML; the
// page prints the same, so the shell turns into the page without a jump. No imports: the
// route table (in the entry) reads this, and it must stay that small.

export const PAGE_SHELLS = {
  // The name follows once the user is known ("Welcome, Alex").
  dashboard: { title: 'Welcome', description: 'What is waiting, then how to reach us, when we inspect and where.', loadingText: 'Loading your dashboard…' },
  // The description differs for admins: a skeleton line holds its place.
  inspections: { title: 'My inspections', loadingText: 'Loading inspections…' },
  order: { title: 'Order an inspection', description: 'Your answers are saved as you go: you can leave and come back to this order.', loadingText: 'Loading your order…' },
  // reportMessages.loading (shared/reports.ts, which brings zod): a test keeps them equal.
  report: { title: 'Inspection Report', loadingText: 'Loading inspection report...' },
} as const;
